// In the page of bench/request-queue.mjs: init script and reload split (beside bench/keystrokes.mjs).

// The app's user-timing measures: the queue's in-memory query (src/ui/orders/requests/request-queue.tsx), the
// orders turned into lines (requests-page.tsx), the user's database opened (src/sync/local-data.ts).
export const FILTER_MEASURE = 'cueline:request-filter';
export const ADAPT_MEASURE = 'cueline:request-adapt';
export const OPEN_MEASURE = 'cueline:database-open';
// The newest orders turned into lines: the queue's first screen, before every order is read.
export const FIRST_SCREEN_MEASURE = 'cueline:request-adapt-first';

/**
 * In the page, beside the keystroke timing of bench/keystrokes.mjs: the time of the first queue row after
 * navigation start, the sync hints' socket frames, and a watcher that answers Date.now() when a row's
 * text first contains a word.
 */
export function instrument() {
  performance.setResourceTimingBufferSize(100_000);
  window.__firstRow = null;
  new MutationObserver(() => {
    if (window.__firstRow === null && document.querySelector('[role="row"][id^="request-line-"]'))
      window.__firstRow = performance.now();
  }).observe(document, { subtree: true, childList: true });
  // When the queue's grid last changed its row count: the whole list in place after the first screen.
  window.__rowCountAt = null;
  new MutationObserver((records) => {
    if (records.some((record) => record.target.getAttribute('role') === 'grid'))
      window.__rowCountAt = performance.now();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['aria-rowcount'] });
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

/**
 * In the page after a reload: where the time to the first row went, in ms from navigation start. The
 * last script that finished loading before the first row, the session's answer (`/api/user/info`), the
 * database's opening, the newest orders read (the first screen's adapter), the orders' first emission
 * (the adapter's start) and the adapter, the first query of every line, the first row.
 */
export function reloadSplit({ open, adapt, filter, firstScreen }) {
  const firstRow = window.__firstRow;
  const resources = performance.getEntriesByType('resource').filter((entry) => entry.responseEnd <= firstRow);
  const scripts = resources.filter(
    (entry) => entry.initiatorType === 'script' || /\.m?js(\?|$)/.test(entry.name),
  );
  const session = resources.find((entry) => entry.name.includes('/api/user/info'));
  const first = (name) => performance.getEntriesByName(name)[0] ?? null;
  const opened = first(open);
  const newest = first(firstScreen);
  const adapted = first(adapt);
  const query = adapted
    ? performance.getEntriesByName(filter).find((entry) => entry.startTime >= adapted.startTime)
    : null;
  return {
    scripts: Math.max(0, ...scripts.map((entry) => entry.responseEnd)),
    session: session ? session.responseEnd : null,
    openStart: opened ? opened.startTime : null,
    opened: opened ? opened.startTime + opened.duration : null,
    newest: newest ? newest.startTime : null,
    orders: adapted ? adapted.startTime : null,
    adapter: adapted ? adapted.duration : null,
    query: query ? query.startTime + query.duration : null,
    firstRow,
    fullList: window.__rowCountAt ?? firstRow,
  };
}
