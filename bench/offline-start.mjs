// Offline start benchmark: a signed-in user opens Cueline with no network. The demo customer signs in,
// visits the measured screens once (their answers go into the local database, the service worker
// caches the build), then each run opens a new tab in the offline browser and times navigation start →
// the screen's heading (first content) with the page's own clock. Target ≤ 1 s. Starts its own
// `npm start` (client built when stale) on a free port with a temp DATA_DIR and the demo data, and
// prints a markdown table. Usage: node bench/offline-start.mjs   (BENCH_RUNS per screen, default 5;
// BENCH_TRACE=1 also prints each run's waterfall: the requests, the page's milestones and the app's marks)
import { startAppServer, summary } from './bench-server.mjs';
import { launchChromium, logIn } from './notifications-page.mjs';

const customer = { email: 'customer@cueline.demo', password: 'cueline-demo', firstName: 'Anna' };
const runs = Number(process.env.BENCH_RUNS ?? 5);
const targetMs = 1000;
const trace = process.env.BENCH_TRACE === '1';

const startServer = () =>
  process.env.BENCH_BASE_URL
    ? { baseUrl: process.env.BENCH_BASE_URL, stop: async () => undefined }
    : startAppServer({ name: 'offline-start' });

/** Page side: performance.now() (ms since the navigation started) once a level-1 heading reads `name`. */
const headingShown = (name) =>
  [...document.querySelectorAll('h1')].some((heading) => heading.textContent === name)
    ? performance.now()
    : false;

/** Page side: how many documents the `docs` stores of the local databases named with `suffix` hold. */
function storedCount(suffix) {
  return indexedDB.databases().then(async (databases) => {
    let total = 0;
    for (const { name } of databases) {
      if (!name?.endsWith(suffix)) continue;
      total += await new Promise((resolve) => {
        const open = indexedDB.open(name);
        open.onerror = () => resolve(0);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('docs')) return resolve(0);
          const request = db.transaction('docs', 'readonly').objectStore('docs').count();
          request.onsuccess = () => {
            resolve(request.result);
            db.close();
          };
          request.onerror = () => resolve(0);
        };
      });
    }
    return total;
  });
}

/**
 * Waits until the screen's answers are kept locally (the count of stored answers stayed the same for a
 * second), so leaving the page does not cut the write short and the offline start finds them.
 */
async function answersKept(page) {
  let last = -1;
  for (let steady = 0; steady < 5;) {
    await page.waitForTimeout(200);
    // The answers are local documents of the tracks collection (src/db/queries/answers.ts).
    const count = await page.evaluate(storedCount, 'local-documents-tracks');
    steady = count === last ? steady + 1 : 0;
    last = count;
  }
}

async function firstContentMs(page, name) {
  const handle = await page.waitForFunction(headingShown, name, { polling: 'raf', timeout: 15_000 });
  return handle.jsonValue();
}

/**
 * Page side: the start's steps in ms since the navigation started — each request (start → end, by file
 * name), DOMContentLoaded, and the app's user timings (marks at their time, measures as start → end).
 */
function waterfall() {
  const steps = [];
  const [nav] = performance.getEntriesByType('navigation');
  if (nav) {
    steps.push([nav.responseStart, nav.responseEnd, 'document']);
    steps.push([nav.domContentLoadedEventStart, nav.domContentLoadedEventEnd, 'DOMContentLoaded']);
  }
  for (const entry of performance.getEntriesByType('resource')) {
    const file = new URL(entry.name).pathname.split('/').pop() || entry.name;
    steps.push([entry.startTime, entry.responseEnd, `${entry.initiatorType} ${file}`]);
  }
  for (const entry of performance.getEntriesByType('mark')) steps.push([entry.startTime, null, entry.name]);
  for (const entry of performance.getEntriesByType('measure')) {
    steps.push([entry.startTime, entry.startTime + entry.duration, entry.name]);
  }
  return steps.sort((a, b) => a[0] - b[0]);
}

function printWaterfall(label, shownMs, steps) {
  const ms = (value) => String(Math.round(value)).padStart(5);
  console.log(`\n${label}: first content at ${Math.round(shownMs)} ms`);
  for (const [start, end, name] of steps) {
    console.log(`  ${ms(start)}${end === null ? '      ' : ` →${ms(end)}`}  ${name}`);
  }
}

function printTable(headers, rows) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((row) => String(row[i]).length)));
  const line = (cells) => `| ${cells.map((cell, i) => String(cell).padEnd(widths[i])).join(' | ')} |`;
  console.log(line(headers));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
}

async function main() {
  const server = await startServer();
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ baseURL: server.baseUrl, locale: 'en-US' });
    context.setDefaultTimeout(30_000);
    const page = await context.newPage();
    await logIn(page, customer.email, customer.password, customer.firstName);
    const albums = await (await page.request.get('/api/album/info?limit=1')).json();
    const album = albums.data[0];
    const screens = [
      { name: 'home', path: '/', heading: `Welcome, ${customer.firstName}` },
      { name: 'album', path: `/albums/${album._id}`, heading: album.title },
      { name: 'liked songs', path: '/liked', heading: 'Liked songs' },
    ];
    for (const screen of screens) {
      await page.goto(screen.path);
      await firstContentMs(page, screen.heading);
      await answersKept(page);
    }
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.close();

    await context.setOffline(true);
    const rows = [];
    for (const screen of screens) {
      const samples = [];
      for (let run = 0; run < runs; run += 1) {
        const tab = await context.newPage();
        await tab.goto(screen.path, { waitUntil: 'commit' });
        const shown = await firstContentMs(tab, screen.heading);
        samples.push(shown);
        if (trace) {
          // A moment more, so a database still opening after the heading shows in the waterfall too.
          await tab.waitForTimeout(500);
          printWaterfall(`${screen.name} run ${run + 1}`, shown, await tab.evaluate(waterfall));
        }
        await tab.close();
        process.stderr.write('.');
      }
      const s = summary(samples);
      const ms = (value) => `${Math.round(value)} ms`;
      rows.push([screen.name, s.n, ms(s.p50), ms(s.p95), ms(s.max), s.p95 <= targetMs ? 'met' : 'missed']);
    }
    process.stderr.write('\n');
    printTable(
      ['offline cold start → first content', 'n', 'p50', 'p95', 'max', `target p95 ≤ ${targetMs} ms`],
      rows,
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
