import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

const ansi = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

function excerptOf(log: string): string {
  const lines = log.replace(ansi, '').trimEnd().split('\n');
  if (lines.length <= 60) return lines.join('\n');
  return [...lines.slice(0, 40), `… (${lines.length - 55} lines more) …`, ...lines.slice(-15)].join('\n');
}

export interface ServerProcess {
  child: ChildProcess;
  logFile: string;
  /** What the server printed (start and end when long, colours stripped), for error messages. */
  excerpt(): string;
  stop(): Promise<void>;
}

/** Runs `npm start`'s entry (scripts/start.mjs: build when stale, then the server), output to `logFile`. */
export function startServer(env: NodeJS.ProcessEnv, logFile: string): ServerProcess {
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const log = fs.openSync(logFile, 'w');
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env,
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // If the runner dies without its teardown, do not leave the server behind.
  const killOnExit = () => child.kill('SIGTERM');
  process.once('exit', killOnExit);
  void exited.then(() => process.off('exit', killOnExit));
  return {
    child,
    logFile,
    excerpt: () => excerptOf(fs.readFileSync(logFile, 'utf8')),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Polls `${baseUrl}/api/health` until it answers 200; fails early when the server process exits. */
export async function waitForHealth(
  baseUrl: string,
  server: ServerProcess,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) {
      throw new Error(
        `\`npm start\` (client build, then server) exited with code ${server.child.exitCode} before /api/health answered.\n` +
          `Full log: ${server.logFile}\n${server.excerpt()}`,
      );
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `/api/health did not answer within ${timeoutMs / 1000} s; server log ${server.logFile}:\n${server.excerpt()}`,
  );
}
