import { sineMp3 } from '../server/catalog-fixtures';
import { describe, expect, test } from './support/e2e';
import { chooseFromAccountMenu, demo, demoPassword, expectHeading, logIn, visible } from './support/flows';
import { apiSession, confirmedCustomer } from './support/notifications';

describe('owner statistics (issue 14)', () => {
  test(
    'an owner opens statistics and sees the plays made in the test, as charts and as tables',
    { timeout: 240_000 },
    async ({ page }) => {
      const owner = await apiSession(demo.owner.email, demoPassword, 'owner');
      const listeners = [];
      try {
        const title = `Stats tune ${Date.now().toString(36)}`;
        const form = new FormData();
        form.append('title', title);
        form.append('mainArtist', 'Statistics Ensemble');
        form.append(
          'audio',
          new Blob([new Uint8Array(await sineMp3(1, 440))], { type: 'audio/mpeg' }),
          'a.mp3',
        );
        const created = await owner.api.post('/api/track/create', { multipart: form });
        expect(created.status(), await created.text()).toBe(201);
        const trackId = ((await created.json()) as { _id: string })._id;

        // Three plays by two customers; one listened past 30 s, one favourite.
        for (const label of ['stats-a', 'stats-b']) {
          const user = await confirmedCustomer(label);
          listeners.push(await apiSession(user.email, user.password, 'customer'));
        }
        const [first, second] = listeners;
        const played = await first!.api.post(`/api/track/listen/${trackId}`);
        expect(played.status(), await played.text()).toBe(200);
        const listenId = ((await played.json()) as { _id: string })._id;
        expect((await first!.api.post(`/api/track/listen/complete/${listenId}`)).status()).toBe(200);
        expect((await second!.api.post(`/api/track/listen/${trackId}`)).status()).toBe(200);
        expect((await first!.api.patch(`/api/user/favorite-tracks/${trackId}`)).status()).toBe(200);

        await logIn(page, demo.owner.email, demoPassword, demo.owner.firstName);
        await chooseFromAccountMenu(page, 'Switch to owner');
        await page.goto('/statistics');
        await expectHeading(page, 'Statistics');
        await page.getByRole('tab', { name: '7 days' }).click();
        // The demo's plays count too; narrowed to the new track the figures are exactly the test's.
        await (await visible(page.getByRole('combobox', { name: 'Show figures for' }), 20_000)).click();
        await page.getByRole('option', { name: `Track: ${title}` }).click();
        const kpi = (key: string) => page.locator(`[data-kpi="${key}"]`);
        await expect.poll(() => kpi('plays').textContent(), { timeout: 20_000 }).toBe('2');
        expect(await kpi('listeners').textContent()).toBe('2');
        expect(await kpi('completion').textContent()).toBe('50%');
        expect(await kpi('favourites').textContent()).toBe('1');

        const series = page.getByRole('region', { name: 'Plays and listeners' });
        await visible(series.locator('svg').first());
        const top = page.getByRole('region', { name: 'Top tracks' });
        await visible(top.locator('svg').first());
        await top.getByRole('button', { name: 'Show as table' }).click();
        const row = top.getByRole('row').filter({ hasText: title });
        await visible(row);
        expect(await row.getByRole('cell').allTextContents()).toEqual([
          title,
          'Statistics Ensemble',
          '2',
          '2',
        ]);
        await visible(page.getByRole('region', { name: 'Plays by genre' }).locator('svg').first());
      } finally {
        await owner.close();
        for (const listener of listeners) await listener.close();
      }
    },
  );
});
