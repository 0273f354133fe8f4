// The owner's request queue in Chromium (issue 12): BENCH_ORDERS × 10 order lines (10,000 by default) for the
// demo owner, cloned in SQL from a demo order on a fresh PostgreSQL bench database (valid replicated
// documents: the queue and `request-owner` read the orders' `lines`; the clones have no `order_lines`
// rows, so commands are only sent to the demo's own orders). Waits until the page's RxDB holds them, then
// measures: per-keystroke filter (input event → list DOM updated), first render of the queue from the
// local database after a reload, the same searches as `GET /api/project/request-owner?text=` round trips
// on loopback, and a customer's rejection of one order → the owner's row showing it (then the owner
// proposes again, and the next round starts). Prints a markdown table; progress goes to stderr.
// Usage: node bench/request-queue.mjs   (BENCH_ORDERS=1000; BENCH_ROUNDS=2; BENCH_ACTIONS=20;
// BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/postgres)
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { percentile } from './bench-server.mjs';
import { startBenchServer } from './notifications-server.mjs';
import { apiSession, launchChromium, logIn } from './notifications-page.mjs';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 1000);
const LINES_PER_ORDER = 10;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const ACTIONS = Number(process.env.BENCH_ACTIONS ?? 20);
const owner = { email: 'owner@cueline.demo', password: 'cueline-demo', firstName: 'Oleg' };
const customer = { email: 'customer@cueline.demo', password: 'cueline-demo' };
const searches = ['midnight', 'harbour 12', 'lighthouse', 'ёлка', 'bench request 5', 'creme'];
const log = (message) => process.stderr.write(`${message}\n`);
const fmt = (value) => `${value.toFixed(1)} ms`;

/** Clones the demo owner's oldest order into ORDERS orders of ten lines each; answers the owner's line count. */
async function seedLines(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT id FROM users WHERE email = $1', [owner.email]);
    if (rows.length !== 1) throw new Error(`no user ${owner.email}`);
    const ownerId = rows[0].id;
    await client.query(
      `INSERT INTO orders (project_id, owner_id, customer_id, status, terms, budget, comment, vat_percent,
         version, project_name, owner_name, customer_name, member_ids, lines, created_at)
       SELECT t.project_id, t.owner_id, t.customer_id,
         CASE WHEN n % 3 = 0 THEN 'pending' ELSE 'requested' END,
         t.terms, t.budget,
         'Bench request ' || n || CASE WHEN n % 2 = 0 THEN ' — ёлка, crème brûlée' ELSE ' for the storm montage' END,
         t.vat_percent, 0, t.project_name, t.owner_name, t.customer_name, t.member_ids,
         (SELECT jsonb_agg(jsonb_build_object(
            'id', gen_random_uuid(), 'entryId', gen_random_uuid(),
            'workspaceId', t.lines->0->>'workspaceId', 'episodeNumber', t.lines->0->'episodeNumber',
            'trackId', t.lines->0->>'trackId',
            'trackTitle', (t.lines->0->>'trackTitle') || ' ' || n || '-' || k,
            'artistName', t.lines->0->>'artistName',
            'timeIn', 10 * k, 'timeOut', 10 * k + 30, 'usageType', t.lines->0->'usageType',
            'price', CASE WHEN n % 3 = 0 THEN (1000 + n) * 100 END, 'noVat', n % 7 = 0,
            'share', CASE WHEN n % 3 = 0 THEN 100 END, 'comment', NULL,
            'status', CASE WHEN n % 3 = 0 THEN 'proposed' ELSE 'requested' END) ORDER BY k)
          FROM generate_series(1, ${LINES_PER_ORDER}) AS k),
         now() - (n || ' minutes')::interval
       FROM generate_series(1, $2::int) AS n,
         (SELECT * FROM orders WHERE owner_id = $1 AND NOT deleted ORDER BY created_at LIMIT 1) AS t`,
      [ownerId, ORDERS],
    );
    const total = await client.query(
      `SELECT count(*)::int AS orders, coalesce(sum(jsonb_array_length(lines)), 0)::int AS lines
       FROM orders WHERE owner_id = $1 AND NOT deleted`,
      [ownerId],
    );
    return total.rows[0];
  } finally {
    await client.end();
  }
}

/** How many documents the page's RxDB holds in its orders collection (the Dexie docs store). */
function localOrderCount(page) {
  return page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((entry) => entry.name ?? '');
    const name = names.find((candidate) => candidate.endsWith('--orders'));
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
 * In the page: keystroke timing as bench/projects-filter.mjs (input event → first mutation of the main
 * column in the same task), the time of the first queue row after navigation start, and a watcher that
 * answers Date.now() when a row's text first contains a word.
 */
function instrument() {
  const samples = [];
  let started = null;
  performance.setResourceTimingBufferSize(100_000);
  let changedAt = null;
  Object.assign(window, { __keystrokes: samples, __firstRow: null });
  document.addEventListener(
    'input',
    (event) => {
      if (!(event.target instanceof HTMLInputElement) || event.target.type !== 'search') return;
      started = performance.now();
      changedAt = null;
      const value = event.target.value;
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        // The queue's own measure of its in-memory query in this task (src/ui/requests/request-queue.tsx).
        const filter = performance
          .getEntriesByName('cueline:request-filter')
          .filter((entry) => entry.startTime >= started)
          .reduce((sum, entry) => sum + entry.duration, 0);
        samples.push({
          ms: (changedAt ?? performance.now()) - started,
          changed: changedAt !== null,
          filter,
          value,
        });
        started = null;
      };
      channel.port2.postMessage(null);
    },
    true,
  );
  new MutationObserver((records) => {
    if (window.__firstRow === null && document.querySelector('[role="row"][id^="request-line-"]'))
      window.__firstRow = performance.now();
    if (started === null || changedAt !== null) return;
    const main = document.querySelector('main');
    if (main && records.some((record) => main.contains(record.target) && record.target.nodeName !== 'INPUT'))
      changedAt = performance.now();
  }).observe(document, { subtree: true, childList: true, characterData: true });
  // Socket frames carrying a sync hint for the orders collection, by arrival time (epoch ms, sub-ms).
  const epoch = () => performance.timeOrigin + performance.now();
  window.__hints = [];
  const NativeSocket = window.WebSocket;
  window.WebSocket = class extends NativeSocket {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (event) => {
        if (
          typeof event.data === 'string' &&
          event.data.includes('"sync"') &&
          event.data.includes('"orders"')
        )
          window.__hints.push(epoch());
      });
    }
  };
  window.__rowSays = (id, word) =>
    new Promise((resolve) => {
      const observer = new MutationObserver(() => check());
      const check = () => {
        const row = document.getElementById(id);
        if (!row || !row.textContent.includes(word)) return;
        observer.disconnect();
        resolve(performance.timeOrigin + performance.now());
      };
      observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
      check();
    });
}

const row = (label, sorted, target, met) =>
  `| ${label} | ${sorted.length} | ${fmt(percentile(sorted, 50))} | ${fmt(percentile(sorted, 95))} | ${fmt(sorted.at(-1))} | ${target} | ${met === undefined ? '' : met ? 'met' : 'missed'} |`;
const sortedMs = (list) => list.slice().sort((a, b) => a - b);

async function main() {
  log('starting the server on a PostgreSQL bench database…');
  const server = await startBenchServer();
  const browser = await launchChromium();
  try {
    const { api: ownerApi, userId: ownerId } = await apiSession(
      server.baseUrl,
      owner.email,
      owner.password,
      'owner',
    );
    const { api: customerApi } = await apiSession(
      server.baseUrl,
      customer.email,
      customer.password,
      'customer',
    );
    // The demo order the customer answers: the owner's newest pending one (newer than every clone).
    const demo = await ownerApi.get('/api/order/info?limit=100');
    if (!demo.ok()) throw new Error(`order/info: ${demo.status()} ${await demo.text()}`);
    const target = (await demo.json()).data.find(
      (order) => order.ownerId === ownerId && order.status === 'pending',
    );
    if (!target) throw new Error('the demo has no pending order of the owner');
    log(`cloning ${ORDERS} orders of ${LINES_PER_ORDER} lines…`);
    const seeded = await seedLines(server.databaseUrl);
    log(`the owner has ${seeded.orders} orders, ${seeded.lines} lines`);

    const context = await browser.newContext({
      baseURL: server.baseUrl,
      locale: 'en-US',
      viewport: { width: 1280, height: 900 },
    });
    context.setDefaultTimeout(60_000);
    await context.addInitScript(instrument);
    const page = await context.newPage();
    await logIn(page, owner.email, owner.password, owner.firstName);
    await page.goto('/requests');
    const deadline = Date.now() + 600_000;
    let local = 0;
    for (let steady = 0; local < seeded.orders || steady < 5;) {
      if (Date.now() > deadline) throw new Error('the orders did not replicate in 600 s');
      await new Promise((resolve) => setTimeout(resolve, 250));
      const count = await localOrderCount(page);
      steady = count === local ? steady + 1 : 0;
      local = count;
    }
    log(`${local} orders in the page's RxDB`);

    // First render of the queue from the local database after a reload.
    const firstRows = [];
    for (let i = 0; i < 5; i += 1) {
      await page.reload();
      await page.locator('[role="row"][id^="request-line-"]').first().waitFor();
      firstRows.push(await page.evaluate(() => window.__firstRow));
    }

    // Per-keystroke filter over the local lines.
    const box = page.getByRole('searchbox', { name: 'Search requests' });
    for (const query of Array.from({ length: ROUNDS }, () => searches).flat()) {
      await box.click();
      await box.pressSequentially(query, { delay: 120 });
      await page.waitForTimeout(300);
      await box.fill('');
      await page.waitForTimeout(300);
    }
    const keystrokes = await page.evaluate(() => window.__keystrokes.slice());

    // The same searches as server round trips from the page, each keystroke's value in turn, one at a time.
    const trips = await page.evaluate(
      async (values) => {
        const times = [];
        for (const value of values) {
          const started = performance.now();
          const response = await fetch(
            `/api/project/request-owner?limit=50&text=${encodeURIComponent(value)}`,
            {
              headers: { 'x-user-profile': 'owner', accept: 'application/json' },
            },
          );
          await response.json();
          if (!response.ok) throw new Error(`request-owner: ${response.status}`);
          times.push(performance.now() - started);
        }
        return times;
      },
      keystrokes.map((sample) => sample.value),
    );

    // A customer's rejection → the owner's row; the owner proposes again between rounds.
    const rowId = `request-line-${target.lines[0]._id}`;
    const prices = target.lines.map((line) => ({
      entryId: line.entryId,
      price: line.price ?? 100_000,
      share: line.share ?? 100,
    }));
    await page.locator(`#${rowId}`).waitFor();
    const actions = [];
    const hops = { command: [], hint: [], pullStart: [], pulled: [], query: [], row: [] };
    await page.evaluate(() => performance.clearResourceTimings());
    for (let i = 0; i < ACTIONS; i += 1) {
      await page.evaluate((id) => {
        window.__seen = window.__rowSays(id, 'Rejected');
      }, rowId);
      const sent = performance.timeOrigin + performance.now();
      const rejected = await customerApi.patch(`/api/order/reject/${target._id}`, {
        data: { reason: `Bench round ${i}` },
      });
      const answered = performance.timeOrigin + performance.now();
      if (!rejected.ok()) throw new Error(`reject: ${rejected.status()} ${await rejected.text()}`);
      const seen = await page.evaluate(() => window.__seen);
      actions.push(seen - sent);
      const trace = await page.evaluate(
        ({ from, to }) => {
          const at = (time) => performance.timeOrigin + time;
          const hint = window.__hints.find((time) => time >= from && time <= to);
          const pull = performance
            .getEntriesByType('resource')
            .find((entry) => entry.name.includes('/api/sync/orders/pull') && at(entry.startTime) >= from);
          const query = performance
            .getEntriesByName('cueline:request-filter')
            .filter((entry) => at(entry.startTime) >= from && at(entry.startTime) <= to)
            .at(-1);
          return {
            hint: hint ?? null,
            pullStart: pull ? at(pull.startTime) : null,
            pulled: pull ? at(pull.responseEnd) : null,
            query: query ? at(query.startTime) : null,
          };
        },
        { from: sent, to: seen },
      );
      hops.command.push(answered - sent);
      hops.row.push(seen - sent);
      for (const hop of ['hint', 'pullStart', 'pulled', 'query'])
        if (trace[hop] !== null) hops[hop].push(trace[hop] - sent);
      await page.evaluate((id) => {
        window.__seen = window.__rowSays(id, 'Pending');
      }, rowId);
      const proposed = await ownerApi.patch(`/api/order/propose/${target._id}`, { data: { lines: prices } });
      if (!proposed.ok()) throw new Error(`propose: ${proposed.status()} ${await proposed.text()}`);
      await page.evaluate(() => window.__seen);
    }

    const keys = sortedMs(keystrokes.map((sample) => sample.ms));
    const changed = sortedMs(keystrokes.filter((sample) => sample.changed).map((sample) => sample.ms));
    const filters = sortedMs(keystrokes.map((sample) => sample.filter));
    const first = sortedMs(firstRows);
    const fetched = sortedMs(trips);
    // A server-answered keystroke: the round trip, then rendering its answer, taken as this keystroke's own
    // rendering (keystroke → list minus the local query), since the list drawn is the same.
    const remote = sortedMs(keystrokes.map((sample, index) => trips[index] + sample.ms - sample.filter));
    const ratio = (a, b, p) => `${(percentile(a, p) / percentile(b, p)).toFixed(1)}×`;
    console.log(
      `| Measure (${seeded.lines} lines in ${local} local orders) | n | p50 | p95 | max | Target | |\n|---|---|---|---|---|---|---|`,
    );
    console.log(
      row(
        'keystroke → list updated (local filter), every keystroke',
        keys,
        'p95 ≤ 16 ms',
        percentile(keys, 95) <= 16,
      ),
    );
    console.log(
      row(
        'keystroke → list updated, keystrokes that changed the list',
        changed,
        'p95 ≤ 16 ms',
        percentile(changed, 95) <= 16,
      ),
    );
    console.log(row('local query per keystroke (filter + chip counts, in the page)', filters, '', undefined));
    console.log(
      row(
        'same search as request-owner fetch from the page (loopback)',
        fetched,
        'local query ≥ 5× faster',
        percentile(fetched, 50) >= 5 * percentile(filters, 50) &&
          percentile(fetched, 95) >= 5 * percentile(filters, 95),
      ),
    );
    console.log(
      row(
        'keystroke → list from a request-owner answer (fetch + render)',
        remote,
        'local ≥ 5× faster',
        percentile(remote, 50) >= 5 * percentile(keys, 50) &&
          percentile(remote, 95) >= 5 * percentile(keys, 95),
      ),
    );
    console.log(
      row(
        'reload → first queue row (from navigation start)',
        first,
        '≤ 500 ms',
        percentile(first, 50) <= 500,
      ),
    );
    console.log(
      row(
        'customer rejects an order → owner’s row updated',
        sortedMs(actions),
        'p95 ≤ 100 ms',
        percentile(sortedMs(actions), 95) <= 100,
      ),
    );
    console.log(
      `\nRatios: query ${ratio(fetched, filters, 50)} at p50, ${ratio(fetched, filters, 95)} at p95; keystroke → list ${ratio(remote, keys, 50)} at p50, ${ratio(remote, keys, 95)} at p95.`,
    );
    console.log(
      '\n| Hop of the customer’s action, from sending (ms) | n | p50 | p95 | max |\n|---|---|---|---|---|',
    );
    const hopNames = {
      command: 'reject answered (customer)',
      hint: 'sync hint at the owner’s page',
      pullStart: 'pull of orders started',
      pulled: 'pull answered',
      query: 'queue’s query re-run (live query emitted)',
      row: 'row reads “Rejected”',
    };
    for (const [hop, name] of Object.entries(hopNames)) {
      const sorted = sortedMs(hops[hop]);
      if (sorted.length > 0)
        console.log(
          `| ${name} | ${sorted.length} | ${fmt(percentile(sorted, 50))} | ${fmt(percentile(sorted, 95))} | ${fmt(sorted.at(-1))} |`,
        );
    }
    await context.close();
    await ownerApi.dispose();
    await customerApi.dispose();
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
