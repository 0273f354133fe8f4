import { describe, expect, test } from './support/e2e';
import { visible } from './support/flows';
import {
  barButton,
  demoAlbum,
  expectNowPlaying,
  openAlbum,
  signInCustomer,
  waitForAudio,
  waitForPlaying,
} from './player-support';

describe('player across tabs', () => {
  test('starting playback in a second tab pauses the first', async ({ page, context }) => {
    await signInCustomer(page);
    const album = await demoAlbum(page);
    const [first, second] = album.tracks;
    await openAlbum(page, album);
    await page.getByRole('button', { name: 'Play all' }).click();
    await waitForPlaying(page, 0.3);

    const other = await context.newPage();
    await openAlbum(other, album);
    // The second tab restores the same queue, paused, and leaves the first tab alone.
    await expectNowPlaying(other, first!.title);
    await visible(barButton(other, 'Play'));
    expect((await waitForPlaying(page, 0.5)).paused).toBe(false);

    await barButton(other, 'Next track').click();
    await expectNowPlaying(other, second!.title);
    await waitForPlaying(other, 0.3);
    await waitForAudio(page, (audio) => audio.paused);
    await visible(barButton(page, 'Play'));

    await barButton(page, 'Play').click();
    await waitForPlaying(page, 0.3);
    await waitForAudio(other, (audio) => audio.paused);
    await visible(barButton(other, 'Play'));
    await other.close();
  });
});
