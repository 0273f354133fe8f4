// Catalogue keystroke filter benchmark: 5,000 tracks of the demo owner replicated into the page's RxDB,
// then words typed into the catalogue's search box one character at a time; per keystroke the time from
// the input event to the track list's DOM updated (MutationObserver + performance.now in the page).
// Starts its own server (temp DATA_DIR, demo data, a fresh database on the local PostgreSQL) and Chromium.
// Usage: node bench/catalog-filter.mjs   (BENCH_PG_URL as for bench/notifications.mjs; BENCH_TRACKS=5000; BENCH_ROUNDS=1;
// BENCH_SLOWEST=n lists the n slowest list-changing keystrokes; BENCH_PROFILE, below)
import pg from 'pg';
import { launchChromium, logIn } from './notifications-page.mjs';
import { startBenchServer } from './notifications-server.mjs';
import { printKeystrokeTable, typeQueries, waitForLocalDocuments, watchKeystrokes } from './keystrokes.mjs';

const TRACKS = Number(process.env.BENCH_TRACKS ?? 5000);
/** How many times the ten searches are typed (more keystrokes, a steadier p95 on a busy machine). */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
const TARGET_P95_MS = 16;
const owner = { email: 'owner@cueline.demo', password: 'cueline-demo', firstName: 'Oleg' };
const words =
  'midnight harbour silver river golden echo velvet thunder crystal garden neon station amber horizon quiet storm'.split(
    ' ',
  );
const queries = [
  'midnight harbour',
  'silver',
  'golden echo',
  'velvet thunder',
  'neon station',
  'amber',
  'quiet storm',
  'crystal garden',
  'horizon',
  'bench artist 7',
];
const log = (message) => process.stderr.write(`${message}\n`);

/** `count` tracks for the demo owner in one statement (the changefeed trigger assigns seq). */
async function seedTracks(databaseUrl, count) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT id FROM users WHERE email = $1', [owner.email]);
    const ownerId = rows[0]?.id;
    if (!ownerId) throw new Error(`no user ${owner.email}`);
    await client.query(
      `CREATE TEMP TABLE bench_artists AS SELECT g AS n, gen_random_uuid() AS id, 'Bench Artist ' || g AS name FROM generate_series(1, 50) g`,
    );
    await client.query('INSERT INTO artists (id, name, created_by) SELECT id, name, $1 FROM bench_artists', [
      ownerId,
    ]);
    const list = `array[${words.map((word) => `'${word}'`).join(',')}]::text[]`;
    const pick = (salt) => `(${list})[1 + ((g * ${salt}) % ${words.length})]`;
    await client.query(
      `INSERT INTO tracks (owner_id, title, main_artist_id, main_artist_name, genres, tags, audio_key, audio_type, duration, bitrate,
         sample_rate, channels, codec, waveform, search_text, created_at)
       SELECT $1, initcap(${pick(7)} || ' ' || ${pick(13)} || ' ' || g), a.id, a.name, array['ambient']::text[], array[${pick(5)}]::text[],
         'bench/none.mp3', 'mp3', 60 + g % 240, 192000, 44100, 2, 'MPEG 1 Layer 3',
         array(SELECT ((g * k) % 97) / 97.0 FROM generate_series(1, 100) k)::real[], ${pick(7)} || ' ' || ${pick(13)}, now() - (g || ' seconds')::interval
       FROM generate_series(1, $2::int) g JOIN bench_artists a ON a.n = 1 + g % 50`,
      [ownerId, count],
    );
  } finally {
    await client.end();
  }
}

/** Page time (performance.now) of a profile time: the first sample inside `profileMarker` is `markedAt`. */
function pageClock(profile, markedAt) {
  const marker = new Set(
    profile.nodes.filter((node) => node.callFrame.functionName === 'profileMarker').map((node) => node.id),
  );
  let time = profile.startTime;
  let markerTime = null;
  profile.samples.forEach((id, i) => {
    time += profile.timeDeltas[i] ?? 0;
    if (markerTime === null && marker.has(id)) markerTime = time;
  });
  if (markerTime === null) throw new Error('the profile missed its marker');
  return (micros) => markedAt + (micros - markerTime) / 1000;
}

/** Self time by function over the samples of a CPU profile whose page time falls in one of `windows`. */
function selfTimes(profile, toPage, windows) {
  const self = new Map();
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  let time = profile.startTime;
  let total = 0;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    time += delta;
    const at = toPage(time);
    if (!windows.some(([from, to]) => at >= from && at <= to)) return;
    const { functionName, url, lineNumber } = byId.get(id).callFrame;
    const file = url.split('/').pop();
    const key = process.env.BENCH_PROFILE_BY_FILE
      ? file || '(native)'
      : `${functionName || '(anonymous)'} ${file}:${lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + delta / 1000);
    total += delta / 1000;
  });
  return { total, top: [...self].sort((a, b) => b[1] - a[1]).slice(0, 25) };
}

/**
 * BENCH_PROFILE=1: a CPU profile of the typing; the functions with the most self time inside the
 * keystrokes that changed the list (input event → list updated) go to stderr.
 */
async function profiled(page, run) {
  if (!process.env.BENCH_PROFILE) return run();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  // A busy function the profile names, at a known page time: the profile's clock against the page's.
  const markedAt = await page.evaluate(function profileMarker() {
    const at = performance.now();
    while (performance.now() - at < 20);
    return at;
  });
  await run();
  const { profile } = await cdp.send('Profiler.stop');
  const toPage = pageClock(profile, markedAt);
  const samples = await page.evaluate(() => window.__keystrokes.slice());
  const slowest = Number(process.env.BENCH_PROFILE_OVER_MS ?? 0);
  const windows = samples
    .filter((sample) => sample.changed && sample.ms > slowest)
    .map((s) => [s.at, s.at + s.ms]);
  const { total, top } = selfTimes(profile, toPage, windows);
  log(`profile: ${total.toFixed(0)} ms sampled inside ${windows.length} list-changing keystrokes`);
  for (const [key, ms] of top) log(`${ms.toFixed(0).padStart(6)} ms  ${key}`);
}

/** BENCH_SLOWEST=n: the n slowest list-changing keystrokes (text before → after) to stderr. */
function printSlowest(samples, count) {
  if (!count) return;
  const rows = samples.map((sample, i) => ({ ...sample, before: i > 0 ? samples[i - 1].value : '' }));
  const slowest = rows
    .filter((sample) => sample.changed)
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count);
  log(`slowest ${slowest.length} list-changing keystrokes:`);
  for (const sample of slowest)
    log(`${sample.ms.toFixed(1).padStart(7)} ms  "${sample.before}" → "${sample.value}"`);
}

async function main() {
  log('starting the server…');
  const server = await startBenchServer();
  const browser = await launchChromium();
  try {
    log(`seeding ${TRACKS} tracks for the demo owner…`);
    await seedTracks(server.databaseUrl, TRACKS);
    const context = await browser.newContext({
      baseURL: server.baseUrl,
      locale: 'en-US',
      viewport: { width: 1280, height: 900 },
    });
    context.setDefaultTimeout(60_000);
    await context.addInitScript(watchKeystrokes, { within: 'section[aria-label="Tracks"]' });
    const page = await context.newPage();
    await logIn(page, owner.email, owner.password, owner.firstName);
    // Every seeded track is local and the count has stayed the same for a second (the demo tracks and
    // the last pull page are in too), so no replication write lands while typing.
    const cached = await waitForLocalDocuments(page, 'tracks', TRACKS);
    log(`${cached} tracks in the page's RxDB`);
    await page.goto('/catalog/owner');
    const box = page.getByRole('searchbox', { name: 'Search the catalog' });
    await page.getByRole('list', { name: 'Tracks' }).getByRole('listitem').first().waitFor();
    await profiled(page, () =>
      typeQueries(box, Array.from({ length: ROUNDS }, () => queries).flat(), { settleMs: 400 }),
    );
    const samples = await printKeystrokeTable(page, `${cached} cached tracks`, TARGET_P95_MS);
    printSlowest(samples, Number(process.env.BENCH_SLOWEST ?? 0));
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
