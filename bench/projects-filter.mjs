// Projects list keystroke filter benchmark: 1,000 project documents (names, descriptions, directors,
// production companies and brands in English and Russian), then searches typed one character at a time
// with a type or status filter now and then; per keystroke the time `filterProjects` (the function the
// projects list runs on every keystroke, src/domain/projects/filter.ts) takes over the whole list, the
// folded-text cache kept between keystrokes as the screen keeps it. Prints a table; target p95 ≤ 16 ms.
// Usage: node bench/projects-filter.mjs   (BENCH_PROJECTS=1000; BENCH_ROUNDS=5)
import { register } from 'tsx/esm/api';
import { summary } from './bench-server.mjs';

register();
const { filterProjects, emptyProjectsFilter, projectTypes, projectStatuses } =
  await import('../src/domain/projects/index.ts');

const PROJECTS = Number(process.env.BENCH_PROJECTS ?? 1000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const TARGET_P95_MS = 16;
const words =
  'northern lights coffee crème café midnight harbour Ёлка зимняя сказка silver river golden echo velvet thunder'.split(
    ' ',
  );
const pick = (n, salt) => words[(n * salt) % words.length];

function project(n) {
  const status = projectStatuses[n % projectStatuses.length];
  return {
    id: `bench-${n}`,
    name: `${pick(n, 7)} ${pick(n, 13)} ${n}`,
    description:
      `${pick(n, 3)} ${pick(n, 5)} ${pick(n, 11)} — a longer description of the project number ${n}.`.repeat(
        3,
      ),
    director: `Director ${pick(n, 17)}`,
    production: `${pick(n, 19)} Pictures`,
    brand: n % 4 === 0 ? `${pick(n, 23)} brand` : null,
    type: projectTypes[n % projectTypes.length],
    status,
    closedAt: status === 'closed' ? '2026-01-01T00:00:00.000Z' : null,
  };
}

const searches = [
  { search: 'northern lights' },
  { search: 'creme cafe', type: 'commercial' },
  { search: 'елка' },
  { search: 'golden echo 12', status: 'in_progress' },
  { search: 'velvet', tab: 'archive' },
  { search: 'director silver' },
];

const projects = Array.from({ length: PROJECTS }, (_, n) => project(n));
const samples = [];
let shown = 0;
for (let round = 0; round < ROUNDS; round += 1) {
  // A fresh screen each round: the cache starts empty, as when the list opens.
  const cache = new WeakMap();
  for (const { search, type = null, status = null, tab = 'active' } of searches) {
    for (let length = 1; length <= search.length; length += 1) {
      const filter = { ...emptyProjectsFilter, tab, type, status, search: search.slice(0, length) };
      const started = performance.now();
      shown += filterProjects(projects, filter, cache).length;
      samples.push(performance.now() - started);
    }
  }
}

const { n, p50, p95, max } = summary(samples);
const ms = (value) => value.toFixed(2);
console.log('| measure | projects | keystrokes | p50 ms | p95 ms | max ms | target p95 | verdict |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
console.log(
  `| projects list filter per keystroke | ${PROJECTS} | ${n} | ${ms(p50)} | ${ms(p95)} | ${ms(max)} | ≤ ${TARGET_P95_MS} ms | ${p95 <= TARGET_P95_MS ? 'met' : 'missed'} |`,
);
process.stderr.write(`(${shown} rows shown in all)\n`);
