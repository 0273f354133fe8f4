import { describe, expect, test } from './support/e2e';
import {
  expectOnTop,
  expectSnackbar,
  gone,
  pickUpByKeyboard,
  screenWait,
  signedInNewUser,
  visible,
} from './support/flows';
import {
  barButton,
  demoAlbum,
  expectNowPlaying,
  openAlbum,
  readAudio,
  signInCustomer,
  waitForAudio,
  waitForPlaying,
} from './player-support';

// The queue: the list that plays, reordered, added to playlists, and the list on screen that becomes it.

describe('the play queue (docs/product.md §4 Player)', () => {
  test('the queue reorders by keyboard drag and by its menu', async ({ page }) => {
    await signInCustomer(page);
    const album = await demoAlbum(page);
    const [first, second, third] = album.tracks;
    await openAlbum(page, album);
    await page.getByRole('button', { name: 'Play all' }).click();
    await waitForPlaying(page);
    await barButton(page, 'Queue').click();
    const queue = await visible(page.getByRole('list', { name: 'Queue' }));
    const order = () =>
      queue
        .getByRole('button', { name: /^Play .* from the queue$/ })
        .evaluateAll((buttons) =>
          buttons.map((button) =>
            button.getAttribute('aria-label')?.replace(/^Play (.*) from the queue$/, '$1'),
          ),
        );

    const handle = queue.getByRole('button', { name: `Reorder ${second!.title}` });
    const announced = (text: string) =>
      expect.poll(() => page.getByRole('status').filter({ hasText: text }).count()).toBe(1);
    await pickUpByKeyboard(page, handle);
    await page.keyboard.press('ArrowDown');
    await announced(`${second!.title} moved to position 3 of`);
    await page.keyboard.press('Space');
    await announced(`${second!.title} dropped at position 3`);
    await expect
      .poll(async () => (await order()).slice(0, 3))
      .toEqual([first!.title, third!.title, second!.title]);

    await queue.getByRole('button', { name: `More actions for ${third!.title}` }).click();
    await page.getByRole('menuitem', { name: 'Move to the end' }).click();
    await expect.poll(async () => (await order()).at(-1)).toBe(third!.title);
    await queue.getByRole('button', { name: `More actions for ${third!.title}` }).click();
    await page.getByRole('menuitem', { name: 'Play next' }).click();
    await expect.poll(async () => (await order())[1]).toBe(third!.title);
    expect(await readAudio(page).then((audio) => audio.paused)).toBe(false);
  });

  test("the queue's menu and a catalogue row's menu add the track to a playlist, with a snackbar over the open queue", async ({
    page,
  }) => {
    await signedInNewUser(page, 'queue-playlist');
    const album = await demoAlbum(page);
    const [first, second] = album.tracks;
    await openAlbum(page, album);
    await page.getByRole('button', { name: 'Play all' }).click();
    await waitForPlaying(page);
    await barButton(page, 'Queue').click();
    const queue = await visible(page.getByRole('list', { name: 'Queue' }));
    await queue.getByRole('button', { name: `More actions for ${second!.title}` }).click();
    await page.getByRole('menuitem', { name: 'Add to playlist' }).click();
    // The submenu stays reachable while the queue (a modal drawer) is open. Drawn in a portal of its own, the
    // drawer's focus trap marked it aria-hidden a moment after it opened.
    await page.waitForTimeout(500);
    expect(await page.getByRole('menuitem', { name: 'New playlist' }).count()).toBe(1);
    await page.getByRole('menuitem', { name: 'New playlist' }).click();
    // The toast shows above the open queue drawer, where the user can read it.
    const toast = await visible(
      page
        .getByRole('status')
        .filter({ hasText: `${second!.title} added to My playlist #1` })
        .first(),
    );
    await expectOnTop(toast);
    // ...and the drawer is still seen too: the toast covers nothing but itself.
    await expectOnTop(page.getByRole('button', { name: 'Close now playing' }));
    // A menu opened while the snackbar shows is drawn above it (where they meet, the user chooses from the
    // menu; a pointer resting on the snackbar would keep it there).
    await queue.getByRole('button', { name: `More actions for ${second!.title}` }).focus();
    await page.keyboard.press('Enter');
    const menu = await visible(page.getByRole('menu'));
    expect(await menu.evaluate(layerAbove, await toast.elementHandle())).toBe(true);
    await page.keyboard.press('Escape');
    await gone(page.getByRole('menu'));
    await page.keyboard.press('Escape');
    await gone(page.getByRole('list', { name: 'Queue' }));

    // The album's track rows (catalogue rows) offer the same submenu.
    const tracks = page.getByRole('list', { name: 'Tracks' });
    await tracks.getByRole('button', { name: `More actions for ${first!.title}`, exact: true }).click();
    await page.getByRole('menuitem', { name: 'Add to playlist' }).click();
    await page.getByRole('menuitem', { name: 'My playlist #1' }).click();
    await expectSnackbar(page, `${first!.title} added to My playlist #1`);
  });

  test("a catalogue row's Play button plays the list from that row; Next follows the list; its menu queues another", async ({
    page,
  }) => {
    await signInCustomer(page);
    // The list on screen is the queue: read it once the server's answer has replaced the local one
    // (other suites add newer tracks the local cache does not hold yet).
    const answered = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/track/info' && response.ok(),
    );
    await page.goto('/catalog/customer');
    await answered;
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Refining…' }).count(), { timeout: screenWait })
      .toBe(0);
    const rows = page.getByRole('list', { name: 'Tracks' }).getByRole('listitem');
    await visible(rows.nth(3));
    const [first, second, , fourth] = await rows.evaluateAll((items) =>
      items.slice(0, 4).map((item) => (item.getAttribute('aria-label') ?? '').split(' — ')[0] ?? ''),
    );
    await rows
      .first()
      .getByRole('button', { name: `Play ${first}` })
      .click();
    await expectNowPlaying(page, first!);
    await waitForPlaying(page);
    await visible(rows.first().getByRole('button', { name: `Pause ${first}` }));
    expect(await page.getByRole('dialog').count()).toBe(0);
    await rows
      .first()
      .getByRole('button', { name: `Pause ${first}` })
      .click();
    await waitForAudio(page, (audio) => audio.paused);
    await visible(rows.first().getByRole('button', { name: `Play ${first}` }));

    // The queue is the list on screen: Next plays the row below.
    await barButton(page, 'Next track').click();
    await expectNowPlaying(page, second!);
    await waitForPlaying(page);
    await visible(rows.nth(1).getByRole('button', { name: `Pause ${second}` }));

    await rows
      .nth(3)
      .getByRole('button', { name: `More actions for ${fourth}` })
      .click();
    await page.getByRole('menuitem', { name: 'Play next' }).click();
    await expectSnackbar(page, `${fourth} plays next`);
    await barButton(page, 'Next track').click();
    await expectNowPlaying(page, fourth!);
    await waitForPlaying(page);
  });
});

/**
 * Whether `element` is painted above `other` wherever they meet: the top-level layers (children of the body)
 * holding them, each a stacking context, are compared by their z-index.
 */
function layerAbove(element: Element, other: Element | null): boolean {
  const layer = (node: Element) => {
    let at = node;
    while (at.parentElement && at.parentElement !== document.body) at = at.parentElement;
    return Number(getComputedStyle(at).zIndex);
  };
  return other !== null && layer(element) > layer(other);
}
