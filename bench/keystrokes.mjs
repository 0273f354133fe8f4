// What the in-browser filter benches share: counting a collection's documents in the page's RxDB, waiting
// until replication has settled, timing each keystroke from the input event to the list's DOM changed,
// and printing the result as a markdown table.
import { percentile } from './bench-server.mjs';

/**
 * How many documents the page's RxDB holds in `collection` (the Dexie docs store of `<db>--<collection>`;
 * the collection's local documents live in a store of their own and are not counted).
 */
export function localDocumentCount(page, collection) {
  return page.evaluate(async (suffix) => {
    const names = (await indexedDB.databases()).map((entry) => entry.name ?? '');
    const name = names.find(
      (candidate) => candidate.endsWith(suffix) && !candidate.includes('local-documents'),
    );
    if (!name) return 0;
    return new Promise((resolve, reject) => {
      const open = indexedDB.open(name);
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        if (![...db.objectStoreNames].includes('docs')) {
          db.close();
          return resolve(0);
        }
        const request = db.transaction('docs', 'readonly').objectStore('docs').count();
        request.onsuccess = () => {
          resolve(request.result);
          db.close();
        };
        request.onerror = () => reject(request.error);
      };
    });
  }, `--${collection}`);
}

/**
 * Waits until the page holds at least `expected` documents of `collection` and the count has stayed the
 * same for a second, so no replication write lands while typing. Answers the count.
 */
export async function waitForLocalDocuments(page, collection, expected, { timeoutMs = 300_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let count = 0;
  for (let steady = 0; count < expected || steady < 5;) {
    if (Date.now() > deadline)
      throw new Error(`the ${collection} did not replicate in ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const now = await localDocumentCount(page, collection);
    steady = now === count ? steady + 1 : 0;
    count = now;
  }
  return count;
}

/**
 * An init script (`context.addInitScript(watchKeystrokes, { within, measure })`): from the input event on a
 * search box to the first mutation inside the element `within` selects, in the same task (React renders a
 * typed character synchronously). A keystroke that leaves the list as it was is timed to the end of its
 * task and marked `changed: false`. Samples `{at, ms, changed, value, filter}` collect in
 * `window.__keystrokes`: `value` is the box's text after the keystroke, `filter` the summed duration of the
 * user-timing measures named `measure` (the screen's own in-memory query) that started in that task.
 */
export function watchKeystrokes({ within, measure }) {
  const samples = [];
  let started = null;
  let changedAt = null;
  Object.assign(window, { __keystrokes: samples });
  document.addEventListener(
    'input',
    (event) => {
      if (!(event.target instanceof HTMLInputElement) || event.target.type !== 'search') return;
      const at = performance.now();
      started = at;
      changedAt = null;
      const value = event.target.value;
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        const filter = measure
          ? performance
              .getEntriesByName(measure)
              .filter((entry) => entry.startTime >= at)
              .reduce((sum, entry) => sum + entry.duration, 0)
          : 0;
        samples.push({
          at,
          ms: (changedAt ?? performance.now()) - at,
          changed: changedAt !== null,
          value,
          filter,
        });
        started = null;
      };
      channel.port2.postMessage(null);
    },
    true,
  );
  new MutationObserver((records) => {
    if (started === null || changedAt !== null) return;
    const container = document.querySelector(within);
    if (
      container &&
      records.some((record) => container.contains(record.target) && record.target.nodeName !== 'INPUT')
    )
      changedAt = performance.now();
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
}

/** Types each query one character at a time, `delayMs` apart, pausing `settleMs` after it and after clearing. */
export async function typeQueries(box, queries, { delayMs = 120, settleMs = 300 } = {}) {
  for (const query of queries) {
    await box.click();
    await box.pressSequentially(query, { delay: delayMs });
    await box.page().waitForTimeout(settleMs);
    await box.fill('');
    await box.page().waitForTimeout(settleMs);
  }
}

/** The page's keystroke samples as the two rows every filter bench prints: all keystrokes, and those that changed the list. */
export async function printKeystrokeTable(page, subject, targetP95Ms) {
  const samples = await page.evaluate(() => window.__keystrokes.slice());
  const fmt = (value) => `${value.toFixed(1)} ms`;
  const line = (label, list) => {
    const sorted = list.map((sample) => sample.ms).sort((a, b) => a - b);
    const p95 = percentile(sorted, 95);
    const verdict = p95 <= targetP95Ms ? 'met' : 'missed';
    return `| ${label} | ${sorted.length} | ${fmt(percentile(sorted, 50))} | ${fmt(p95)} | ${fmt(sorted.at(-1))} | p95 ≤ ${targetP95Ms} ms | ${verdict} |`;
  };
  console.log(`| Measure (${subject}) | n | p50 | p95 | max | Target | |\n|---|---|---|---|---|---|---|`);
  console.log(line('keystroke → list updated, every keystroke', samples));
  console.log(
    line(
      'keystroke → list updated, keystrokes that changed the list',
      samples.filter((sample) => sample.changed),
    ),
  );
  return samples;
}
