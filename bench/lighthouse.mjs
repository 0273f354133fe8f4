// Lighthouse on the sign-in page (an English and a Russian browser), the catalogue, home, a playlist and a contract page (signed in as the demo
// customer) and the request queue (the demo owner): performance score and
// Largest Contentful Paint (with First Contentful Paint and Total Blocking Time), a fresh profile each run (first visit: nothing cached), Lighthouse's default
// mobile profile (simulated slow 4G, 4× CPU slowdown). Starts its own `npm start` (client built when stale).
// Lighthouse is not a dependency: LIGHTHOUSE_BIN names its CLI, else `npx --yes lighthouse@12` fetches it.
// Chromium: CHROMIUM_PATH, else /usr/bin/chromium. Usage: node bench/lighthouse.mjs [runs per page, default 3] [page names, comma-separated]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { startAppServer } from './bench-server.mjs';

const runs = Number(process.argv[2] ?? 3);
const chromePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find(
  (path) => path && fs.existsSync(path),
);
if (!chromePath) throw new Error('no Chromium: set CHROMIUM_PATH or install chromium');
const only = process.argv[3]?.split(',');
const customer = { email: 'customer@cueline.demo', password: 'cueline-demo', profile: 'customer' };
const owner = { email: 'owner@cueline.demo', password: 'cueline-demo', profile: 'owner' };

function lighthouse(url, headers, language) {
  const args = [
    url,
    `--chrome-path=${chromePath}`,
    // Headless Chromium's navigator.languages follows --accept-lang only (not --lang nor LANGUAGE): without
    // it a "Russian" run was an English browser sent the Russian page, which the page's head script hides
    // and the app draws again in English (docs/decisions/0024, addendum).
    `--chrome-flags=--headless --no-sandbox --disable-gpu${language ? ` --lang=${language} --accept-lang=${language},${language.split('-')[0]}` : ''}`,
    '--only-categories=performance',
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    ...(headers ? [`--extra-headers=${JSON.stringify(headers)}`] : []),
  ];
  const [command, prefix] = process.env.LIGHTHOUSE_BIN
    ? [process.env.LIGHTHOUSE_BIN, []]
    : ['npx', ['--yes', 'lighthouse@12']];
  return new Promise((resolve, reject) => {
    // The browser's UI language follows --lang and the environment's LANGUAGE.
    const env = language ? { ...process.env, LANGUAGE: language.replace('-', '_') } : process.env;
    const child = spawn(command, [...prefix, ...args], { stdio: ['ignore', 'pipe', 'inherit'], env });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse exited with ${code}`));
      const report = JSON.parse(out);
      // LIGHTHOUSE_SAVE=<folder> keeps each whole report (LCP element, long tasks, scripts) to read later.
      if (process.env.LIGHTHOUSE_SAVE) {
        fs.mkdirSync(process.env.LIGHTHOUSE_SAVE, { recursive: true });
        const name = `${new URL(url).pathname.replace(/\W+/g, '-')}-${Date.now()}.json`;
        fs.writeFileSync(`${process.env.LIGHTHOUSE_SAVE}/${name}`, out);
      }
      // A signed-out catalogue would redirect to the sign-in page and measure that instead.
      const landed = new URL(report.finalDisplayedUrl).pathname;
      if (landed !== new URL(url).pathname) return reject(new Error(`${url} ended at ${landed}`));
      resolve({
        score: Math.round(report.categories.performance.score * 100),
        lcp: report.audits['largest-contentful-paint'].numericValue,
        fcp: report.audits['first-contentful-paint'].numericValue,
        tbt: report.audits['total-blocking-time'].numericValue,
      });
    });
  });
}

/** The session cookies of a demo account, as one Cookie header. */
async function signInCookie(baseUrl, { email, password, profile }) {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-user-profile': profile, origin: baseUrl },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`${email} could not sign in: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** The customer's answer at `path` (JSON). */
async function call(baseUrl, path, cookie, method = 'GET', body) {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: {
      cookie,
      'x-user-profile': 'customer',
      origin: baseUrl,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
  return response.json();
}

/** The id of the first item of a list page the signed-in account reads at `path`. */
async function firstId(baseUrl, path, cookie) {
  const id = (await call(baseUrl, path, cookie)).data[0]?._id;
  if (!id) throw new Error(`${path}: an empty list`);
  return id;
}

/** A playlist of the catalogue's first 20 tracks (the demo data has none). */
async function demoPlaylist(baseUrl, cookie) {
  const { _id } = await call(baseUrl, '/playlist/create', cookie, 'POST', { name: 'Lighthouse' });
  const tracks = (await call(baseUrl, '/track/info?limit=20', cookie)).data;
  for (const track of tracks)
    await call(baseUrl, `/playlist/add-track/${_id}`, cookie, 'PATCH', { trackId: track._id });
  return _id;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const server = await startAppServer({ name: 'lighthouse' });
try {
  const cookie = await signInCookie(server.baseUrl, customer);
  const ownerCookie = await signInCookie(server.baseUrl, owner);
  const playlistId = await demoPlaylist(server.baseUrl, cookie);
  const contractId = await firstId(server.baseUrl, '/contract/info?role=customer', cookie);
  const allPages = [
    { name: 'sign-in', path: '/auth/login' },
    // A Russian browser: the page drawn in Russian at build time (docs/decisions/0024, addendum).
    {
      name: 'sign-in ru',
      path: '/auth/login',
      headers: { 'Accept-Language': 'ru-RU,ru;q=0.9' },
      language: 'ru-RU',
    },
    { name: 'catalogue', path: '/catalog/customer', headers: { Cookie: cookie } },
    { name: 'home', path: '/', headers: { Cookie: cookie } },
    { name: 'playlist', path: `/playlists/customer/${playlistId}`, headers: { Cookie: cookie } },
    { name: 'requests', path: '/requests', headers: { Cookie: ownerCookie } },
    { name: 'contract', path: `/contracts/customer?document=${contractId}`, headers: { Cookie: cookie } },
  ];
  const pages = only ? allPages.filter((page) => only.includes(page.name)) : allPages;
  const rows = [];
  for (const page of pages) {
    const results = [];
    for (let run = 0; run < runs; run += 1) {
      console.error(`${page.name}: run ${run + 1} of ${runs}`);
      // A run Chromium times out on (a busy machine) is tried once more.
      const measure = () => lighthouse(`${server.baseUrl}${page.path}`, page.headers, page.language);
      const result = await measure().catch((error) => {
        console.error(`${page.name}: ${error.message}; once more`);
        return measure();
      });
      console.error(`${page.name}: ${JSON.stringify(result)}`);
      results.push(result);
    }
    rows.push({ ...page, results });
  }
  console.log(`Lighthouse performance, mobile profile, median of ${runs} runs\n`);
  console.log('| page       | score | LCP      | FCP      | TBT      | scores   |');
  console.log('| ---------- | ----- | -------- | -------- | -------- | -------- |');
  for (const row of rows) {
    const score = median(row.results.map((result) => result.score));
    const seconds = (key) => `${(median(row.results.map((result) => result[key])) / 1000).toFixed(2)} s`;
    const all = row.results.map((result) => result.score).join(', ');
    console.log(
      `| ${row.name.padEnd(10)} | ${String(score).padStart(5)} | ${seconds('lcp').padStart(8)} | ${seconds('fcp').padStart(8)} | ${`${Math.round(median(row.results.map((result) => result.tbt)))} ms`.padStart(8)} | ${all} |`,
    );
  }
} finally {
  await server.stop();
}
