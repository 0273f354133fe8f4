import type { Page } from 'playwright-core';
import { describe, expect, test } from './support/e2e';
import { expectHeading, expectSnackbar, field, gone, visible } from './support/flows';
import { chooseFile, files, signInAsOwner, uploadQuickly, useOwnerFiles } from './owner-support';

useOwnerFiles();

/** Whether the page scrolls sideways (it must not, down to 320 px). */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe('owner upload (docs/product.md §3 Track, §5, §7 POST /track/create, DELETE /track/delete)', () => {
  test('an owner uploads an mp3 with a cover and sees it in My tracks and in the catalogue with its waveform and duration', async ({
    page,
  }) => {
    const title = `Two Tones ${Date.now().toString(36)}`;
    await signInAsOwner(page);
    await page.getByRole('button', { name: 'Upload track' }).first().click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Upload a track' }));

    // A text file renamed to .mp3 is refused with the catalogue's message before anything is sent.
    await chooseFile(page, dialog, 'Choose audio file', files.text);
    await visible(dialog.getByText('Audio must be an mp3 or wav file.'));

    await chooseFile(page, dialog, 'Choose audio file', files.mp3);
    await visible(dialog.getByText('two-tones.mp3'));
    await visible(dialog.getByText(/· 0:03$/));
    await visible(dialog.getByRole('button', { name: 'Play two-tones.mp3' }));
    expect(await dialog.getByText('Audio must be an mp3 or wav file.').count()).toBe(0);
    await chooseFile(page, dialog, 'Choose cover', files.cover);
    await visible(dialog.getByRole('img', { name: 'Cover preview' }));

    await field(dialog, 'Title').fill(title);
    await field(dialog, 'Main artist').fill('Oleg Demo');
    await field(dialog, 'Featured artists').fill('Mira Stone');
    await page.keyboard.press('Enter');
    await visible(dialog.getByRole('button', { name: 'Remove Mira Stone' }));
    await dialog.getByRole('combobox', { name: 'Genres' }).click();
    await dialog.getByRole('menuitemcheckbox', { name: 'Ambient' }).click();
    await dialog.getByRole('heading', { name: 'Upload a track' }).click();
    await visible(dialog.getByRole('button', { name: 'Remove Ambient' }));
    await field(dialog, 'BPM').fill('96');
    await expect(dialog.getByRole('combobox', { name: 'Tempo' }).textContent()).resolves.toContain('Andante');
    await field(dialog, 'Release date').fill('2025-03-14');

    // Slow the upload down so the progress bar is there to see.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 24 * 1024,
    });
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await visible(dialog.getByRole('progressbar', { name: 'Upload progress' }));
    await expectSnackbar(page, `Track “${title}” uploaded`);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await gone(page.getByRole('dialog', { name: 'Upload a track' }));

    const row = await visible(
      page.getByRole('list', { name: 'My tracks list' }).getByRole('listitem', { name: title }),
      15_000,
    );
    await visible(row.getByText('0:03', { exact: true }));
    await visible(row.getByText(/Oleg Demo, Mira Stone/));

    await page.goto('/catalog/owner');
    await page
      .getByRole('searchbox', { name: 'Search the catalog' })
      .or(page.getByRole('combobox', { name: 'Search the catalog' }))
      .first()
      .fill(title);
    const result = await visible(
      page.getByRole('list', { name: 'Tracks' }).getByRole('listitem').filter({ hasText: title }).first(),
      15_000,
    );
    await visible(result.getByText('0:03', { exact: true }));
    // The row's waveform is drawn from the preview the server computed at upload: 100 bars, not all alike.
    const bars = await result.evaluate((row) =>
      [...row.querySelectorAll('svg path')]
        .map((path) =>
          [...(path.getAttribute('d') ?? '').matchAll(/v([\d.]+)/g)].map((match) => Number(match[1])),
        )
        .find((heights) => heights.length === 100),
    );
    expect(bars).toHaveLength(100);
    expect(new Set(bars).size).toBeGreaterThan(1);
  });

  test('deleting a track asks for confirmation and removes it', async ({ page }) => {
    const title = `Short Lived ${Date.now().toString(36)}`;
    await signInAsOwner(page);
    await uploadQuickly(page, title);
    const list = page.getByRole('list', { name: 'My tracks list' });

    await page.getByRole('searchbox', { name: 'Search my tracks' }).fill(title);
    expect(await list.getByRole('listitem').count()).toBe(1);
    await page.getByRole('button', { name: `Actions for ${title}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = await visible(page.getByRole('alertdialog', { name: 'Delete the track?' }));
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await gone(page.getByRole('alertdialog'));
    await visible(list.getByRole('listitem', { name: title }));

    await page.getByRole('button', { name: `Actions for ${title}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete the track?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expectSnackbar(page, 'Track deleted');
    await gone(list.getByRole('listitem', { name: title }));
    await visible(
      page
        .getByText(`No tracks match "${title}".`)
        .or(page.getByRole('heading', { name: 'You have no tracks yet' })),
    );
    const response = await page.request.get(`/api/track/info?owner=me&search=${encodeURIComponent(title)}`, {
      headers: { 'x-user-profile': 'owner' },
    });
    expect(((await response.json()) as { total: number }).total).toBe(0);
  });

  test('albums: create with a cover, delete refused while it has tracks, listed in releases; usable at 320 px', async ({
    page,
  }) => {
    const albumTitle = `Tide Tables ${Date.now().toString(36)}`;
    const trackTitle = `Ebb ${Date.now().toString(36)}`;
    await signInAsOwner(page);
    await page.goto('/albums');
    await expectHeading(page, 'Albums');
    await page.getByRole('button', { name: 'New album' }).first().click();
    const dialog = await visible(page.getByRole('dialog', { name: 'New album' }));
    await field(dialog, 'Title').fill(albumTitle);
    await expect(field(dialog, 'Artist').inputValue()).resolves.not.toBe('');
    await field(dialog, 'Release date').fill('2025-05-01');
    await chooseFile(page, dialog, 'Choose cover', files.cover);
    await visible(dialog.getByRole('img', { name: 'Cover preview' }));
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expectSnackbar(page, `Album “${albumTitle}” created`);
    const albums = page.getByRole('list', { name: 'My albums' });
    await visible(albums.getByRole('listitem', { name: albumTitle }).getByText('0 tracks', { exact: true }));

    await page.goto('/tracks');
    await expectHeading(page, 'My tracks');
    await uploadQuickly(page, trackTitle, albumTitle);

    await page.goto('/albums');
    const album = await visible(albums.getByRole('listitem', { name: albumTitle }));
    await visible(album.getByText('1 track', { exact: true }));
    await page.getByRole('button', { name: `Actions for ${albumTitle}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = await visible(page.getByRole('alertdialog', { name: 'Delete the album?' }));
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await visible(
      confirm
        .getByRole('alert')
        .filter({ hasText: 'This album still has tracks. Delete or move them first.' }),
    );
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await gone(page.getByRole('alertdialog'));

    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/compositions');
    await expectHeading(page, 'Releases');
    const release = await visible(
      page.getByRole('list', { name: 'My releases' }).getByRole('listitem', { name: albumTitle }),
    );
    await visible(release.getByText('Album', { exact: true }));
    await visible(release.getByText(/1 track · 0:03/));
    await visible(release.getByRole('link', { name: albumTitle }));
    expect(await scrollsSideways(page)).toBe(false);

    await page.goto('/tracks');
    await page.getByRole('button', { name: 'Upload track' }).first().click();
    await visible(
      page.getByRole('dialog', { name: 'Upload a track' }).getByRole('button', { name: 'Choose audio file' }),
    );
    expect(await scrollsSideways(page)).toBe(false);
  });
});
