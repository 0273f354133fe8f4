// What the statistics rollups cost a recorded play: one-row `insert into listens` with the listens'
// statistics trigger on (every rollup of decisions 0017, 0021 and 0022 kept current) and off, on a kept
// 10-million-listen database of bench/statistics.mjs. Each insert runs in its own transaction, rolled back,
// so the database is left as it was. Two passes of each, the first from a cold cache if PostgreSQL has
// just started. Usage: BENCH_DB=<kept database> node bench/statistics-write.mjs
// (BENCH_PG_URL=postgres://postgres@127.0.0.1:5432 names the server; BENCH_RUNS=200 inserts per pass).
import os from 'node:os';
import pg from 'pg';

const database = process.env.BENCH_DB;
if (!database) throw new Error('BENCH_DB names a database kept by bench/statistics.mjs (BENCH_KEEP=1)');
const server = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const runs = Number(process.env.BENCH_RUNS ?? 200);

const client = new pg.Client({ connectionString: `${server}/${database}` });
await client.connect();
const pick = async (table) =>
  (await client.query(`select id from ${table} order by random() limit $1`, [runs])).rows.map((r) => r.id);
const users = await pick('users');
const tracks = await pick('tracks');
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (v) => `${v.toFixed(2)} ms`;

console.log(
  `load average before: ${os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(' ')}`,
);
console.log('| pass | statistics trigger | n | p50 | p95 | max |');
console.log('| ---- | ------------------ | - | --- | --- | --- |');
for (const [pass, on] of [
  [1, true],
  [1, false],
  [2, true],
  [2, false],
]) {
  const times = [];
  for (let i = 0; i < runs; i += 1) {
    await client.query('begin');
    if (!on) await client.query('alter table listens disable trigger listens_statistics_insert');
    const started = performance.now();
    await client.query('insert into listens (user_id, track_id) values ($1, $2)', [
      users[i % users.length],
      tracks[i % tracks.length],
    ]);
    times.push(performance.now() - started);
    await client.query('rollback');
  }
  times.sort((a, b) => a - b);
  console.log(
    `| ${pass} | ${on ? 'on' : 'off'} | ${runs} | ${ms(percentile(times, 50))} | ${ms(percentile(times, 95))} | ${ms(times.at(-1))} |`,
  );
}
console.log(
  `load average after: ${os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(' ')}`,
);
await client.end();
