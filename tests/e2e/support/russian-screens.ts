import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { visible } from './flows';
import { englishWords } from './english-words';

/** Where English was read on a Russian screen, and the words. */
export interface EnglishFinding {
  where: string;
  words: string[];
}

/**
 * Every text announced in the context's pages (snackbars, the sign dialog's notes, alerts), kept across
 * navigations, so the live snackbars that come and go between two looks are read too.
 */
export async function recordAnnouncements(context: BrowserContext): Promise<Set<string>> {
  const seen = new Set<string>();
  await context.exposeFunction('cuelineAnnounced', (text: string) => seen.add(text));
  await context.addInitScript(() => {
    const sent = new Set<string>();
    const announce = (window as unknown as { cuelineAnnounced: (text: string) => void }).cuelineAnnounced;
    const look = () =>
      document.querySelectorAll<HTMLElement>('[role="status"], [role="alert"]').forEach((element) => {
        const text = element.innerText?.trim();
        if (text && !sent.has(text)) {
          sent.add(text);
          announce(text);
        }
      });
    new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return seen;
}

/**
 * Switches the signed-in page to Russian as the language chooser does (stored, then the page reloaded),
 * and waits until the account keeps it: documents and mails are written in the language it keeps.
 */
export async function inRussian(page: Page) {
  await page.evaluate(() => localStorage.setItem('cueline.language', 'ru'));
  await page.reload();
  await visible(page.getByRole('button', { name: 'Меню аккаунта' }));
  const kept = async () =>
    ((await (await page.request.get('/api/user/info')).json()) as { language?: string }).language;
  await expect.poll(kept, { timeout: 20_000 }).toBe('ru');
}

/**
 * A reader of the Russian screens: `look` collects the English words of a text, `announced` those of the
 * page's snackbars so far, `bell` those of the bell's list; `assertNone` fails with everything found.
 */
export function russianReader(allowed: readonly string[]) {
  const found: EnglishFinding[] = [];
  const look = (where: string, text: string) => {
    const words = englishWords(text, allowed);
    if (words.length > 0) found.push({ where, words });
  };
  return {
    look,
    async main(where: string, page: Page) {
      look(where, await page.getByRole('main').innerText());
    },
    announced(where: string, texts: Set<string>) {
      look(where, [...texts].join('\n'));
    },
    async bell(where: string, page: Page) {
      await page.getByRole('button', { name: /^Уведомления/ }).click();
      const list = await visible(page.getByRole('list', { name: 'Список уведомлений' }));
      await visible(list.getByRole('listitem').first());
      look(where, await list.innerText());
      await page.keyboard.press('Escape');
    },
    assertNone() {
      expect(found).toEqual([]);
    },
  };
}
