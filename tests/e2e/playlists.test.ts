import type { PlaylistDetail } from '../../src/domain/library';
import { baseUrl, describe, expect, openContext, test } from './support/e2e';
import {
  expectHeading,
  expectSnackbar,
  field,
  gone,
  logIn,
  pickUpByKeyboard,
  signedInNewUser,
  visible,
} from './support/flows';
import {
  closeDetails,
  demoAlbumWith,
  expectPlayerShows,
  getJson,
  itemNames,
  openAlbumPage,
  openTrackDetails,
  rowName,
  waitUntilPlaying,
} from './library-support';

describe('playlists (docs/product.md §2, §3 Playlist, §7)', () => {
  test('create a playlist, add tracks from the catalogue, reorder by keyboard, Play all; share, open signed out, revoke', async ({
    page,
    context,
    browser,
  }) => {
    await signedInNewUser(page, 'playlists');
    const album = await demoAlbumWith(page, 3);
    const [first, second] = album.tracks as [(typeof album.tracks)[0], (typeof album.tracks)[0]];

    await page.goto('/playlists/customer');
    await expectHeading(page, 'Playlists');
    await visible(page.getByText('No playlists yet.', { exact: false }));
    const sidebarHint = page
      .getByRole('navigation', { name: 'Your library' })
      .getByText('Your playlists will appear here.', { exact: false });
    await visible(sidebarHint);
    await page.getByRole('main').getByRole('button', { name: 'New playlist' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Create playlist' }));
    await dialog.getByRole('button', { name: 'Create' }).click();
    await visible(dialog.getByText('Required field'));
    await field(dialog, 'Name').fill('Road trip');
    await field(dialog, 'Description').fill('Songs for the long drive');
    await dialog.getByRole('radio', { name: 'Teal' }).check();
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expectSnackbar(page, 'Playlist Road trip created');
    await expectHeading(page, 'Road trip');
    await gone(sidebarHint);
    const playlistId = new URL(page.url()).pathname.split('/').pop()!;
    await visible(page.getByText('This playlist has no tracks yet.', { exact: false }));

    await openAlbumPage(page, album);
    for (const track of [first, second]) {
      const panel = await openTrackDetails(page, track);
      await panel.getByRole('button', { name: 'Add to playlist' }).click();
      await page.getByRole('menuitem', { name: 'Road trip' }).click();
      // The open panel is modal: the snackbar is announced once the panel has closed.
      await closeDetails(page);
      await expectSnackbar(page, `${track.title} added to Road trip`);
    }

    await page
      .getByRole('navigation', { name: 'Your library' })
      .getByRole('link', { name: /^Road trip/ })
      .click();
    await expectHeading(page, 'Road trip');
    const list = page.getByRole('list', { name: 'Tracks of Road trip' });
    await expect.poll(() => itemNames(list)).toEqual([rowName(first), rowName(second)]);

    // Keyboard reordering: Space picks the second track up, ArrowUp moves it, Space drops it.
    const handle = page.getByRole('button', { name: `Reorder ${second.title}` });
    await pickUpByKeyboard(page, handle);
    await page.keyboard.press('ArrowUp');
    await page.getByText(`${second.title} moved to position 1 of 2.`).waitFor({ state: 'attached' });
    await page.keyboard.press('Space');
    await page.getByText(`${second.title} dropped at position 1 of 2.`).waitFor({ state: 'attached' });
    await expect.poll(() => itemNames(list)).toEqual([rowName(second), rowName(first)]);
    await expect
      .poll(
        async () =>
          (await getJson<PlaylistDetail>(page, `/api/playlist/info-playlist/${playlistId}`)).trackIds,
      )
      .toEqual([second.id, first.id]);

    await page.reload();
    await expect
      .poll(() => itemNames(page.getByRole('list', { name: 'Tracks of Road trip' })))
      .toEqual([rowName(second), rowName(first)]);
    await page.getByRole('button', { name: 'Play all' }).click();
    await expectPlayerShows(page, second.title);
    expect(await waitUntilPlaying(page)).toContain(second.cloudUrl);
    await page.getByRole('region', { name: 'Player' }).getByRole('button', { name: 'Pause' }).click();

    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await page.getByRole('button', { name: 'Share' }).click();
    const share = await visible(page.getByRole('dialog', { name: 'Share Road trip' }));
    await share.getByRole('button', { name: 'Create link' }).click();
    const url = await (await visible(field(share, 'Share link'))).inputValue();
    expect(url).toMatch(/\/shared-playlist\/[A-Za-z0-9_-]{43}$/);
    await share.getByRole('button', { name: 'Copy' }).click();
    await visible(share.getByRole('button', { name: 'Copied' }));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    const visitor = await openContext(browser);
    try {
      const guest = await visitor.newPage();
      await guest.goto(new URL(url).pathname);
      await expectHeading(guest, 'Road trip');
      await visible(guest.getByText('Songs for the long drive'));
      await expect
        .poll(() => itemNames(guest.getByRole('list', { name: 'Tracks of Road trip' })))
        .toEqual([rowName(second), rowName(first)]);
      await guest.getByRole('button', { name: 'Play all' }).click();
      await expectPlayerShows(guest, second.title);
      await waitUntilPlaying(guest, 0.5);

      await share.getByRole('button', { name: 'Revoke link' }).click();
      await visible(share.getByText('The share link was revoked', { exact: false }));
      await guest.reload();
      await expectHeading(guest, 'This playlist is unavailable');
      await gone(guest.getByRole('list', { name: 'Tracks of Road trip' }));
    } finally {
      await visitor.close();
    }
  });

  test('removing a track from a playlist can be undone from its snackbar, and the track goes back in its place', async ({
    page,
  }) => {
    await signedInNewUser(page, 'playlist-undo');
    const album = await demoAlbumWith(page, 3);
    const [first, second, third] = album.tracks as [
      (typeof album.tracks)[0],
      (typeof album.tracks)[0],
      (typeof album.tracks)[0],
    ];
    await openAlbumPage(page, album);
    const rows = page.getByRole('list', { name: 'Tracks' });
    for (const [index, track] of [first, second, third].entries()) {
      await rows.getByRole('button', { name: `More actions for ${track.title}`, exact: true }).click();
      await page.getByRole('menuitem', { name: 'Add to playlist' }).click();
      await page.getByRole('menuitem', { name: index === 0 ? 'New playlist' : 'My playlist #1' }).click();
      await expectSnackbar(page, `${track.title} added to My playlist #1`);
    }

    await page
      .getByRole('navigation', { name: 'Your library' })
      .getByRole('link', { name: /^My playlist #1/ })
      .click();
    const list = page.getByRole('list', { name: 'Tracks of My playlist #1' });
    await expect.poll(() => itemNames(list)).toEqual([rowName(first), rowName(second), rowName(third)]);
    await list.getByRole('button', { name: `More actions for ${second.title}`, exact: true }).click();
    await page.getByRole('menuitem', { name: 'Remove from this playlist' }).click();
    await expect.poll(() => itemNames(list)).toEqual([rowName(first), rowName(third)]);
    const snackbar = await visible(
      page
        .getByRole('status')
        .filter({ hasText: `${second.title} removed from My playlist #1` })
        .first(),
    );
    await snackbar.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => itemNames(list)).toEqual([rowName(first), rowName(second), rowName(third)]);
    await gone(page.getByRole('status').filter({ hasText: `${second.title} removed from My playlist #1` }));
  });
  test('the reordering code loads after the list: an open menu and the focused handle stay, and a Space pressed before it picks the track up', async ({
    page,
    browser,
  }) => {
    const user = await signedInNewUser(page, 'playlist-later-dnd');
    const album = await demoAlbumWith(page, 2);
    const [first, second] = album.tracks as [(typeof album.tracks)[0], (typeof album.tracks)[0]];
    await openAlbumPage(page, album);
    const rows = page.getByRole('list', { name: 'Tracks' });
    for (const [index, track] of [first, second].entries()) {
      await rows.getByRole('button', { name: `More actions for ${track.title}`, exact: true }).click();
      await page.getByRole('menuitem', { name: 'Add to playlist' }).click();
      await page.getByRole('menuitem', { name: index === 0 ? 'New playlist' : 'My playlist #1' }).click();
      await expectSnackbar(page, `${track.title} added to My playlist #1`);
    }
    await page
      .getByRole('navigation', { name: 'Your library' })
      .getByRole('link', { name: /^My playlist #1/ })
      .click();
    await expectHeading(page, 'My playlist #1');
    const playlistPath = new URL(page.url()).pathname;

    // Another context without the service worker, so the reordering chunk can be held back on the network.
    const held = await openContext(browser);
    let release = () => {};
    let asked = false;
    await held.route('**/assets/sortable-binders-*.js', async (route) => {
      asked = true;
      await new Promise<void>((resolve) => (release = resolve));
      await route.continue();
    });
    try {
      const other = await held.newPage();
      await logIn(other, user.email, user.password, user.firstName);
      const hold = async () => {
        await other.goto(playlistPath);
        const list = other.getByRole('list', { name: 'Tracks of My playlist #1' });
        await expect.poll(() => itemNames(list)).toEqual([rowName(first), rowName(second)]);
        return list;
      };
      const handleOf = (title: string) => other.getByRole('button', { name: `Reorder ${title}` });
      const loaded = (title: string) =>
        expect.poll(() => handleOf(title).getAttribute('aria-roledescription')).toBe('sortable');

      // A row's menu opened before the code arrives stays open (the rows are not drawn again).
      let list = await hold();
      await list.getByRole('button', { name: `More actions for ${first.title}`, exact: true }).click();
      await visible(other.getByRole('menuitem', { name: 'Remove from this playlist' }));
      await expect.poll(() => asked).toBe(true);
      expect(await handleOf(first.title).getAttribute('aria-roledescription')).toBeNull();
      release();
      await loaded(first.title);
      await visible(other.getByRole('menuitem', { name: 'Remove from this playlist' }));
      await other.keyboard.press('Escape');
      await gone(other.getByRole('menuitem', { name: 'Remove from this playlist' }));

      // Focus on a handle survives the load, and the Space pressed before it picks the track up.
      asked = false;
      list = await hold();
      const handle = handleOf(second.title);
      await handle.focus();
      await expect.poll(() => asked).toBe(true);
      await other.keyboard.press('Space');
      expect(await handle.getAttribute('aria-pressed')).toBeNull();
      release();
      await expect.poll(() => handle.getAttribute('aria-pressed')).toBe('true');
      expect(await handle.evaluate((element) => element === document.activeElement)).toBe(true);
      await other.keyboard.press('ArrowUp');
      await other.getByText(`${second.title} moved to position 1 of 2.`).waitFor({ state: 'attached' });
      await other.keyboard.press('Space');
      await other.getByText(`${second.title} dropped at position 1 of 2.`).waitFor({ state: 'attached' });
      await expect.poll(() => itemNames(list)).toEqual([rowName(second), rowName(first)]);
      const playlistId = playlistPath.split('/').pop()!;
      await expect
        .poll(
          async () =>
            (await getJson<PlaylistDetail>(other, `/api/playlist/info-playlist/${playlistId}`)).trackIds,
        )
        .toEqual([second.id, first.id]);
      // The other tab's database hears of it from the server.
      await expect
        .poll(() => itemNames(page.getByRole('list', { name: 'Tracks of My playlist #1' })))
        .toEqual([rowName(second), rowName(first)]);
    } finally {
      release();
      await held.close();
    }
  });
});
