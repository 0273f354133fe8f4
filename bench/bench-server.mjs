// What the browser benches share: `npm start`'s entry on a free port with a temp DATA_DIR and the demo
// data (embedded PGlite, or the database `databaseUrl` names), and their p50/p95 summaries.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl, child, log, timeoutMs = 300_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${log.join('')}`);
    const ok = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no /api/health within ${timeoutMs / 1000} s:\n${log.join('')}`);
}

/**
 * Starts the app (client built when stale) and waits for /api/health; returns {baseUrl, stop()}. Without
 * `databaseUrl` it runs on embedded PGlite; Redis and SMTP are never used. `stop` also removes the DATA_DIR.
 * `appRoot` runs another checkout's server (a build before a change, for a side-by-side figure).
 */
export async function startAppServer({ name, databaseUrl, appRoot = root } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `cueline-bench-${name ?? 'app'}-`));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _db, REDIS_URL: _redis, SMTP_URL: _smtp, ...inherited } = process.env;
  const env = {
    ...inherited,
    NODE_ENV: 'production',
    NO_COLOR: '1',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    DEMO: 'on',
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT: '1000',
  };
  const child = spawn(process.execPath, [path.join(appRoot, 'scripts/start.mjs')], {
    cwd: appRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = [];
  child.stdout.on('data', (chunk) => log.push(String(chunk)));
  child.stderr.on('data', (chunk) => log.push(String(chunk)));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, child, log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop, pid: child.pid };
}

export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** n, p50, p95 and max of a list of samples. */
export function summary(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) };
}
