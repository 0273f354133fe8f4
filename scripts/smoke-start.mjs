// Start-up smoke test: `npm start`'s script on a fresh DATA_DIR with the demo, under whichever Node runs
// this file. Passes when /api/health answers and the sign-in page and the demo login work; then stops.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const limitMs = 180_000;

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

const port = await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cueline-smoke-'));
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO: 'on',
    LOG_LEVEL: 'warn',
  },
});

async function check() {
  const started = Date.now();
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    if (Date.now() - started > limitMs)
      throw new Error(`no answer from ${base}/api/health within ${limitMs} ms`);
    const health = await fetch(`${base}/api/health`).catch(() => null);
    if (health?.ok) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const page = await fetch(`${base}/auth/login`);
  // The app's root, drawn at build time (prerendered) or empty until the script runs.
  if (!page.ok || !/<div id="root"[^>]*>/.test(await page.text()))
    throw new Error('the sign-in page did not load');
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-user-profile': 'customer', origin: base },
    body: JSON.stringify({ email: 'customer@cueline.demo', password: 'cueline-demo' }),
  });
  if (login.status !== 200)
    throw new Error(`the demo customer could not sign in: ${login.status} ${await login.text()}`);
}

let failure;
try {
  await check();
  console.log(`Smoke test passed on Node ${process.version}: health, sign-in page and demo login.`);
} catch (error) {
  failure = error;
} finally {
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
if (failure) {
  console.error(`Smoke test failed on Node ${process.version}: ${failure.message}`);
  process.exit(1);
}
