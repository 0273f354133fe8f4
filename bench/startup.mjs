// Start-up benchmark: `npm start` from nothing (client build, database creation, migrations, demo seed)
// and again on the same DATA_DIR, each timed until /api/health answers, plus the initial JS the page loads.
// Runs in a scratch copy of the entry points (sources linked, not copied) so the working tree's
// dist/ and data/ are left alone. Usage: node bench/startup.mjs
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const linked = ['node_modules', 'src', 'server', 'public'];
// Copied, not linked: Vite names its HTML entry from the real path, and start.mjs finds the project
// through its own location.
const copied = ['scripts', 'index.html', 'vite.config.ts', 'package.json', 'tsconfig.json'];
const healthTimeoutMs = 300_000;

function scratchCopy() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cueline-bench-'));
  for (const name of linked) {
    if (fs.existsSync(path.join(root, name))) fs.symlinkSync(path.join(root, name), path.join(dir, name));
  }
  for (const name of copied) fs.cpSync(path.join(root, name), path.join(dir, name), { recursive: true });
  return dir;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function healthy(url) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}

/** Runs `node scripts/start.mjs` in `dir`; resolves with the seconds until /api/health answered and whether it built. */
async function timeStart(dir, dataDir) {
  const port = await freePort();
  const { DATABASE_URL: _db, REDIS_URL: _redis, SMTP_URL: _smtp, ...env } = process.env;
  const log = [];
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: dir,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO: 'on', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => log.push(String(chunk)));
  child.stderr.on('data', (chunk) => log.push(String(chunk)));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    while (!(await healthy(`http://127.0.0.1:${port}/api/health`))) {
      if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${log.join('')}`);
      if (performance.now() - started > healthTimeoutMs)
        throw new Error(`no /api/health within ${healthTimeoutMs / 1000} s:\n${log.join('')}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return {
      seconds: (performance.now() - started) / 1000,
      built: log.join('').includes('Building the client'),
    };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

/** The JS files index.html loads directly (module scripts and modulepreload links), with gzip sizes. */
function initialScripts(clientDir) {
  const html = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const refs = [
    ...html.matchAll(/<script[^>]*\ssrc="([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+\.js)"/g),
  ].map((match) => match[1]);
  return [...new Set(refs)].map((ref) => {
    const bytes = fs.readFileSync(path.join(clientDir, ref.replace(/^\//, '')));
    return { file: ref, raw: bytes.length, gzip: zlib.gzipSync(bytes).length };
  });
}

function printTable(headers, rows) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((row) => String(row[i]).length)));
  const line = (cells) => `| ${cells.map((cell, i) => String(cell).padEnd(widths[i])).join(' | ')} |`;
  console.log(line(headers));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
}

const seconds = (run) => `${run.seconds.toFixed(2)} s${run.built ? ' (client built)' : ''}`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

async function main() {
  const dir = scratchCopy();
  const dataDir = path.join(dir, 'data');
  try {
    console.log(`startup bench (node ${process.version}, ${os.cpus().length} CPUs) in ${dir}`);
    const cold = await timeStart(dir, dataDir);
    const warm = await timeStart(dir, dataDir);
    const scripts = initialScripts(path.join(dir, 'dist/client'));
    const total = scripts.reduce((sum, s) => ({ raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip }), {
      raw: 0,
      gzip: 0,
    });
    console.log();
    printTable(
      ['measure', 'value'],
      [
        ['cold start: build + DB create + migrations + demo seed → /api/health', seconds(cold)],
        ['second start, same DATA_DIR, build fresh → /api/health', seconds(warm)],
        [
          `initial JS (${scripts.length} file${scripts.length === 1 ? '' : 's'} from index.html), gzip`,
          kb(total.gzip),
        ],
        ['initial JS, raw', kb(total.raw)],
      ],
    );
    console.log();
    printTable(
      ['initial JS file', 'raw', 'gzip'],
      scripts.map((s) => [s.file, kb(s.raw), kb(s.gzip)]),
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

await main();
