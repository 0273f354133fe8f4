// Browser side of the notification bench: Chromium, login, the badge watcher and IndexedDB counts.
import fs from 'node:fs';
import { chromium, request } from 'playwright-core';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'];
  try {
    candidates.push(chromium.executablePath());
  } catch {
    // no Playwright download
  }
  const executablePath = candidates.find((candidate) => candidate && fs.existsSync(candidate));
  if (!executablePath) throw new Error('no Chromium: set CHROMIUM_PATH or install chromium');
  return chromium.launch({ executablePath, args: chromiumArgs });
}

/** Every change of the bell's badge text lands in window.__badge as {t: Date.now(), text}. */
function watchBadge() {
  const changes = [];
  let last = null;
  Object.assign(window, { __badge: changes });
  const check = () => {
    const text = document.querySelector('[data-testid="notifications-unread"]')?.textContent?.trim() ?? '';
    if (text !== last) {
      last = text;
      changes.push({ t: Date.now(), text });
    }
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true });
}

export async function newBenchContext(browser, baseUrl) {
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'en-US' });
  context.setDefaultTimeout(30_000);
  await context.addInitScript(watchBadge);
  return context;
}

/** Resolves once the page's realtime socket has joined its room (the joinRoom acknowledgement). */
export function roomJoined(page, timeoutMs = 30_000) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no joinRoom acknowledgement within ${timeoutMs} ms`)),
      timeoutMs,
    );
    page.on('websocket', (socket) => {
      let asked = false;
      socket.on('framesent', ({ payload }) => (asked ||= String(payload).includes('"joinRoom"')));
      socket.on('framereceived', ({ payload }) => {
        if (asked && /^43\d*\[/.test(String(payload)) && String(payload).includes('"ok":true')) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
  });
}

/** Logs in through the form; returns Date.now() taken right before the click on "Log in". */
export async function logIn(page, email, password, firstName) {
  await page.goto('/auth/login');
  await page.getByLabel(/^Email\s*\*?$/).fill(email);
  await page.getByLabel(/^Password\s*\*?$/).fill(password);
  const started = Date.now();
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('heading', { name: `Welcome, ${firstName}`, level: 1 }).waitFor();
  return started;
}

export const badgeChanges = (page) => page.evaluate(() => window.__badge.slice());

/** Waits until the badge text last changed to `text` after `since` (Date.now()); returns that change's time. */
export async function badgeReached(page, text, since, timeoutMs = 10_000) {
  const handle = await page.waitForFunction(
    ([wanted, after]) => window.__badge.find((change) => change.t >= after && change.text === wanted)?.t,
    [text, since],
    { timeout: timeoutMs, polling: 20 },
  );
  return handle.jsonValue();
}

/** How many documents the client's notifications collection holds in IndexedDB (Dexie storage). */
export function localNotificationCount(page) {
  return page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((entry) => entry.name ?? '');
    const name = names.find((candidate) => candidate.includes('notifications'));
    if (!name) return 0;
    return new Promise((resolve, reject) => {
      const open = indexedDB.open(name);
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        const stores = [...db.objectStoreNames];
        const store = stores.find((entry) => entry === 'docs') ?? stores[0];
        if (!store) return resolve(0);
        const count = db.transaction(store, 'readonly').objectStore(store).count();
        count.onsuccess = () => {
          resolve(count.result);
          db.close();
        };
        count.onerror = () => reject(count.error);
      };
    });
  });
}

/** A signed-in API client acting as `role` (same-origin Origin, as mutating calls need). */
export async function apiSession(baseUrl, email, password, role) {
  const api = await request.newContext({
    baseURL: baseUrl,
    extraHTTPHeaders: { 'x-user-profile': role, origin: baseUrl },
  });
  const response = await api.post('/api/auth/login', { data: { email, password } });
  if (!response.ok()) throw new Error(`login of ${email} failed: ${response.status()}`);
  return { api, userId: (await response.json())._id };
}
