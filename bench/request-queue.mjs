// The owner's request queue in Chromium (issue 12): BENCH_ORDERS × 10 order lines (10,000 by default) for the
// demo owner, cloned in SQL from a demo order on a fresh PostgreSQL bench database (valid replicated
// documents: the queue and `request-owner` read the orders' `lines`; the clones have no `order_lines`
// rows, so commands are only sent to the demo's own orders). Waits until the page's RxDB holds them, then
// measures: per-keystroke filter (input event → list DOM updated), first render of the queue from the
// local database after a reload, the same searches as `GET /api/project/request-owner?text=` round trips
// on loopback, and a customer's rejection of one order → the owner's row showing it (then the owner
// proposes again, and the next round starts). Prints a markdown table; progress goes to stderr.
// Usage: node bench/request-queue.mjs   (BENCH_ORDERS=1000; BENCH_ROUNDS=2; BENCH_ACTIONS=20; BENCH_RELOADS=5;
// BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/postgres)
import { performance } from 'node:perf_hooks';
import { percentile } from './bench-server.mjs';
import { typeQueries, waitForLocalDocuments, watchKeystrokes } from './keystrokes.mjs';
import { seedLines } from './request-queue-data.mjs';
import {
  ADAPT_MEASURE,
  FILTER_MEASURE,
  FIRST_SCREEN_MEASURE,
  instrument,
  OPEN_MEASURE,
  reloadSplit,
} from './request-queue-page.mjs';
import { startBenchServer } from './notifications-server.mjs';
import { apiSession, launchChromium, logIn } from './notifications-page.mjs';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 1000);
const LINES_PER_ORDER = 10;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const ACTIONS = Number(process.env.BENCH_ACTIONS ?? 20);
const RELOADS = Number(process.env.BENCH_RELOADS ?? 5);
const owner = { email: 'owner@cueline.demo', password: 'cueline-demo', firstName: 'Oleg' };
const customer = { email: 'customer@cueline.demo', password: 'cueline-demo' };
const searches = ['midnight', 'harbour 12', 'lighthouse', 'ёлка', 'bench request 5', 'creme'];
const log = (message) => process.stderr.write(`${message}\n`);
const fmt = (value) => `${value.toFixed(1)} ms`;

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
    const seeded = await seedLines(server.databaseUrl, {
      owner: owner.email,
      orders: ORDERS,
      linesPerOrder: LINES_PER_ORDER,
    });
    log(`the owner has ${seeded.orders} orders, ${seeded.lines} lines`);

    const context = await browser.newContext({
      baseURL: server.baseUrl,
      locale: 'en-US',
      viewport: { width: 1280, height: 900 },
    });
    context.setDefaultTimeout(60_000);
    await context.addInitScript(watchKeystrokes, { within: 'main', measure: FILTER_MEASURE });
    await context.addInitScript(instrument);
    const page = await context.newPage();
    await logIn(page, owner.email, owner.password, owner.firstName);
    await page.goto('/requests');
    const local = await waitForLocalDocuments(page, 'orders', seeded.orders, { timeoutMs: 600_000 });
    log(`${local} orders in the page's RxDB`);

    // First render of the queue from the local database after a reload.
    const firstRows = [];
    const splits = [];
    for (let i = 0; i < RELOADS; i += 1) {
      await page.reload();
      await page.locator('[role="row"][id^="request-line-"]').first().waitFor();
      firstRows.push(await page.evaluate(() => window.__firstRow));
      // The first row may be the first screen's (the newest orders): the split waits for every order.
      await page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, ADAPT_MEASURE);
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      splits.push(
        await page.evaluate(reloadSplit, {
          open: OPEN_MEASURE,
          adapt: ADAPT_MEASURE,
          filter: FILTER_MEASURE,
          firstScreen: FIRST_SCREEN_MEASURE,
        }),
      );
    }

    // Per-keystroke filter over the local lines.
    const box = page.getByRole('searchbox', { name: 'Search requests' });
    await typeQueries(box, Array.from({ length: ROUNDS }, () => searches).flat());
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
      '\n| Reload → first row, from navigation start (ms) | n | p50 | p95 | max |\n|---|---|---|---|---|',
    );
    const splitNames = {
      scripts: 'last script loaded (app and screen chunks)',
      session: 'session answered (`/api/user/info`)',
      openStart: 'database opening started',
      opened: 'database opened (every collection)',
      newest: 'newest orders read (first screen)',
      orders: 'every order emitted by the live query',
      adapter: 'adapter (orders → lines), duration',
      query: 'sort and first query of every line done',
      firstRow: 'first row in the DOM',
      fullList: 'every line in the list (the grid’s row count, last change)',
    };
    for (const [key, name] of Object.entries(splitNames)) {
      const sorted = sortedMs(splits.map((split) => split[key]).filter((value) => value !== null));
      if (sorted.length > 0)
        console.log(
          `| ${name} | ${sorted.length} | ${fmt(percentile(sorted, 50))} | ${fmt(percentile(sorted, 95))} | ${fmt(sorted.at(-1))} |`,
        );
    }
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
