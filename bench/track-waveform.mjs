// Track details benchmark: time from the click on a track row to its full waveform drawn (target ≤ 100 ms).
// Starts its own `npm start` (client built when stale) on a free port with a temp DATA_DIR, the embedded
// database and the demo catalogue, launches headless Chromium and prints a markdown table.
// Usage: node bench/track-waveform.mjs   (BENCH_TRACKS sets how many different tracks, default 30)
import { startAppServer, summary } from './bench-server.mjs';
import { launchChromium, logIn } from './notifications-page.mjs';

const customer = { email: 'customer@cueline.demo', password: 'cueline-demo', firstName: 'Anna' };
const trackCount = Number(process.env.BENCH_TRACKS ?? 30);
const hoverMs = 150;
/** BENCH_WARM_PAUSE_MS: an idle pause before each warm click (0: right after the panel closed). */
const warmPauseMs = Number(process.env.BENCH_WARM_PAUSE_MS ?? 0);

/** Artist pages and the tracks on each, until `trackCount` different tracks. */
async function pickTracks(page) {
  const artists = await (await page.request.get('/api/artist/info?limit=100')).json();
  const picked = [];
  for (const artist of artists.data) {
    const detail = await (await page.request.get(`/api/artist/info-artist/${artist._id}`)).json();
    detail.tracks.forEach(
      (track, index) =>
        picked.length < trackCount && picked.push({ artistId: artist._id, index, id: track._id }),
    );
  }
  if (picked.length < trackCount)
    throw new Error(`the demo catalogue has only ${picked.length} tracks; BENCH_TRACKS=${trackCount}`);
  return picked;
}

/**
 * Opens the track's details from its row and resolves with the ms from the click to the waveform-drawn
 * mark. `hover` first moves the pointer onto the row (prefetching the peaks) `hoverMs` before the click.
 */
async function openAndMeasure(page, track, hover) {
  const row = page.getByRole('list', { name: 'Tracks' }).getByRole('listitem').nth(track.index);
  await row.waitFor();
  if (hover) {
    await row.hover();
    await page.waitForTimeout(hoverMs);
  }
  const clickedAt = await row.evaluate((element) => {
    const at = performance.now();
    element.click();
    return at;
  });
  // The first drawing (the track's preview, or the full peaks when they are already in memory), then the full one.
  const drawn = async (full) => {
    const handle = await page.waitForFunction(
      ([id, after, onlyFull]) =>
        performance
          .getEntriesByName('waveform-drawn')
          .find(
            (mark) =>
              mark.detail?.trackId === id &&
              mark.startTime >= after &&
              (!onlyFull || mark.detail?.resolution === 'full'),
          )?.startTime,
      [track.id, clickedAt, full],
      { polling: 'raf', timeout: 10_000 },
    );
    return handle.jsonValue();
  };
  const firstAt = await drawn(false);
  const fullAt = await drawn(true);
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.querySelector('[role="dialog"]'), undefined, { polling: 50 });
  return { first: firstAt - clickedAt, full: fullAt - clickedAt };
}

/** Cold (peaks never fetched in this browser) then warm (same track again), or hovered-first in a fresh context. */
async function run(browser, baseUrl, tracks, mode) {
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: 'en-US',
    viewport: { width: 1280, height: 900 },
  });
  context.setDefaultTimeout(30_000);
  const page = await context.newPage();
  await logIn(page, customer.email, customer.password, customer.firstName);
  const first = [];
  const again = [];
  let artistId = null;
  for (const track of tracks) {
    if (track.artistId !== artistId) {
      artistId = track.artistId;
      await page.goto(`/artists/${artistId}`);
    }
    first.push(await openAndMeasure(page, track, mode === 'hover'));
    if (mode === 'cold') {
      if (warmPauseMs > 0) await page.waitForTimeout(warmPauseMs);
      again.push(await openAndMeasure(page, track, false));
    }
  }
  await context.close();
  return { first, again };
}

async function main() {
  console.error('Starting the server (embedded database, demo data)…');
  const server = await startAppServer({ name: 'waveform' });
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ baseURL: server.baseUrl });
    const page = await context.newPage();
    await logIn(page, customer.email, customer.password, customer.firstName);
    const tracks = await pickTracks(page);
    await context.close();
    console.error(`${tracks.length} tracks: cold then warm…`);
    const cold = await run(browser, server.baseUrl, tracks, 'cold');
    console.error(`${tracks.length} tracks: hover ${hoverMs} ms, then click (fresh context)…`);
    const hovered = await run(browser, server.baseUrl, tracks, 'hover');
    const rows = [
      [
        'cold: click, peaks fetched after the click — first drawn (the preview)',
        summary(cold.first.map((s) => s.first)),
      ],
      ['cold — full peaks drawn', summary(cold.first.map((s) => s.full))],
      [
        `hovered: pointer on the row ${hoverMs} ms before the click (prefetch) — first drawn`,
        summary(hovered.first.map((s) => s.first)),
      ],
      ['hovered — full peaks drawn', summary(hovered.first.map((s) => s.full))],
      [
        'warm: the same track opened again (peaks in memory, drawn at once in full)',
        summary(cold.again.map((s) => s.full)),
      ],
    ];
    console.log('| Click → waveform drawn | n | p50 | p95 | max | Target p95 ≤ 100 ms |');
    console.log('|---|---|---|---|---|---|');
    for (const [name, s] of rows) {
      const ms = (value) => `${value.toFixed(1)} ms`;
      console.log(
        `| ${name} | ${s.n} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.max)} | ${s.p95 <= 100 ? 'met' : 'missed'} |`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
