// Projects list keystroke filter benchmark (issue 11), in Chromium: 1,000 projects of the demo customer
// (names, descriptions, directors, production companies and brands in English and Russian) replicated into
// the page's RxDB, then searches typed into the projects list one character at a time; per keystroke the
// time from the input event to the list's DOM updated (MutationObserver + performance.now in the page).
// Starts its own server (temp DATA_DIR, embedded PGlite, demo data) and Chromium; prints a markdown table.
// Usage: node bench/projects-filter.mjs   (BENCH_PROJECTS=1000; BENCH_ROUNDS=2)
import { apiSession, launchChromium, logIn } from './notifications-page.mjs';
import { percentile, startAppServer } from './bench-server.mjs';

const PROJECTS = Number(process.env.BENCH_PROJECTS ?? 1000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const TARGET_P95_MS = 16;
const customer = { email: 'customer@cueline.demo', password: 'cueline-demo', firstName: 'Anna' };
const types = ['film', 'tv_series', 'commercial', 'documentary', 'music_video'];
const words =
  'northern lights coffee crème café midnight harbour Ёлка зимняя сказка silver river golden echo velvet thunder'.split(
    ' ',
  );
const pick = (n, salt) => words[(n * salt) % words.length];
const searches = ['northern lights', 'creme cafe', 'елка', 'golden echo 12', 'velvet', 'director silver'];
const log = (message) => process.stderr.write(`${message}\n`);

function project(n) {
  return {
    name: `${pick(n, 7)} ${pick(n, 13)} ${n}`,
    description: `${pick(n, 3)} ${pick(n, 5)} ${pick(n, 11)} — a longer description of the project number ${n}.`,
    director: `Director ${pick(n, 17)}`,
    production: `${pick(n, 19)} Pictures`,
    ...(n % 4 === 0 ? { brand: `${pick(n, 23)} brand` } : {}),
    type: types[n % types.length],
  };
}

/** Creates the projects through the API, eight requests at a time. */
async function seedProjects(api) {
  for (let start = 0; start < PROJECTS; start += 8) {
    await Promise.all(
      Array.from({ length: Math.min(8, PROJECTS - start) }, async (_, i) => {
        const response = await api.post('/api/project/create', { data: project(start + i) });
        if (!response.ok()) throw new Error(`create project: ${response.status()} ${await response.text()}`);
      }),
    );
  }
}

/** How many documents the page's RxDB holds in its projects collection (the Dexie docs store). */
function localProjectCount(page) {
  return page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((entry) => entry.name ?? '');
    const name = names.find((candidate) => candidate.endsWith('--projects'));
    if (!name) return 0;
    return new Promise((resolve, reject) => {
      const open = indexedDB.open(name);
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        if (![...db.objectStoreNames].includes('docs')) return resolve(0);
        const request = db.transaction('docs', 'readonly').objectStore('docs').count();
        request.onsuccess = () => {
          resolve(request.result);
          db.close();
        };
        request.onerror = () => reject(request.error);
      };
    });
  });
}

/**
 * In the page: from the input event on the search box to the first mutation of the list (or its empty
 * state) in the same task, React rendering a typed character synchronously. A keystroke that leaves the
 * list as it was is timed to the end of its task and counted apart.
 */
function watchKeystrokes() {
  const samples = [];
  let started = null;
  let changedAt = null;
  Object.assign(window, { __keystrokes: samples });
  document.addEventListener(
    'input',
    (event) => {
      if (!(event.target instanceof HTMLInputElement) || event.target.type !== 'search') return;
      started = performance.now();
      changedAt = null;
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        samples.push({ ms: (changedAt ?? performance.now()) - started, changed: changedAt !== null });
        started = null;
      };
      channel.port2.postMessage(null);
    },
    true,
  );
  new MutationObserver((records) => {
    if (started === null || changedAt !== null) return;
    const main = document.querySelector('main');
    if (main && records.some((record) => main.contains(record.target) && record.target.nodeName !== 'INPUT'))
      changedAt = performance.now();
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

async function main() {
  log('starting the server…');
  const server = await startAppServer({ name: 'projects-filter' });
  const browser = await launchChromium();
  try {
    const { api } = await apiSession(server.baseUrl, customer.email, customer.password, 'customer');
    log(`creating ${PROJECTS} projects…`);
    await seedProjects(api);
    await api.dispose();
    const context = await browser.newContext({
      baseURL: server.baseUrl,
      locale: 'en-US',
      viewport: { width: 1280, height: 900 },
    });
    context.setDefaultTimeout(60_000);
    await context.addInitScript(watchKeystrokes);
    const page = await context.newPage();
    await logIn(page, customer.email, customer.password, customer.firstName);
    const deadline = Date.now() + 300_000;
    let local = 0;
    for (let steady = 0; local < PROJECTS || steady < 5;) {
      if (Date.now() > deadline) throw new Error('the projects did not replicate in 300 s');
      await new Promise((resolve) => setTimeout(resolve, 200));
      const count = await localProjectCount(page);
      steady = count === local ? steady + 1 : 0;
      local = count;
    }
    log(`${local} projects in the page's RxDB`);
    await page.goto('/projects');
    const box = page.getByRole('searchbox', { name: 'Search projects' });
    await page.getByRole('list', { name: 'Projects' }).getByRole('listitem').first().waitFor();
    for (const query of Array.from({ length: ROUNDS }, () => searches).flat()) {
      await box.click();
      await box.pressSequentially(query, { delay: 120 });
      await page.waitForTimeout(300);
      await box.fill('');
      await page.waitForTimeout(300);
    }
    const samples = await page.evaluate(() => window.__keystrokes.slice());
    const fmt = (value) => `${value.toFixed(1)} ms`;
    const line = (label, list) => {
      const sorted = list.map((sample) => sample.ms).sort((a, b) => a - b);
      const p95 = percentile(sorted, 95);
      const verdict = p95 <= TARGET_P95_MS ? 'met' : 'missed';
      return `| ${label} | ${sorted.length} | ${fmt(percentile(sorted, 50))} | ${fmt(p95)} | ${fmt(sorted.at(-1))} | p95 ≤ ${TARGET_P95_MS} ms | ${verdict} |`;
    };
    console.log(
      `| Measure (${local} local projects) | n | p50 | p95 | max | Target | |\n|---|---|---|---|---|---|---|`,
    );
    console.log(line('keystroke → list updated, every keystroke', samples));
    console.log(
      line(
        'keystroke → list updated, keystrokes that changed the list',
        samples.filter((sample) => sample.changed),
      ),
    );
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
