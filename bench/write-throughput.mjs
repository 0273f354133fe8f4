// Replicated-write throughput: 1, 4 and 16 writers, each on its own connection and its own rows, run
// push-shaped transactions (lock a row, update it, insert a notification: two changefeed writes, three
// round trips) for a fixed time on PostgreSQL. Prints a markdown table; progress goes to stderr.
// A fresh database on BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres) gets the
// committed migrations and is dropped at the end. BENCH_WRITERS (e.g. `1,4`) and BENCH_SECONDS change the
// runs. Usage: node bench/write-throughput.mjs
import crypto from 'node:crypto';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const baseUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const writerCounts = (process.env.BENCH_WRITERS ?? '1,4,16').split(',').map(Number);
const secondsPerRun = Number(process.env.BENCH_SECONDS ?? 4);

async function createDatabase() {
  const name = `cueline_bench_writes_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** One user per writer, each with one notification the writer locks and updates. */
async function seedWriters(pool, count) {
  const writers = [];
  for (let i = 0; i < count; i += 1) {
    const tag = crypto.randomBytes(6).toString('hex');
    const { rows: users } = await pool.query(
      `insert into users (email, password_hash, first_name, last_name, roles) values ($1, 'x', 'Bench', $2, '{customer}') returning id`,
      [`w-${tag}@example.test`, tag],
    );
    const { rows: notes } = await pool.query(
      `insert into notifications (user_id, type, sub_type, message) values ($1, 'System', 'System', 'seed') returning id`,
      [users[0].id],
    );
    writers.push({ userId: users[0].id, noteId: notes[0].id });
  }
  return writers;
}

async function transaction(client, writer, n) {
  await client.query('begin');
  try {
    await client.query('select id from notifications where id = $1 for update', [writer.noteId]);
    await client.query('update notifications set message = $2 where id = $1', [writer.noteId, `edit ${n}`]);
    await client.query(
      `insert into notifications (user_id, type, sub_type, message) values ($1, 'News', 'News', $2)`,
      [writer.userId, `news ${n}`],
    );
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Runs `count` writers for secondsPerRun; returns transactions per second and latency percentiles. */
async function run(pool, writers) {
  const stopAt = performance.now() + secondsPerRun * 1000;
  const latencies = [];
  await Promise.all(
    writers.map(async (writer) => {
      const client = await pool.connect();
      try {
        for (let n = 0; performance.now() < stopAt; n += 1) {
          const started = performance.now();
          await transaction(client, writer, n);
          latencies.push(performance.now() - started);
        }
      } finally {
        client.release();
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    tps: latencies.length / secondsPerRun,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
  };
}

const database = await createDatabase();
const pool = new pg.Pool({ connectionString: database.url, max: Math.max(...writerCounts) + 1 });
pool.on('error', () => undefined);
try {
  await migrate(drizzle(pool), { migrationsFolder: path.join(root, 'server/db/migrations') });
  const writers = await seedWriters(pool, Math.max(...writerCounts));
  await run(pool, writers.slice(0, 4)); // warm-up: connections, plans, caches
  const lines = [
    `Replicated-write throughput (${secondsPerRun} s per row; transaction = lock a row, update it, insert a notification)`,
    '',
    '| writers | transactions/s | changefeed writes/s | p50 | p95 |',
    '|---|---|---|---|---|',
  ];
  for (const count of writerCounts) {
    process.stderr.write(`${count} writer(s)…\n`);
    // Each row starts from a vacuumed table, so autovacuum woken by the row before does not land in it.
    await pool.query('vacuum analyze notifications');
    const result = await run(pool, writers.slice(0, count));
    lines.push(
      `| ${count} | ${result.tps.toFixed(0)} | ${(result.tps * 2).toFixed(0)} | ${result.p50.toFixed(1)} ms | ${result.p95.toFixed(1)} ms |`,
    );
  }
  console.log(lines.join('\n'));
} finally {
  await pool.end();
  await database.drop();
}
