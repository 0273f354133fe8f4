// Catalogue search throughput: the real server (`npm start`'s entry) on a fresh PostgreSQL database with a
// generated catalogue (bench/catalog-search-data.mjs), signed in as the demo customer, and CONCURRENCY
// clients each sending its next request as soon as the last one answered, for SECONDS per measure:
// `GET /api/health` (the ceiling of this machine: routing, hooks, JSON), `GET /api/track/info` with the query
// mix of bench/catalog-search.mjs (every kind in turn), the catalogue's first page (no query, the page
// every visit opens) and one word searched again and again (`?search=love`, what typing and paging send).
// Prints requests/s and latencies side by side, and each against health, with the CPU time per request
// of the server process (and its children) and of its PostgreSQL backends (from /proc).
// Usage: node bench/catalog-throughput.mjs  (BENCH_PG_URL as for bench/catalog-search.mjs; BENCH_TRACKS=100000,
// BENCH_CONCURRENCY=20, BENCH_SECONDS=10; BENCH_KEEP=1 keeps the database, BENCH_DB=<name> reuses a kept one;
// BENCH_APP_ROOT=<checkout> runs that checkout's server instead of this one, e.g. a worktree of the build
// before a change, so both are measured by the same bench on the same database)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import pg from 'pg';
import { percentile, startAppServer } from './bench-server.mjs';
import { seedStatements } from './catalog-search-data.mjs';
import { queryKinds, randomSource } from './catalog-search-queries.mjs';

const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const TRACKS = Number(process.env.BENCH_TRACKS ?? 100_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const KEEP = process.env.BENCH_KEEP === '1';
const REUSE = process.env.BENCH_DB;
const APP_ROOT = process.env.BENCH_APP_ROOT;
const customer = { email: 'customer@cueline.demo', password: 'cueline-demo' };
const log = (message) => process.stderr.write(`${message}\n`);
const TICK_MS = 1000 / Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
const load = () => fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

async function admin(statement) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function seed(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    log(`inserting ${TRACKS} tracks…`);
    const started = Date.now();
    for (const statement of seedStatements(TRACKS)) await client.query(statement);
    log(`inserted in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await client.end();
  }
}

async function signIn(baseUrl) {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-user-profile': 'customer' },
    body: JSON.stringify(customer),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** User and system CPU time of a process in ms (0 when it is gone), and its parent's pid. */
function cpuOf(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { ms: (Number(fields[11]) + Number(fields[12])) * TICK_MS, parent: Number(fields[1]) };
  } catch {
    return { ms: 0, parent: 0 };
  }
}

/** CPU ms of the server (`root` and every process under it) and of the PostgreSQL backends of `database`. */
async function cpuNow(root, databaseUrl, database) {
  const processes = fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map((entry) => ({ pid: Number(entry), ...cpuOf(entry) }));
  const tree = new Set([root]);
  for (let grown = true; grown;) {
    grown = false;
    for (const p of processes)
      if (!tree.has(p.pid) && tree.has(p.parent)) {
        tree.add(p.pid);
        grown = true;
      }
  }
  const server = processes.filter((p) => tree.has(p.pid)).reduce((sum, p) => sum + p.ms, 0);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [database],
    );
    const backends = new Map(rows.map((row) => [row.pid, cpuOf(row.pid).ms]));
    return { server, backends };
  } finally {
    await client.end();
  }
}

/** CPU ms per request of the server and of PostgreSQL between two `cpuNow` readings (backends of both). */
function cpuPerRequest(before, after, requests) {
  let database = 0;
  for (const [pid, ms] of after.backends) database += ms - (before.backends.get(pid) ?? 0);
  return { server: (after.server - before.server) / requests, database: database / requests };
}

/** CONCURRENCY loops, each sending `next()`'s path as soon as its last request answered, for `seconds`. */
async function hammer(baseUrl, cookie, next, seconds) {
  const times = [];
  let failures = 0;
  const until = performance.now() + seconds * 1000;
  const loop = async () => {
    while (performance.now() < until) {
      const started = performance.now();
      const response = await fetch(`${baseUrl}${next()}`, { headers: { cookie } });
      await response.arrayBuffer();
      if (response.ok) times.push(performance.now() - started);
      else failures += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, loop));
  const elapsed = (performance.now() - started) / 1000;
  const sorted = times.sort((a, b) => a - b);
  return {
    n: sorted.length,
    perSecond: sorted.length / elapsed,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    failures,
  };
}

async function main() {
  const name = REUSE ?? `cueline_bench_tput_${process.pid}`;
  const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
  if (!REUSE) await admin(`create database ${name}`);
  const drop = () =>
    KEEP || REUSE ? log(`kept database ${name}`) : admin(`drop database if exists ${name} with (force)`);
  try {
    log('starting the server…');
    const server = await startAppServer({ name: 'throughput', databaseUrl, appRoot: APP_ROOT });
    try {
      if (!REUSE) await seed(databaseUrl);
      const cookie = await signIn(server.baseUrl);
      const kinds = Object.values(queryKinds());
      const rng = randomSource();
      let turn = 0;
      const search = () => `/api/track/info?${kinds[turn++ % kinds.length](rng)}`;
      const probe = await fetch(`${server.baseUrl}/api/track/info?search=love`, { headers: { cookie } });
      const body = await probe.json();
      if (!probe.ok || !(body.total > 0))
        throw new Error(`the search found nothing: ${JSON.stringify(body)}`);
      log('warming up…');
      await hammer(server.baseUrl, cookie, () => '/api/health', 2);
      await hammer(server.baseUrl, cookie, search, 4);
      const loads = [load()];
      const measure = async (label, next) => {
        log(`measuring ${label}…`);
        const before = await cpuNow(server.pid, databaseUrl, name);
        const result = await hammer(server.baseUrl, cookie, next, SECONDS);
        const after = await cpuNow(server.pid, databaseUrl, name);
        return { ...result, cpu: cpuPerRequest(before, after, result.n + result.failures) };
      };
      const health = await measure('/api/health', () => '/api/health');
      const searches = await measure('the query mix', search);
      const firstPage = await measure('the first page of the catalogue', () => '/api/track/info');
      const repeated = await measure('one word searched again', () => '/api/track/info?search=love');
      loads.push(load());
      const fmt = (value) => `${value.toFixed(1)} ms`;
      const line = (label, r) =>
        `| ${label} | ${r.n} | ${Math.round(r.perSecond).toLocaleString('en')} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${r.cpu.server.toFixed(2)} ms | ${r.cpu.database.toFixed(2)} ms | ${r.failures} |`;
      const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
        cwd: APP_ROOT ?? process.cwd(),
        encoding: 'utf8',
      }).trim();
      console.log(`\nserver: ${APP_ROOT ?? 'this checkout'} at ${commit}`);
      console.log(
        `${CONCURRENCY} concurrent clients, ${SECONDS} s each, ${TRACKS.toLocaleString('en')} tracks on PostgreSQL`,
      );
      console.log(`load average before / after: ${loads.join(' / ')}\n`);
      console.log(
        '| Request | n | requests/s | p50 | p95 | server CPU / request | PostgreSQL CPU / request | failed |\n|---|---|---|---|---|---|---|---|',
      );
      console.log(line('GET /api/health', health));
      console.log(line('GET /api/track/info (query mix)', searches));
      console.log(line('GET /api/track/info (first page, no query)', firstPage));
      console.log(line('GET /api/track/info?search=love (repeated)', repeated));
      const share = (r) => `${((100 * r.perSecond) / health.perSecond).toFixed(1)} %`;
      console.log(
        `\nagainst health: query mix ${share(searches)}, first page ${share(firstPage)}, repeated word ${share(repeated)}`,
      );
    } finally {
      await server.stop();
    }
  } finally {
    await drop();
  }
}

await main();
