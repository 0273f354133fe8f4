import type { Route } from 'playwright-core';
import { describe, expect, serviceWorkerInControl, test } from './support/e2e';
import { expectHeading, expectSnackbar, signedInNewUser, visible } from './support/flows';
import {
  closeDetails,
  demoAlbumWith,
  expectPlayerShows,
  firstTrackDetails,
  getJson,
  heart,
  itemNames,
  openAlbumPage,
  openTrackDetails,
  pressed,
  rowName,
  waitUntilPlaying,
} from './library-support';

describe('favourites and history (docs/product.md §3 Favourite tracks, §4 Player, §8 Reactions)', () => {
  test('a favourite made in one tab shows in another without reload; Liked songs lists it', async ({
    page,
    context,
  }) => {
    await signedInNewUser(page, 'liked');
    const album = await demoAlbumWith(page, 2);
    const track = album.tracks[1]!;

    const other = await context.newPage();
    await openAlbumPage(other, album);
    const otherPanel = await openTrackDetails(other, track);
    const otherHeart = await visible(heart(otherPanel, track.title));
    expect(await pressed(otherHeart)).toBe('false');

    await openAlbumPage(page, album);
    const panel = await openTrackDetails(page, track);
    await heart(panel, track.title).click();
    await expect.poll(() => pressed(heart(panel, track.title))).toEqual('true');
    await expect.poll(() => pressed(otherHeart)).toEqual('true');
    // The open panel is modal: the snackbar is announced once the panel has closed.
    await closeDetails(page);
    await expectSnackbar(page, 'Track added to favorite successfully');

    await closeDetails(other);
    await other
      .getByRole('navigation', { name: 'Your library' })
      .getByRole('link', { name: 'Liked songs' })
      .click();
    await expectHeading(other, 'Liked songs');
    const liked = other.getByRole('list', { name: 'Liked songs' });
    await expect.poll(() => itemNames(liked)).toEqual([rowName(track)]);

    // Unliking from the list: the row leaves Liked songs in both tabs.
    await heart(liked, track.title).click();
    await expectSnackbar(other, 'Track removed to favorite successfully');
    await visible(other.getByText('Songs you like appear here.', { exact: false }));
    // The snackbar's Undo likes it again; unliking once more leaves it out.
    await other
      .getByRole('status')
      .filter({ hasText: 'Track removed to favorite successfully' })
      .first()
      .getByRole('button', { name: 'Undo' })
      .click();
    await expect
      .poll(() => itemNames(other.getByRole('list', { name: 'Liked songs' })))
      .toEqual([rowName(track)]);
    await heart(other.getByRole('list', { name: 'Liked songs' }), track.title).click();
    await visible(other.getByText('Songs you like appear here.', { exact: false }));
    const reopened = await openTrackDetails(page, track);
    await expect.poll(() => pressed(heart(reopened, track.title))).toEqual('false');
    await other.close();
  });

  describe('offline', () => {
    // As for a returning user, the service worker serves the code the page asks for while offline.
    test.override({ serviceWorkers: 'allow' });

    test('a favourite made offline is on the server after reconnecting', async ({ page, context }) => {
      await signedInNewUser(page, 'offline-like');
      // What the like shows next (the snackbar) is code the page has not loaded yet: the worker serves it.
      await serviceWorkerInControl(page);
      const { track, panel } = await firstTrackDetails(page);

      await context.setOffline(true);
      await heart(panel, track.title).click();
      await expect.poll(() => pressed(heart(panel, track.title))).toEqual('true');
      await closeDetails(page);
      await expectSnackbar(page, 'Track added to favorite successfully');
      // The server has not heard of it while the page is offline.
      expect(await getJson<string[]>(page, '/api/user/favorite-tracks-ids')).toEqual([]);

      await context.setOffline(false);
      await expect
        .poll(() => getJson<string[]>(page, '/api/user/favorite-tracks-ids'), { timeout: 30_000 })
        .toEqual([track.id]);
    });
  });

  test('a first visit that loses the network before the snackbars have loaded keeps its page; the snackbar shows once the network returns', async ({
    page,
    context,
  }) => {
    // No service worker serves this page yet: the snackbars' code is held until the network has gone, then
    // refused as an offline browser would refuse it.
    const held: Route[] = [];
    const toaster = /\/assets\/snackbar-toaster-[^/]*\.js$/;
    await page.route(toaster, (route) => void held.push(route));
    await signedInNewUser(page, 'first-visit-offline');
    const { album, track, panel } = await firstTrackDetails(page);

    await context.setOffline(true);
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await page.unroute(toaster);
    // A request of a page since left is gone already.
    await Promise.all(held.map((route) => route.abort('internetdisconnected').catch(() => undefined)));
    await heart(panel, track.title).click();
    await expect.poll(() => pressed(heart(panel, track.title))).toEqual('true');
    await closeDetails(page);
    await page.waitForTimeout(1000);
    await expectHeading(page, album.title);
    expect(await page.getByText('Track added to favorite successfully').count()).toBe(0);

    await context.setOffline(false);
    await expectSnackbar(page, 'Track added to favorite successfully');
    await expect
      .poll(() => getJson<string[]>(page, '/api/user/favorite-tracks-ids'), { timeout: 30_000 })
      .toEqual([track.id]);
  });

  test('Recently played and the home row show a track after it was played', async ({ page }) => {
    await signedInNewUser(page, 'history');
    const album = await demoAlbumWith(page, 1);
    const track = album.tracks[0]!;
    await visible(page.getByRole('heading', { name: 'Recently played', level: 2 }));
    await visible(page.getByText('Tracks you play appear here.'));

    await openAlbumPage(page, album);
    await page.getByRole('button', { name: 'Play all' }).click();
    await expectPlayerShows(page, track.title);
    await waitUntilPlaying(page);

    await page
      .getByRole('navigation', { name: 'Your library' })
      .getByRole('link', { name: 'Recently played' })
      .click();
    await expectHeading(page, 'Recently played');
    const recent = page.getByRole('list', { name: 'Recently played' });
    await expect.poll(async () => (await itemNames(recent))[0]).toEqual(rowName(track));

    await page.getByRole('link', { name: 'Cueline home' }).first().click();
    await visible(page.getByRole('button', { name: `Play ${track.title} by ${track.mainArtist.name}` }));
  });
});
