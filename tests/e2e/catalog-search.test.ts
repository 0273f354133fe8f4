import type { Page, Request } from 'playwright-core';
import { beforeAll } from 'vitest';
import { sineMp3 } from '../server/catalog-fixtures';
import { describe, expect, test } from './support/e2e';
import { demo, demoPassword, logIn, screenWait, visible } from './support/flows';
import { apiSession } from './support/notifications';

/** Tracks the tests rely on; uploaded by the demo owner when the demo catalogue does not have them. */
const fixtures: { title: string; artist: string; genres: string[] }[] = [
  { title: 'Midnight Harbour', artist: 'Harbour Lights', genres: ['synthwave', 'electronic'] },
  { title: 'Neon Tide', artist: 'Harbour Lights', genres: ['synthwave', 'pop'] },
  { title: 'Afterglow Drive', artist: 'Pixelmoth', genres: ['synthwave'] },
  { title: 'Белые ночи', artist: 'Vera Sokolova', genres: ['folk'] },
  { title: 'Quiet Lantern', artist: 'Mira Stone', genres: ['ambient'] },
];

async function ensureCatalogue() {
  const owner = await apiSession(demo.owner.email, demoPassword, 'owner');
  try {
    const found = await owner.api.get('/api/track/info', {
      params: { search: 'Midnight Harbour', limit: 5 },
    });
    const page = (await found.json()) as { data: { title: string }[] };
    if (page.data.some((track) => track.title === 'Midnight Harbour')) return;
    for (const [i, fixture] of fixtures.entries()) {
      const form = new FormData();
      form.append('title', fixture.title);
      form.append('mainArtist', fixture.artist);
      for (const genre of fixture.genres) form.append('genres[]', genre);
      form.append(
        'audio',
        new Blob([new Uint8Array(await sineMp3(1 + i, 220 + 60 * i))], { type: 'audio/mpeg' }),
        'track.mp3',
      );
      const response = await owner.api.post('/api/track/create', { multipart: form });
      if (response.status() !== 201)
        throw new Error(`upload of ${fixture.title} failed: ${response.status()} ${await response.text()}`);
    }
  } finally {
    await owner.close();
  }
}

const list = (page: Page) => page.getByRole('list', { name: 'Tracks' });
const rows = (page: Page) => list(page).getByRole('listitem');
const titlesOnScreen = (page: Page) =>
  rows(page).evaluateAll((items) =>
    items.map((item) => (item.getAttribute('aria-label') ?? '').split(' — ')[0] ?? ''),
  );
const durationsOnScreen = (page: Page) =>
  rows(page).evaluateAll((items) =>
    items.map((item) => {
      const [m, s] = (item.lastElementChild?.textContent ?? '0:00').split(':').map(Number);
      return (m ?? 0) * 60 + (s ?? 0);
    }),
  );

/** The server's answer is on screen (the local filter answers first, "Refining…" while the server works). */
async function settled(page: Page) {
  await expect
    .poll(() => page.getByRole('status').filter({ hasText: 'Refining…' }).count(), { timeout: screenWait })
    .toBe(0);
}

async function openCatalog(page: Page) {
  await logIn(page, demo.customer.email, demoPassword, demo.customer.firstName);
  await page.goto('/catalog/customer');
  await visible(page.getByRole('searchbox', { name: 'Search the catalog' }));
  await visible(rows(page).first());
}

describe('catalogue search', () => {
  beforeAll(ensureCatalogue, 120_000);

  test('a misspelt search finds "Midnight Harbour"', async ({ page }) => {
    await openCatalog(page);
    const box = page.getByRole('searchbox', { name: 'Search the catalog' });
    expect(await box.getAttribute('placeholder')).toBe('What do you want to play?');
    await box.pressSequentially('midnigt harbor', { delay: 30 });
    await settled(page);
    await visible(
      rows(page)
        .filter({ has: page.getByText('Midnight Harbour', { exact: true }) })
        .first(),
    );
    expect((await titlesOnScreen(page))[0]).toMatch(/^Midnight Harbour/);
    await page.waitForURL((url) => url.searchParams.get('search') === 'midnigt harbor');
    // Tab lands on the list, arrow keys move, Enter opens the row's details.
    const [first, second] = await titlesOnScreen(page);
    await rows(page).first().focus();
    await page.keyboard.press('Enter');
    await visible(page.getByRole('dialog').getByText(first!, { exact: true }).first());
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await rows(page).first().focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await visible(page.getByRole('dialog').getByText(second!, { exact: true }).first());
  });

  test('a search that finds nothing hides the list, and clearing it shows the same list again', async ({
    page,
  }) => {
    await openCatalog(page);
    const box = page.getByRole('searchbox', { name: 'Search the catalog' });
    // The list element is marked: a list mounted anew on the clearing keystroke would not carry the mark.
    await list(page).evaluate((element) => element.setAttribute('data-kept', ''));
    await box.fill('zzqxv nothing matches');
    await visible(page.getByText('Nothing found', { exact: true }));
    await settled(page);
    await expect.poll(() => list(page).count()).toBe(0);
    await box.fill('');
    await visible(rows(page).first());
    expect(await list(page).getAttribute('data-kept')).toBe('');
    await expect.poll(() => page.getByText('Nothing found', { exact: true }).count()).toBe(0);
  });

  test('a filter chip and the sort change the list', async ({ page }) => {
    await openCatalog(page);
    const before = await titlesOnScreen(page);
    await page.getByRole('button', { name: 'Filters' }).click();
    // The chips' counts are read once the catalogue's answer has refined them.
    await settled(page);
    const chip = page
      .getByRole('group', { name: 'Genres' })
      .getByRole('button', { name: /^Synthwave, \d+$/ });
    const count = Number((await chip.textContent())?.match(/(\d+)$/)?.[1]);
    await chip.click();
    await settled(page);
    await expect.poll(() => page.getByText(`${count} tracks`, { exact: true }).count()).toBe(1);
    const synthwave = await titlesOnScreen(page);
    expect(synthwave).toHaveLength(count);
    expect(synthwave).toContain('Midnight Harbour');
    expect(synthwave).not.toContain('Белые ночи');
    expect(synthwave).not.toEqual(before);
    expect(new URL(page.url()).searchParams.getAll('genres')).toEqual(['synthwave']);

    await page.getByRole('button', { name: /^Sort:/ }).click();
    await page.getByRole('menuitemradio', { name: 'Alphabetical' }).click();
    await settled(page);
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('titleAsc');
    const alphabetical = await titlesOnScreen(page);
    expect([...alphabetical].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()))).toEqual(
      alphabetical,
    );
    expect(alphabetical.sort()).toEqual([...synthwave].sort());

    await page.getByRole('button', { name: /^Sort:/ }).click();
    await page.getByRole('menuitemradio', { name: 'Duration, longest first' }).click();
    await settled(page);
    await expect
      .poll(async () => {
        const durations = await durationsOnScreen(page);
        return durations.every((value, i) => i === 0 || value <= durations[i - 1]!);
      })
      .toBe(true);
    // Back returns to the alphabetical order kept in the address.
    await page.goBack();
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('titleAsc');
  });

  test('offline, returning to the same search shows the saved results', async ({ context, page }) => {
    await openCatalog(page);
    // The searches the page sends for "harbour", and those over (answered, or aborted by a newer one): once
    // all are over, the last answer is saved.
    const searches = { sent: 0, answered: 0 };
    const isSearch = (url: string) => {
      const { pathname, searchParams } = new URL(url);
      return pathname === '/api/track/info' && searchParams.get('search') === 'harbour';
    };
    page.on('request', (request) => {
      if (isSearch(request.url())) searches.sent += 1;
    });
    const over = (request: Request) => {
      if (isSearch(request.url())) searches.answered += 1;
    };
    page.on('requestfinished', over);
    page.on('requestfailed', over);
    await page.getByRole('searchbox', { name: 'Search the catalog' }).fill('harbour');
    await page.keyboard.press('Enter');
    await expect.poll(() => searches.sent > 0 && searches.answered === searches.sent).toBe(true);
    await settled(page);
    await visible(
      rows(page)
        .filter({ has: page.getByText('Midnight Harbour', { exact: true }) })
        .first(),
    );
    const online = await titlesOnScreen(page);

    await context.setOffline(true);
    await page.getByRole('link', { name: 'Cueline home' }).first().click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/catalog/customer');
    await visible(page.getByText('You are offline — showing saved results'));
    await expect.poll(() => titlesOnScreen(page)).toEqual(online);
    await context.setOffline(false);
  });
});
