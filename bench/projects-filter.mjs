// Projects list keystroke filter benchmark (issue 11), in Chromium: 1,000 projects of the demo customer
// (names, descriptions, directors, production companies and brands in English and Russian) replicated into
// the page's RxDB, then searches typed into the projects list one character at a time; per keystroke the
// time from the input event to the list's DOM updated (MutationObserver + performance.now in the page).
// Starts its own server (temp DATA_DIR, embedded PGlite, demo data) and Chromium; prints a markdown table.
// Usage: node bench/projects-filter.mjs   (BENCH_PROJECTS=1000; BENCH_ROUNDS=2)
import { apiSession, launchChromium, logIn } from './notifications-page.mjs';
import { startAppServer } from './bench-server.mjs';
import { printKeystrokeTable, typeQueries, waitForLocalDocuments, watchKeystrokes } from './keystrokes.mjs';

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
    await context.addInitScript(watchKeystrokes, { within: 'main' });
    const page = await context.newPage();
    await logIn(page, customer.email, customer.password, customer.firstName);
    const local = await waitForLocalDocuments(page, 'projects', PROJECTS);
    log(`${local} projects in the page's RxDB`);
    await page.goto('/projects');
    const box = page.getByRole('searchbox', { name: 'Search projects' });
    await page.getByRole('list', { name: 'Projects' }).getByRole('listitem').first().waitFor();
    await typeQueries(box, Array.from({ length: ROUNDS }, () => searches).flat());
    await printKeystrokeTable(page, `${local} local projects`, TARGET_P95_MS);
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
