// The notification bench's server: `npm start`'s entry on a free port, a temp DATA_DIR, demo data and a
// fresh database on the local PostgreSQL (so the bench can bulk-insert rows), dropped again at the end.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

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

async function adminQuery(sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function waitForHealth(baseUrl, child, log, timeoutMs = 300_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${log.join('')}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no /api/health within ${timeoutMs / 1000} s:\n${log.join('')}`);
}

/** Starts the server; returns {baseUrl, databaseUrl, stop()}. */
export async function startBenchServer() {
  const dbName = `cueline_bench_${Date.now().toString(36)}`;
  await adminQuery(`CREATE DATABASE ${dbName}`);
  const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cueline-bench-notifications-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const { REDIS_URL: _redis, SMTP_URL: _smtp, ...inherited } = process.env;
  const log = [];
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      ...inherited,
      NODE_ENV: 'production',
      NO_COLOR: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      DEMO: 'on',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => log.push(String(chunk)));
  child.stderr.on('data', (chunk) => log.push(String(chunk)));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
    await adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
  };
  try {
    await waitForHealth(baseUrl, child, log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, databaseUrl, stop };
}

/** Inserts `count` unread notifications for the user with `email` in one statement (the trigger assigns seq). */
export async function bulkInsertNotifications(databaseUrl, email, count) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT id FROM users WHERE email = $1', [email]);
    if (rows.length !== 1) throw new Error(`no user ${email}`);
    await client.query(
      `INSERT INTO notifications (user_id, type, sub_type, message, created_at)
       SELECT $1, 'System', 'System', 'Bulk notice ' || n, now() - (n || ' seconds')::interval
       FROM generate_series(1, $2::int) AS n`,
      [rows[0].id, count],
    );
    const total = await client.query('SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND NOT deleted', [rows[0].id]);
    return total.rows[0].n;
  } finally {
    await client.end();
  }
}
