// Player benchmark: from the Play click to audible playback start (target ≤ 300 ms on loopback), and to
// the player's waveform drawn. Starts its own `npm start` (client built when stale) on a free port with a
// temp DATA_DIR, the embedded database and the demo catalogue, drives headless Chromium with real clicks
// and prints a markdown table.
// Usage: node bench/player-start.mjs   (BENCH_PLAYS sets how many plays, default 24)
import { startAppServer, summary } from './bench-server.mjs';
import { launchChromium, logIn } from './notifications-page.mjs';

const customer = { email: 'customer@cueline.demo', password: 'cueline-demo', firstName: 'Anna' };
const plays = Number(process.env.BENCH_PLAYS ?? 24);
const targetMs = 300;
/** How long the pointer rests on Play all before the click in the second pass (BENCH_HOVER_MS). */
const hoverMs = Number(process.env.BENCH_HOVER_MS ?? 150);

/** The app to measure: BENCH_BASE_URL reuses a running server instead of starting one. */
const startServer = () =>
  process.env.BENCH_BASE_URL
    ? { baseUrl: process.env.BENCH_BASE_URL, stop: async () => undefined }
    : startAppServer({ name: 'player' });

/** Demo albums with their tracks, until `plays` tracks in all. */
async function pickAlbums(page) {
  const albums = await (await page.request.get('/api/album/info?limit=100')).json();
  const picked = [];
  let tracks = 0;
  for (const album of albums.data) {
    if (tracks >= plays) break;
    const detail = await (await page.request.get(`/api/album/info-album/${album._id}`)).json();
    if (detail.tracks.length === 0) continue;
    picked.push(detail);
    tracks += detail.tracks.length;
  }
  if (tracks < plays)
    throw new Error(`the demo catalogue has only ${tracks} album tracks; BENCH_PLAYS=${plays}`);
  return picked;
}

/**
 * Page side: records the trusted click's time stamp, the first `playing` event of the shared audio
 * element after it, the moment its currentTime first moves past 0 after that (sound is coming out), and
 * the player's waveform-drawn mark for the track.
 */
function watchPlayback() {
  const state = { clickAt: null, playingAt: null, audibleAt: null };
  Object.assign(window, { __play: state });
  document.addEventListener(
    'click',
    (event) => Object.assign(state, { clickAt: event.timeStamp, playingAt: null, audibleAt: null }),
    { capture: true },
  );
  const attach = () => {
    const audio = document.querySelector('audio[data-player="shared"]');
    if (!audio) return void setTimeout(attach, 50);
    // After `playing`, the media clock is watched every 2 ms: it moves once the first samples are rendered.
    const watchClock = () => {
      const timer = setInterval(() => {
        if (audio.currentTime > 0 && state.audibleAt === null) state.audibleAt = performance.now();
        if (state.audibleAt !== null) clearInterval(timer);
      }, 2);
    };
    audio.addEventListener('playing', () => {
      if (state.clickAt === null || state.playingAt !== null) return;
      state.playingAt = performance.now();
      watchClock();
    });
  };
  attach();
}

async function measure(page, button, trackId, hoverMs = 0) {
  if (hoverMs > 0) {
    await button.hover();
    await page.waitForTimeout(hoverMs);
  }
  await button.click();
  const handle = await page.waitForFunction(
    (id) => {
      const { clickAt, playingAt, audibleAt } = window.__play;
      const drawn = performance
        .getEntriesByName('player-waveform-drawn')
        .find((mark) => mark.detail?.trackId === id && mark.startTime >= clickAt);
      return audibleAt !== null && drawn
        ? { playing: playingAt - clickAt, audible: audibleAt - clickAt, waveform: drawn.startTime - clickAt }
        : null;
    },
    trackId,
    { polling: 'raf', timeout: 15_000 },
  );
  return handle.jsonValue();
}

async function run(browser, baseUrl, albums, hoverMs = 0) {
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: 'en-US',
    viewport: { width: 1280, height: 900 },
  });
  context.setDefaultTimeout(30_000);
  await context.addInitScript(watchPlayback);
  const page = await context.newPage();
  await logIn(page, customer.email, customer.password, customer.firstName);
  const results = { first: [], next: [] };
  let count = 0;
  for (const album of albums) {
    await page.goto(`/albums/${album._id}`);
    await page.getByRole('heading', { name: album.title, level: 1 }).waitFor();
    const first = await measure(
      page,
      page.getByRole('button', { name: 'Play all' }),
      album.tracks[0]._id,
      hoverMs,
    );
    console.error(
      `Play all${hoverMs ? ` (hovered ${hoverMs} ms)` : ''} on ${album.title}: playing ${first.playing.toFixed(0)} ms, audible ${first.audible.toFixed(0)} ms, waveform ${first.waveform.toFixed(0)} ms (${album.tracks[0].cloudUrlWav && !album.tracks[0].cloudUrl ? 'wav' : 'mp3'})`,
    );
    results.first.push(first);
    count += 1;
    const bar = page.getByRole('region', { name: 'Player' });
    for (const track of album.tracks.slice(1)) {
      if (count >= plays) break;
      results.next.push(
        await measure(page, bar.getByRole('button', { name: 'Next track', exact: true }), track._id),
      );
      count += 1;
    }
    await bar.getByRole('button', { name: 'Pause', exact: true }).click();
    if (count >= plays) break;
  }
  await context.close();
  return results;
}

function printTable(results, hovered) {
  const all = [...results.first, ...results.next];
  const rows = [
    ['Play click → `playing` event', summary(all.map((r) => r.playing)), true],
    [
      'Play click → audible (currentTime first > 0 after `playing`)',
      summary(all.map((r) => r.audible)),
      true,
    ],
    ['  of which Play all (new album page, first track)', summary(results.first.map((r) => r.audible)), true],
    ['  of which Next track', summary(results.next.map((r) => r.audible)), true],
    [
      `Play all with the pointer on it ${hoverMs} ms before the click (fresh context) → audible`,
      summary(hovered.first.map((r) => r.audible)),
      true,
    ],
    ['Play click → player waveform drawn', summary(all.map((r) => r.waveform)), false],
  ];
  const ms = (value) => `${value.toFixed(1)} ms`;
  console.log(`| Measure | n | p50 | p95 | max | Target ≤ ${targetMs} ms |`);
  console.log('|---|---|---|---|---|---|');
  for (const [name, s, targeted] of rows) {
    const verdict = targeted ? (s.p95 <= targetMs ? 'met (p95)' : 'missed (p95)') : '—';
    console.log(`| ${name} | ${s.n} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.max)} | ${verdict} |`);
  }
}

async function main() {
  console.error('Starting the server (embedded database, demo data)…');
  const server = await startServer();
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ baseURL: server.baseUrl });
    const page = await context.newPage();
    await logIn(page, customer.email, customer.password, customer.firstName);
    const albums = await pickAlbums(page);
    await context.close();
    console.error(`${plays} plays over ${albums.length} albums…`);
    const direct = await run(browser, server.baseUrl, albums);
    console.error(`again, Play all hovered ${hoverMs} ms before the click…`);
    const hovered = await run(browser, server.baseUrl, albums, hoverMs);
    printTable(direct, hovered);
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
