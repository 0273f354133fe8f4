// Statistics under concurrent writers (docs/decisions/0037): 1, 4 and 16 writers, each on its own
// connection, record plays (different listeners, one owner's tracks), toggle likes, or propose and withdraw
// orders, for BENCH_SECONDS each, with the statistics on and off in the same run (off: every statistics
// trigger of those tables disabled), alternating on/off/on/off. Then it checks that the rollups equal what
// the backfill builds and what the writers did, and times how long a play takes to show in the owner's
// statistics. The app (`npm start`'s entry, demo data) runs on a fresh database on BENCH_PG_URL (default
// postgres://postgres@127.0.0.1:5432/postgres), dropped at the end; its workers keep the statistics.
// BENCH_WRITERS (e.g. `1,16`), BENCH_KINDS (`plays,likes,proposals`), BENCH_SECONDS (2) change the runs.
// Usage: node bench/statistics-contention.mjs
import crypto from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from './bench-server.mjs';
import { checkRollups, waitUntilFolded } from './statistics-contention-check.mjs';

const baseUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const writerCounts = (process.env.BENCH_WRITERS ?? '1,4,16').split(',').map(Number);
const kinds = (process.env.BENCH_KINDS ?? 'plays,likes,proposals').split(',');
const secondsPerRun = Number(process.env.BENCH_SECONDS ?? 2);
const statisticsTables = ['listens', 'favourites', 'orders', 'order_lines'];

async function createDatabase() {
  const name = `cueline_bench_contention_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const c = new pg.Client({ connectionString: baseUrl });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
  return { url: url.toString(), drop };
}

/** 16 listeners; the demo owner with the most tracks; a like row and an order per writer. */
async function seed(pool, writers) {
  const { rows: owners } = await pool.query(
    `select owner_id from tracks where not deleted group by 1 order by count(*) desc limit 1`,
  );
  const ownerId = owners[0].owner_id;
  const { rows: trackRows } = await pool.query(
    `select id from tracks where owner_id = $1 and not deleted order by id limit 64`,
    [ownerId],
  );
  const tracks = trackRows.map((r) => r.id);
  const listeners = [];
  for (let i = 0; i < writers; i += 1) {
    const tag = crypto.randomBytes(6).toString('hex');
    const { rows } = await pool.query(
      `insert into users (email, password_hash, first_name, last_name, roles)
       values ($1, 'x', 'Bench', $2, '{customer}') returning id`,
      [`listener-${tag}@example.test`, tag],
    );
    const { rows: likes } = await pool.query(
      `insert into favourites (user_id, track_id) select $1, unnest($2::uuid[]) returning id`,
      [rows[0].id, tracks.slice(0, 8)],
    );
    listeners.push({ userId: rows[0].id, likes: likes.map((r) => r.id) });
  }
  const { rows: orders } = await pool.query(
    `insert into orders (project_id, owner_id, customer_id, status, terms, vat_percent, project_name)
     select project_id, owner_id, customer_id, 'requested', terms, vat_percent, 'bench ' || n
       from generate_series(1, $1::int) n,
            (select * from orders where owner_id = $2 and not deleted order by created_at limit 1) o
     returning id`,
    [writers, ownerId],
  );
  for (const [i, order] of orders.entries())
    await pool.query(
      `insert into order_lines (order_id, owner_id, workspace_id, track_id, position)
       select $1, owner_id, workspace_id, $3, 0 from order_lines
        where owner_id = $2 and workspace_id is not null limit 1`,
      [order.id, ownerId, tracks[i % tracks.length]],
    );
  listeners.forEach((listener, i) => (listener.orderId = orders[i].id));
  return { ownerId, tracks, listeners };
}

/** One write of a kind; answers how many events it counted (a revived like, a proposal sent). */
const operations = {
  async plays(client, data, writer, n) {
    await client.query('insert into listens (user_id, track_id) values ($1, $2)', [
      writer.userId,
      data.tracks[(n * 7 + writer.index) % data.tracks.length],
    ]);
    return 1;
  },
  async likes(client, data, writer, n) {
    const { rows } = await client.query(
      'update favourites set deleted = not deleted where id = $1 returning deleted',
      [writer.likes[n % writer.likes.length]],
    );
    return rows[0].deleted ? 0 : 1;
  },
  async proposals(client, data, writer) {
    await client.query('begin');
    const { rows } = await client.query(
      `update orders set status = case status when 'pending' then 'requested' else 'pending' end,
         version = version + 1 where id = $1 returning status`,
      [writer.orderId],
    );
    const status = rows[0].status === 'pending' ? 'proposed' : 'requested';
    await client.query('update order_lines set status = $2 where order_id = $1', [writer.orderId, status]);
    await client.query('commit');
    return status === 'proposed' ? 1 : 0;
  },
};

async function setStatistics(pool, on) {
  for (const table of statisticsTables) {
    const { rows } = await pool.query(
      `select tgname from pg_trigger where tgrelid = $1::regclass and not tgisinternal and tgname like '%statistics%'`,
      [table],
    );
    for (const { tgname } of rows)
      await pool.query(`alter table ${table} ${on ? 'enable' : 'disable'} trigger ${tgname}`);
  }
}

async function run(pool, data, kind, writers) {
  const clients = await Promise.all(Array.from({ length: writers }, () => pool.connect()));
  const deadline = performance.now() + secondsPerRun * 1000;
  let writes = 0;
  let counted = 0;
  const started = performance.now();
  await Promise.all(
    clients.map(async (client, index) => {
      const writer = { ...data.listeners[index], index };
      for (let n = 0; performance.now() < deadline; n += 1) {
        const events = await operations[kind](client, data, writer, n);
        counted += events;
        writes += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  for (const client of clients) client.release();
  return { perSecond: writes / seconds, counted };
}

/** Milliseconds until a new play shows in the owner's day row (five plays, one at a time). */
async function timeToShow(pool, data) {
  const samples = [];
  const plays = async () =>
    Number(
      (
        await pool.query(
          `select coalesce(sum(plays), 0) as plays from statistics_owner_days
            where owner_id = $1 and day = (now() at time zone 'UTC')::date`,
          [data.ownerId],
        )
      ).rows[0].plays,
    );
  for (let i = 0; i < 5; i += 1) {
    await waitUntilFolded(pool);
    const before = await plays();
    const started = performance.now();
    await pool.query('insert into listens (user_id, track_id) values ($1, $2)', [
      data.listeners[0].userId,
      data.tracks[i],
    ]);
    while ((await plays()) === before) {
      if (performance.now() - started > 30_000) throw new Error('a play did not show within 30 s');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    samples.push(performance.now() - started);
  }
  return samples;
}

/** The API server (no client build needed) with the demo data on `databaseUrl`, until its health answers. */
async function startServer(databaseUrl) {
  const root = path.resolve(import.meta.dirname, '..');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cueline-bench-contention-'));
  const port = await freePort();
  const { REDIS_URL: _redis, SMTP_URL: _smtp, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/main.ts')], {
    cwd: root,
    env: {
      ...inherited,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: databaseUrl,
      DEMO: 'on',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  for (const deadline = Date.now() + 300_000; ;) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error('the server did not start');
    }
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const load = () =>
  os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');
const database = await createDatabase();
const app = await startServer(database.url);
const pool = new pg.Pool({ connectionString: database.url, max: Math.max(...writerCounts) + 2 });
try {
  const data = await seed(pool, Math.max(...writerCounts));
  const counts = await checkRollups.counts(pool, data.ownerId);
  const expected = { likes: 0, proposals: 0 };
  console.error(`load average before: ${load()}`);
  const rows = [];
  for (const kind of kinds)
    for (const writers of writerCounts) {
      const figures = { on: [], off: [] };
      for (const on of [true, false, true, false]) {
        await setStatistics(pool, on);
        await pool.query('vacuum analyze listens, favourites, orders, order_lines');
        const since = (await pool.query('select clock_timestamp() as t')).rows[0].t;
        const { perSecond, counted } = await run(pool, data, kind, writers);
        // Plays recorded with the statistics off are not in the rollups: gone before the backfill check.
        if (!on && kind === 'plays')
          await pool.query('delete from listens where listened_at >= $1 and user_id = any($2::uuid[])', [
            since,
            data.listeners.map((listener) => listener.userId),
          ]);
        figures[on ? 'on' : 'off'].push(perSecond);
        if (on && kind !== 'plays') expected[kind] += counted;
        console.error(`${kind} × ${writers} ${on ? 'on' : 'off'}: ${perSecond.toFixed(0)}/s`);
      }
      rows.push({ kind, writers, ...figures });
    }
  await setStatistics(pool, true);
  const mean = (list) => list.reduce((a, b) => a + b, 0) / list.length;
  console.log(`load average: ${load()}`);
  console.log('| writes | writers | on (writes/s) | off (writes/s) | on / off |');
  console.log('| ------ | ------: | ------------: | -------------: | -------: |');
  for (const row of rows)
    console.log(
      `| ${row.kind} | ${row.writers} | ${row.on.map((v) => v.toFixed(0)).join(', ')} | ${row.off
        .map((v) => v.toFixed(0))
        .join(', ')} | ${(mean(row.on) / mean(row.off)).toFixed(2)} |`,
    );
  const shown = await timeToShow(pool, data);
  console.log(
    `a play shows in the owner's statistics after ${shown.map((v) => `${v.toFixed(0)} ms`).join(', ')} (max ${Math.max(...shown).toFixed(0)} ms)`,
  );
  await checkRollups.exact(pool, data.ownerId, counts, expected);
  console.log('rollups: equal to the backfill (plays) and to the writes counted (likes, proposals)');
} finally {
  await pool.end();
  await app.stop();
  await database.drop();
}
