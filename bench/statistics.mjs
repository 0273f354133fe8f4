// Owner statistics benchmark (issue 14): a fresh database on the local PostgreSQL (BENCH_PG_URL, default
// postgres://postgres@127.0.0.1:5432/postgres; dropped at the end), the migrations, one owner with 100,000
// tracks, 20,000 listeners and 10 million listens over 365 days. The listens are inserted 30 days per
// statement with the listens' statistics triggers off, then the rollups are built by one set-based
// statement per table: the backfill functions of migrations 0035 and 0036, which tests/server/statistics-backfill
// checks against what the triggers build (BENCH_LOAD=triggers inserts one day per statement with the
// triggers on instead). Popularity is skewed (track n ∝ random()^2.5). Then ≥ 100 queries of each kind
// through the real statistics service, for periods of 7 days, 30 days, 12 months and a custom range, and
// prints a markdown table of p50/p95. BENCH_LISTENS, BENCH_TRACKS, BENCH_LISTENERS, BENCH_RUNS change the
// sizes; BENCH_KEEP=1 keeps the database; BENCH_DB=<name> reuses a kept one; BENCH_QUERIES=summary,genres
// runs only the queries whose names start with those words; BENCH_PERIODS=7 d,30 d only those periods.
import fs from 'node:fs';
import pg from 'pg';
import { register } from 'tsx/esm/api';
import { summary as stats } from './bench-server.mjs';

const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const TRACKS = Number(process.env.BENCH_TRACKS ?? 100_000);
const LISTENS = Number(process.env.BENCH_LISTENS ?? 10_000_000);
const LISTENERS = Number(process.env.BENCH_LISTENERS ?? 20_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const DAYS = 365;
const ARTISTS = 500;
const KEEP = process.env.BENCH_KEEP === '1';
const THROUGH_TRIGGERS = process.env.BENCH_LOAD === 'triggers';
/** Days of listens per statement when the triggers are off. */
const DAYS_PER_STATEMENT = 30;
const REUSE = process.env.BENCH_DB;
const TARGET_P95_MS = 200;
const ONLY_QUERIES = process.env.BENCH_QUERIES?.split(',').map((name) => name.trim());
const ONLY_PERIODS = process.env.BENCH_PERIODS?.split(',').map((name) => name.trim());
const GENRES = ['ambient', 'rock', 'pop', 'electronic', 'orchestral', 'jazz', 'hip-hop', 'folk', 'cinematic'];

const log = (message) => console.error(`[statistics] ${message}`);
const ms = (value) => `${Math.round(value)} ms`;
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

/** The owner, listeners, artists and tracks, numbered in helper tables so listens can pick them by number. */
const catalogueStatements = () => [
  `insert into users (email, password_hash, first_name, last_name, roles, email_confirmed_at)
   values ('owner@bench.test', 'x', 'Bench', 'Owner', '{owner}', now())`,
  `create table bench_listeners as select n, gen_random_uuid() as id from generate_series(0, ${LISTENERS - 1}) n`,
  `insert into users (id, email, password_hash, first_name, last_name, roles)
   select id, 'listener' || n || '@bench.test', 'x', 'Listener', n::text, '{customer}' from bench_listeners`,
  `create unique index on bench_listeners (n)`,
  `create table bench_artists as select n, gen_random_uuid() as id, 'Bench artist ' || n as name
     from generate_series(0, ${ARTISTS - 1}) n`,
  `insert into artists (id, name) select id, name from bench_artists`,
  `create table bench_tracks as select n, gen_random_uuid() as id from generate_series(0, ${TRACKS - 1}) n`,
  `create unique index on bench_tracks (n)`,
  `insert into tracks (id, owner_id, title, main_artist_id, main_artist_name, genres, audio_key, audio_type,
     duration, bitrate, sample_rate, channels, codec)
   select t.id, (select id from users where email = 'owner@bench.test'), 'Track ' || t.n, a.id, a.name,
          array[(array[${GENRES.map((g) => `'${g}'`).join(',')}])[1 + t.n % ${GENRES.length}]],
          'audio/' || t.n || '.mp3', 'mp3', 180, 320000, 44100, 2, 'MPEG 1 Layer 3'
     from bench_tracks t join bench_artists a on a.n = t.n % ${ARTISTS}`,
];

/** `perDay` listens a day for `days` days from the day `first` days before today, into the listens table. */
const listensOf = (first, days, perDay) => `
  insert into listens (user_id, track_id, listened_at, completed_at)
  select u.id, t.id, g.at, case when g.r < 0.6 then g.at + interval '40 seconds' end
    from (select floor(${TRACKS} * power(random(), 2.5))::int as tn,
                 floor(${LISTENERS} * power(random(), 1.5))::int as un,
                 (current_date - ${first} + d)::timestamptz + random() * interval '1 day' as at,
                 random() as r
            from generate_series(0, ${days - 1}) d, generate_series(1, ${perDay})) g
    join bench_tracks t on t.n = g.tn
    join bench_listeners u on u.n = g.un`;

const seconds = (started) => `${((Date.now() - started) / 1000).toFixed(0)} s`;

/** One day per statement through the triggers, as the app's writes build the rollups. */
async function listensThroughTriggers(client, perDay) {
  const started = Date.now();
  for (let offset = DAYS - 1; offset >= 0; offset--) {
    await client.query(listensOf(offset, 1, offset === 0 ? LISTENS - perDay * (DAYS - 1) : perDay));
    if (offset % 30 === 0) log(`${DAYS - offset} days of listens, ${seconds(started)} (load ${load()})`);
  }
}

/** Bulk statements with the statistics triggers off, then the rollups by the backfills of migrations 0035–0036. */
async function listensThenBackfill(client, perDay) {
  const triggers = ['listens_statistics_insert'];
  for (const name of triggers) await client.query(`alter table listens disable trigger ${name}`);
  let started = Date.now();
  try {
    for (let first = DAYS - 1; first >= 0; first -= DAYS_PER_STATEMENT) {
      const days = Math.min(DAYS_PER_STATEMENT, first + 1);
      await client.query(listensOf(first, days, perDay));
      log(`${DAYS - first + days - 1} days of listens, ${seconds(started)} (load ${load()})`);
    }
    const rest = LISTENS - perDay * DAYS;
    if (rest > 0) await client.query(listensOf(0, 1, rest));
  } finally {
    for (const name of triggers) await client.query(`alter table listens enable trigger ${name}`);
  }
  log(`listens inserted in ${seconds(started)}`);
  started = Date.now();
  // Room for the backfill's sorts and groupings of ten million rows in memory.
  await client.query(`set work_mem = '512MB'`);
  await client.query('begin');
  await client.query('select cueline_statistics_backfill_listens()');
  log(`daily rollups and listener bits in ${seconds(started)} (load ${load()})`);
  await client.query('select cueline_statistics_backfill_coarser()');
  await client.query('select cueline_statistics_backfill_artists()');
  await client.query('commit');
  log(`all rollups in ${seconds(started)} (load ${load()})`);
}

async function seed(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    let started = Date.now();
    for (const statement of catalogueStatements()) await client.query(statement);
    log(
      `catalogue of ${TRACKS} tracks and ${LISTENERS} listeners in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    started = Date.now();
    const perDay = Math.floor(LISTENS / DAYS);
    if (THROUGH_TRIGGERS) await listensThroughTriggers(client, perDay);
    else await listensThenBackfill(client, perDay);
    log(`${LISTENS} listens and their rollups in ${seconds(started)} (load ${load()})`);
    await client.query('vacuum analyze');
    const sizes = await client.query(`
      select relname, n_live_tup::bigint as rows, pg_size_pretty(pg_total_relation_size(relid)) as size
        from pg_stat_user_tables where relname like 'statistics_%' or relname = 'listens' order by relname`);
    for (const row of sizes.rows) log(`${row.relname}: ${row.rows} rows, ${row.size}`);
  } finally {
    await client.end();
  }
}

async function openBenchDatabase(openDatabase) {
  const name = REUSE ?? `cueline_bench_statistics_${process.pid}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  if (!REUSE) await admin(`create database ${name}`);
  const drop = async () =>
    KEEP || REUSE ? log(`kept database ${name}`) : admin(`drop database if exists ${name} with (force)`);
  try {
    const database = await openDatabase({ databaseUrl: url.toString() });
    if (!REUSE) await seed(url.toString());
    return { database, drop };
  } catch (error) {
    await drop();
    throw error;
  }
}

const day = (date) => date.toISOString().slice(0, 10);
const shift = (date, days) => new Date(date.getTime() + days * 86_400_000);

/** A period of `kind` ending on a random day of the last 30 (`custom`: 10–200 days, anywhere in the year). */
function period(kind, random) {
  const today = new Date(`${day(new Date())}T00:00:00Z`);
  if (kind === 'custom') {
    const length = 10 + Math.floor(random() * 190);
    const end = shift(today, -Math.floor(random() * (DAYS - length)));
    return { from: day(shift(end, -length + 1)), to: day(end) };
  }
  const end = shift(today, -Math.floor(random() * 30));
  const length = { '7 d': 7, '30 d': 30, '12 months': 365 }[kind];
  return { from: day(shift(end, -length + 1)), to: day(end) };
}

async function measure(database) {
  const { statisticsRepository, statisticsService } = await import('../server/modules/statistics/index.ts');
  const service = statisticsService({ repo: statisticsRepository(database.db) });
  const [{ id: ownerId }] = (
    await database.db.execute(`select id from users where email = 'owner@bench.test'`)
  ).rows;
  const artists = (await database.db.execute('select id from bench_artists')).rows.map((row) => row.id);
  const owner = { id: ownerId, role: 'owner' };
  let seed = 1;
  const random = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  const artist = () => artists[Math.floor(random() * artists.length)];
  const interval = (kind) => (kind === '12 months' ? 'month' : kind === 'custom' ? 'week' : 'day');
  const queries = {
    summary: (p) => service.summary(owner, p),
    'summary, one artist': (p) => service.summary(owner, { ...p, artistId: artist() }),
    'series, plays': (p, kind) => service.series(owner, { ...p, metric: 'plays', interval: interval(kind) }),
    'series, listeners': (p, kind) =>
      service.series(owner, { ...p, metric: 'listeners', interval: interval(kind) }),
    'series, listeners, one artist': (p, kind) =>
      service.series(owner, { ...p, metric: 'listeners', interval: interval(kind), artistId: artist() }),
    'top tracks (10)': (p) => service.topTracks(owner, { ...p, limit: 10 }),
    genres: (p) => service.genres(owner, p),
    'genres, one artist': (p) => service.genres(owner, { ...p, artistId: artist() }),
  };
  const results = [];
  const chosen = Object.entries(queries).filter(
    ([name]) => !ONLY_QUERIES || ONLY_QUERIES.some((prefix) => name.startsWith(prefix)),
  );
  const periods = ['7 d', '30 d', '12 months', 'custom'].filter(
    (kind) => !ONLY_PERIODS || ONLY_PERIODS.includes(kind),
  );
  for (const [name, run] of chosen)
    for (const kind of periods) {
      const samples = [];
      for (let i = 0; i < RUNS; i++) {
        const p = period(kind, random);
        const started = performance.now();
        await run(p, kind);
        samples.push(performance.now() - started);
      }
      results.push({ name, kind, ...stats(samples) });
      log(`${name}, ${kind}: p95 ${ms(results.at(-1).p95)}`);
    }
  return results;
}

async function main() {
  register();
  const { openDatabase } = await import('../server/db/client.ts');
  const { database, drop } = await openBenchDatabase(openDatabase);
  try {
    const before = load();
    const results = await measure(database);
    console.log(`\nLoad average before / after the queries: ${before} / ${load()}\n`);
    console.log('| Query | Period | n | p50 | p95 | max |\n|---|---|---|---|---|---|');
    for (const r of results)
      console.log(`| ${r.name} | ${r.kind} | ${r.n} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.max)} |`);
    const worst = Math.max(...results.map((r) => r.p95));
    console.log(
      `\nTarget p95 ≤ ${TARGET_P95_MS} ms: ${worst <= TARGET_P95_MS ? 'met' : `missed (worst p95 ${ms(worst)})`}`,
    );
  } finally {
    await database.close();
    await drop();
  }
}

await main();
