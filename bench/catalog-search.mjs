// Catalogue search benchmark: a fresh database on the local PostgreSQL (BENCH_PG_URL, default
// postgres://postgres@127.0.0.1:5432/postgres; dropped at the end) or in-memory PGlite (BENCH_PGLITE=1), the
// migrations, 100,000 generated tracks (bench/catalog-search-data.mjs), then ≥ 200 queries of each kind
// (bench/catalog-search-queries.mjs) through the real catalogue service: a page of 30 with total and facets.
// Each query runs first on a fresh service (nothing cached: the cold cost) and then again on one shared
// service (the repeat, as when a second user runs the same search). Prints a markdown table per kind.
// BENCH_TRACKS, BENCH_RUNS change the sizes; BENCH_KINDS=typo,sort runs only those kinds (comma-separated names); BENCH_KEEP=1 keeps the database; BENCH_DB=<name> reuses a kept one.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { register } from 'tsx/esm/api';
import { seedStatements } from './catalog-search-data.mjs';
import { percentile } from './bench-server.mjs';
import { queryKinds, randomSource } from './catalog-search-queries.mjs';

const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PGLITE = process.env.BENCH_PGLITE === '1';
const TRACKS = Number(process.env.BENCH_TRACKS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const KEEP = process.env.BENCH_KEEP === '1';
const REUSE = process.env.BENCH_DB;
const KINDS = process.env.BENCH_KINDS?.split(',').map((kind) => kind.trim());
const TARGET_P95_MS = 30;
const log = (message) => process.stderr.write(`${message}\n`);

async function admin(statement) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const ms = (value) => `${value.toFixed(1)} ms`;
const sortedOf = (values) => [...values].sort((a, b) => a - b);

function row(kind, cold, repeat, matches) {
  const times = sortedOf(cold);
  const again = sortedOf(repeat);
  const found = sortedOf(matches);
  const p95 = percentile(times, 95);
  const matched = found.length
    ? `${percentile(found, 50).toLocaleString('en')} (${found[0].toLocaleString('en')}–${found.at(-1).toLocaleString('en')})`
    : '';
  return {
    p95,
    line: `| ${kind} | ${times.length} | ${matched} | ${ms(percentile(times, 50))} | ${ms(p95)} | ${ms(times.at(-1))} | ${ms(percentile(again, 50))} | ${ms(percentile(again, 95))} |`,
  };
}

/** Opens the database to measure: a new one seeded here, or a kept one (BENCH_DB). */
async function openBenchDatabase(openDatabase) {
  if (PGLITE) {
    const database = await openDatabase({ memory: true });
    await seed((statement) => database.db.$client.query(statement.text ?? statement, statement.values ?? []));
    return { database, drop: async () => undefined };
  }
  const name = REUSE ?? `cueline_bench_search_${process.pid}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  if (!REUSE) await admin(`create database ${name}`);
  const drop = async () =>
    KEEP || REUSE ? log(`kept database ${name}`) : admin(`drop database if exists ${name} with (force)`);
  try {
    const database = await openDatabase({ databaseUrl: url.toString() });
    if (!REUSE) {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      await seed((statement) => client.query(statement)).finally(() => client.end());
    }
    return { database, drop };
  } catch (error) {
    await drop();
    throw error;
  }
}

async function seed(query) {
  log(`inserting ${TRACKS} tracks…`);
  const started = Date.now();
  for (const statement of seedStatements(TRACKS)) await query(statement);
  log(`inserted in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function measure(database, userId, dataDir) {
  const { createLocalFileStorage } = await import('../server/media/file-storage.ts');
  const { createCatalogService } = await import('../server/modules/catalog/catalog.service.ts');
  const { createChipIndex } = await import('../server/modules/catalog/chip-index.repository.ts');
  const { trackQuerySchema } = await import('../src/domain/catalog.ts');
  const { wordSearchSettings, WORD_SEARCH_CONNECTIONS } =
    await import('../server/modules/catalog/track-search.repository.ts');
  // One chip index, as the server process keeps one (it is an index of the data, not of searches).
  const chipIndex = createChipIndex(database.db);
  // Word searches on the sessions the server gives them (PostgreSQL), which start with their planner settings.
  const wordSearchDb = database.sessionsWith?.(wordSearchSettings, WORD_SEARCH_CONNECTIONS);
  const newService = () =>
    createCatalogService({
      db: database.db,
      storage: createLocalFileStorage(dataDir),
      now: () => new Date(),
      chipIndex,
      wordSearchDb,
    });
  const shared = newService();
  const run = async (service, query) => {
    const parsed = trackQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
    const t0 = performance.now();
    const page = await service.searchTracks(userId, parsed);
    const elapsed = performance.now() - t0;
    if (page.data.length > 30) throw new Error('page too long');
    return { elapsed, total: page.total };
  };
  const kinds = Object.fromEntries(
    Object.entries(queryKinds()).filter(([kind]) => !KINDS || KINDS.includes(kind)),
  );
  if (Object.keys(kinds).length === 0)
    throw new Error(`BENCH_KINDS names no kind of ${Object.keys(queryKinds()).join(', ')}`);
  const rng = randomSource();
  for (const make of Object.values(kinds)) for (let i = 0; i < 20; i++) await run(newService(), make(rng));
  const results = {};
  for (const [kind, make] of Object.entries(kinds)) {
    const result = (results[kind] = { cold: [], repeat: [], matches: [] });
    for (let i = 0; i < RUNS; i++) {
      const query = make(rng);
      const { elapsed, total } = await run(newService(), query);
      await run(shared, query);
      result.cold.push(elapsed);
      result.matches.push(total);
      result.repeat.push((await run(shared, query)).elapsed);
    }
    log(`${kind}: ${RUNS} queries`);
  }
  return results;
}

function print(results, loads) {
  const lines = Object.entries(results).map(([kind, result]) =>
    row(kind, result.cold, result.repeat, result.matches),
  );
  const all = Object.values(results);
  const overall = row(
    '**overall**',
    all.flatMap((r) => r.cold),
    all.flatMap((r) => r.repeat),
    [],
  );
  const engine = PGLITE ? 'PGlite (in memory)' : 'PostgreSQL';
  console.log(
    `\nCatalogue search over ${TRACKS.toLocaleString('en')} tracks on ${engine} (page of 30 with total and facets)`,
  );
  console.log(`load average before / after: ${loads.join(' / ')}\n`);
  console.log(
    '| Kind | n | matches: median (min–max) | p50 | p95 | max | repeat p50 | repeat p95 |\n|---|---|---|---|---|---|---|---|',
  );
  for (const { line } of [...lines, overall]) console.log(line);
  const worst = Math.max(...lines.map((line) => line.p95));
  console.log(
    `\nTarget p95 ≤ ${TARGET_P95_MS} ms per kind (cold): ${worst <= TARGET_P95_MS ? 'met' : `missed (worst p95 ${ms(worst)})`}`,
  );
}

async function main() {
  register();
  const { openDatabase } = await import('../server/db/client.ts');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cueline-bench-'));
  const { database, drop } = await openBenchDatabase(openDatabase);
  try {
    const [{ id: userId }] = (await database.db.execute('select id from users limit 1')).rows;
    const loads = [fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')];
    const results = await measure(database, userId, dataDir);
    loads.push(fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' '));
    print(results, loads);
  } finally {
    await database.close();
    await drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
