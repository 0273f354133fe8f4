import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect, inject, test as base } from 'vitest';
import { chromiumArgs } from './chromium';
import { readStoredMails, type StoredMail } from './mail-store';
import './provided';

export const env = inject('e2e');
export const baseUrl = env.baseUrl;
export const screenshotDir = path.resolve(import.meta.dirname, '../../../.tmp/e2e');

/** A unique, valid address per call, so tests never see each other's mail. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@e2e.cueline.test`;
}

/** The first http(s) link in a mail's text. */
export function linkInMail(mail: StoredMail): string {
  const link = /https?:\/\/[^\s>"')]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no link in the mail "${mail.subject}":\n${mail.text}`);
  return link;
}

/** Waits for a mail to `to` (matching `match` when given) to reach the loopback SMTP catcher. */
export async function expectMail(
  to: string,
  match: (mail: StoredMail) => boolean = () => true,
  timeoutMs = 15_000,
): Promise<StoredMail> {
  const address = to.toLowerCase();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = readStoredMails(env.mailDir).find((mail) => mail.to.includes(address) && match(mail));
    if (found) return found;
    if (Date.now() > deadline) {
      const seen = readStoredMails(env.mailDir).map((mail) => `  ${mail.to.join(', ')}: ${mail.subject}`);
      throw new Error(
        `no matching mail to ${to} within ${timeoutMs} ms; caught so far:\n${seen.join('\n') || '  (none)'}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function artifactName(fullName: string): string {
  return fullName
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 120);
}

/**
 * A fresh context (cookies, storage) on the app, as the `context` fixture makes it: English unless `locale`
 * says otherwise, no service worker unless allowed, actions that wait as long as expect.poll does. `baseURL`
 * is for a test that starts a server of its own.
 */
export async function openContext(
  browser: Browser,
  {
    baseURL = baseUrl,
    locale = 'en-US',
    serviceWorkers = 'block',
  }: { baseURL?: string; locale?: string; serviceWorkers?: 'allow' | 'block' } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, locale, serviceWorkers });
  // An action (a click, a fill) waits for its element up to 15 s: a busy machine is slow.
  context.setDefaultTimeout(15_000);
  return context;
}

/**
 * Waits until a service worker controls the page, its build's files cached. The worker claims the pages open
 * when it activates; a page whose load began while the worker was still installing can miss the claim, and,
 * as with any service worker, is controlled from its next load: the page is loaded again then.
 */
export async function serviceWorkerInControl(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const controlled = () => navigator.serviceWorker.controller !== null;
  await page.waitForFunction(controlled, null, { timeout: 5000 }).catch(() => page.reload());
  await expect.poll(() => page.evaluate(controlled)).toBe(true);
}

interface Fixtures {
  page: Page;
  context: BrowserContext;
  /**
   * Whether the page registers the app's service worker: blocked unless a journey is about it (the offline
   * start, `test.override({ serviceWorkers: 'allow' })`). A worker in control answers the build's files from
   * its cache, where `page.route` does not see them, and its precache competes with the journey's own loading.
   */
  serviceWorkers: 'allow' | 'block';
}

interface FileFixtures {
  browser: Browser;
}

/**
 * `test` with Playwright fixtures: one Chromium per test file, a fresh context (cookies, storage) and page
 * per test, without the service worker unless the file allows it; when a test fails, a full-page screenshot
 * and the page's console, errors and navigations land in .tmp/e2e/<test name>.png and .log.
 */
export const test = base.extend<Fixtures & FileFixtures>({
  browser: [
    // eslint-disable-next-line no-empty-pattern -- vitest fixtures must destructure their first argument
    async ({}, use) => {
      const browser = await chromium.launch({ executablePath: env.chromiumPath, args: chromiumArgs });
      await use(browser);
      await browser.close();
    },
    { scope: 'file' },
  ],
  serviceWorkers: 'block',
  context: async ({ browser, serviceWorkers }, use) => {
    const context = await openContext(browser, { serviceWorkers });
    await use(context);
    await context.close();
  },
  page: async ({ context, task }, use) => {
    const page = await context.newPage();
    const journal: string[] = [];
    const stamp = () => new Date().toISOString().slice(11, 23);
    page.on('console', (message) => journal.push(`${stamp()} console.${message.type()}: ${message.text()}`));
    page.on('pageerror', (error) => journal.push(`${stamp()} page error: ${error.stack ?? error.message}`));
    page.on(
      'framenavigated',
      (frame) => frame === page.mainFrame() && journal.push(`${stamp()} navigated: ${frame.url()}`),
    );
    await use(page);
    if (task.result?.state === 'fail') {
      fs.mkdirSync(screenshotDir, { recursive: true });
      const base = path.join(screenshotDir, artifactName(task.fullName));
      await page.screenshot({ path: `${base}.png`, fullPage: true }).catch(() => undefined);
      fs.writeFileSync(`${base}.log`, `${journal.join('\n')}\n`);
    }
  },
});

export { expect, describe } from 'vitest';
