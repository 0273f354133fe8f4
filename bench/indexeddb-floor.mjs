// IndexedDB floor (issue 3's initial sync): how fast Chromium's IndexedDB alone takes 10,000 notification-
// shaped records, with no RxDB, Dexie, network or page around it. Pages of 1,000 records, one readwrite
// transaction each (as the first sync writes them), into a store with 0, 2 or 4 compound indexes: RxDB's
// Dexie storage always keeps two ([_deleted+id], [_meta.lwt+id]); the notifications schema adds two more
// (createdAt, read+createdAt). Each cell is a fresh browser context. Prints a markdown table.
// Usage: node bench/indexeddb-floor.mjs   (BENCH_RUNS, default 3; BENCH_DOCS, default 10000)
import http from 'node:http';
import { launchChromium } from './notifications-page.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const DOCS = Number(process.env.BENCH_DOCS ?? 10_000);
const PAGE = 1000;
const indexes = [
  ['deleted_id', ['_deleted', 'id']],
  ['lwt_id', ['_meta.lwt', 'id']],
  ['created', ['_deleted', 'createdAt', 'id']],
  ['read_created', ['_deleted', 'read', 'createdAt', 'id']],
];
const cases = [
  { label: '4 (as the notifications collection)', count: 4, durability: 'default' },
  { label: '4, relaxed durability', count: 4, durability: 'relaxed' },
  { label: '2 (RxDB Dexie storage minimum)', count: 2, durability: 'default' },
  { label: '0 (primary key only)', count: 0, durability: 'default' },
];

/** Runs in the page: opens a fresh database with `count` indexes and adds `docs` records page by page. */
async function writeRecords({ count, durability, docs, page, indexList }) {
  const db = await new Promise((resolve, reject) => {
    const open = indexedDB.open(`floor-${Math.random()}`, 1);
    open.onupgradeneeded = () => {
      const store = open.result.createObjectStore('docs', { keyPath: 'id' });
      for (const [name, keyPath] of indexList.slice(0, count)) store.createIndex(name, keyPath);
    };
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  const record = (n) => ({
    id: crypto.randomUUID(),
    type: 'System',
    subType: 'System',
    message: `Notification ${n}: the project's licensing status changed`,
    objectId: null,
    read: 0,
    createdAt: new Date(Date.now() - n * 1000).toISOString(),
    updatedAt: new Date().toISOString(),
    seq: n,
    _deleted: 0,
    _attachments: {},
    _rev: '1-4kd8s0d2la',
    _meta: { lwt: Date.now() + n / 1000, o: { _rev: 1, hash: 'a1b2c3d4e5' } },
  });
  const started = performance.now();
  for (let from = 0; from < docs; from += page) {
    const batch = Array.from({ length: Math.min(page, docs - from) }, (_, i) => record(from + i));
    await new Promise((resolve, reject) => {
      const tx = db.transaction('docs', 'readwrite', { durability });
      const store = tx.objectStore('docs');
      for (const item of batch) store.add(item);
      tx.oncomplete = resolve;
      tx.onerror = () => reject(tx.error);
    });
  }
  const ms = performance.now() - started;
  db.close();
  return ms;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const server = http
  .createServer((_request, response) => response.end('<!doctype html><title>floor</title>'))
  .listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const origin = `http://127.0.0.1:${server.address().port}/`;
const browser = await launchChromium();
try {
  const rows = [];
  for (const item of cases) {
    const times = [];
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(origin);
      times.push(
        await page.evaluate(writeRecords, {
          count: item.count,
          durability: item.durability,
          docs: DOCS,
          page: PAGE,
          indexList: indexes,
        }),
      );
      await context.close();
    }
    const p50 = median(times);
    rows.push(
      `| ${item.label} | ${RUNS} | ${Math.round(p50)} ms | ${Math.round(Math.max(...times))} ms | ${Math.round((DOCS / p50) * 1000).toLocaleString('en')} |`,
    );
  }
  console.log(
    `\nIndexedDB alone: ${DOCS.toLocaleString('en')} records in pages of ${PAGE} (headless Chromium)\n`,
  );
  console.log('| Indexes | n | p50 | max | records/s at p50 |');
  console.log('|---|---|---|---|---|');
  console.log(rows.join('\n'));
} finally {
  await browser.close();
  server.close();
}
