// Request queue keystroke filter benchmark (issue 12), in Node: the owner's queue of BENCH_LINES generated
// order lines (track titles, artists, projects, customers and comments in English and Russian, with accents
// and ё), sorted once as the screen does; then searches typed one character at a time, each keystroke the
// work the screen does before it renders: `queryRequestLines` (filter + chip counts) over the sorted lines,
// and `groupByProject` in the grouped view. The first pass folds every line's text into the WeakMap cache
// and is counted apart, as is a first uncounted pass of the searches (the JIT warming up). Prints a markdown table; progress goes to stderr.
// Usage: node --import tsx bench/request-queue-filter.mjs   (BENCH_LINES=10000; BENCH_ROUNDS=5)
import { performance } from 'node:perf_hooks';
import { percentile } from './bench-server.mjs';
import {
  createRequestFilterCache,
  emptyRequestFilter,
  groupByProject,
  queryRequestLines,
  requestLineStatuses,
  sortRequestLines,
} from '../src/domain/orders/queue/index.ts';
import { media as mediaList } from '../src/domain/projects/enums.ts';

const LINES = Number(process.env.BENCH_LINES ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const TARGET_P95_MS = 16;
const words =
  'northern lights coffee crème café midnight harbour Ёлка зимняя сказка silver river golden echo velvet thunder Ёжик туман'.split(
    ' ',
  );
const pick = (n, salt) => words[(n * salt) % words.length];
const searches = [
  'northern lights',
  'creme cafe',
  'елка',
  'golden echo 12',
  'velvet',
  'anna silver',
  'студия',
];
const customers = ['Anna Petrova', 'Brand Studio', 'Студия Север', 'Nordic Films', 'Оксана Ёлкина'];
const log = (message) => process.stderr.write(`${message}\n`);

function line(n) {
  const project = n % 400;
  return {
    id: `line-${n}`,
    orderId: `order-${Math.floor(n / 3)}`,
    entryId: `entry-${n}`,
    projectId: `project-${project}`,
    projectName: `${pick(project, 7)} ${pick(project, 13)} ${project}`,
    customerId: `customer-${n % customers.length}`,
    customerName: customers[n % customers.length],
    trackId: `track-${n % 5000}`,
    trackTitle: `${pick(n, 3)} ${pick(n, 11)} ${n}`,
    artistName: `${pick(n, 17)} ${pick(n, 19)}`,
    media: [mediaList[n % mediaList.length], mediaList[(n * 7) % mediaList.length]],
    territory: 'world',
    termMonths: n % 5 === 0 ? null : 12 * (1 + (n % 3)),
    uses: n % 4 === 0 ? 'many' : 1 + (n % 3),
    usageType: 'background_instrumental',
    timeIn: n % 600,
    timeOut: (n % 600) + 60,
    status: requestLineStatuses[n % requestLineStatuses.length],
    price: n % 4 === 0 ? null : 100_000 + ((n * 7919) % 5_000_000),
    noVat: n % 9 === 0,
    vatRate: 22,
    share: n % 4 === 0 ? null : 50 + (n % 51),
    comment: n % 3 === 0 ? `${pick(n, 23)} — a comment on request ${n}` : null,
    createdAt: new Date(Date.UTC(2026, 0, 1) + n * 37_000).toISOString(),
    unseen: n % 10 === 0,
  };
}

/** Each prefix of each search, as typed; then the box emptied. */
const keystrokes = searches.flatMap((search) => [
  ...Array.from({ length: search.length }, (_, i) => search.slice(0, i + 1)),
  '',
]);

function typeAll(sorted, base, cache, grouped, samples) {
  for (const search of keystrokes) {
    const started = performance.now();
    const { lines } = queryRequestLines(sorted, { ...base, search }, cache);
    if (grouped) groupByProject(lines);
    samples.push(performance.now() - started);
  }
}

function main() {
  log(`generating ${LINES} lines…`);
  const all = Array.from({ length: LINES }, (_, n) => line(n));
  const sortSamples = { date: [], price: [], project: [], status: [] };
  for (let round = 0; round < ROUNDS; round += 1)
    for (const sort of Object.keys(sortSamples)) {
      const started = performance.now();
      sortRequestLines(all, sort, 'desc');
      sortSamples[sort].push(performance.now() - started);
    }
  const sorted = sortRequestLines(all, 'date', 'desc');

  const cold = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const cache = createRequestFilterCache();
    const started = performance.now();
    queryRequestLines(sorted, { ...emptyRequestFilter, search: 'n' }, cache);
    cold.push(performance.now() - started);
  }

  const flat = [];
  const narrowed = [];
  const cache = createRequestFilterCache();
  queryRequestLines(sorted, { ...emptyRequestFilter, search: 'x' }, cache);
  const narrow = { ...emptyRequestFilter, status: 'pending', media: 'tv', view: 'grouped' };
  // One uncounted pass so the samples measure the compiled code, as in a page that has been typed in.
  typeAll(sorted, emptyRequestFilter, cache, false, []);
  typeAll(sorted, narrow, cache, true, []);
  for (let round = 0; round < ROUNDS; round += 1) {
    log(`round ${round + 1} of ${ROUNDS}…`);
    typeAll(sorted, emptyRequestFilter, cache, false, flat);
    typeAll(sorted, narrow, cache, true, narrowed);
  }

  const fmt = (value) => `${value.toFixed(2)} ms`;
  const row = (label, samples, target) => {
    const list = [...samples].sort((a, b) => a - b);
    const p95 = percentile(list, 95);
    const verdict = target === null ? '' : p95 <= target ? 'met' : 'missed';
    return `| ${label} | ${list.length} | ${fmt(percentile(list, 50))} | ${fmt(p95)} | ${fmt(list.at(-1))} | ${target === null ? '—' : `p95 ≤ ${target} ms`} | ${verdict} |`;
  };
  console.log(
    `| Measure (${LINES.toLocaleString('en')} lines, Node ${process.versions.node}) | n | p50 | p95 | max | Target | |`,
  );
  console.log('|---|---|---|---|---|---|---|');
  console.log(row('keystroke: filter + chip counts, flat', flat, TARGET_P95_MS));
  console.log(row('keystroke: + status, media, grouped by project', narrowed, TARGET_P95_MS));
  console.log(row('first keystroke, cold cache (folds every line)', cold, null));
  for (const [sort, samples] of Object.entries(sortSamples))
    console.log(row(`sort by ${sort} (on a sort change)`, samples, null));
}

main();
