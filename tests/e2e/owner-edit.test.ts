import { toLocalIds } from '../../src/domain/api-ids';
import type { AlbumApi, ListPage, TrackDocument, TrackPageApi } from '../../src/domain/catalog';
import { describe, expect, test } from './support/e2e';
import { expectHeading, expectOnTop, expectSnackbar, field, gone, visible } from './support/flows';
import { chooseFile, files, signInAsOwner, uploadQuickly, useOwnerFiles } from './owner-support';

useOwnerFiles();

describe('owner edit (docs/product.md §7 PATCH /track/change)', () => {
  test('an owner clears optional fields and replaces the cover from the edit form', async ({ page }) => {
    const title = `Low Tide ${Date.now().toString(36)}`;
    await signInAsOwner(page);
    await uploadQuickly(page, title, `Shoals ${Date.now().toString(36)}`);
    const list = page.getByRole('list', { name: 'My tracks list' });
    const stored = async () => {
      const response = await page.request.get(
        `/api/track/info?owner=me&search=${encodeURIComponent(title)}`,
        { headers: { 'x-user-profile': 'owner' } },
      );
      return toLocalIds((await response.json()) as TrackPageApi).data.find(
        (track) => track.title === title,
      ) as TrackDocument;
    };

    // First give it a BPM and lyrics, then clear them (and the album) and add a cover in one save.
    await page.getByRole('button', { name: `Actions for ${title}` }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    let dialog = await visible(page.getByRole('dialog', { name: 'Edit the track' }));
    await field(dialog, 'BPM').fill('120');
    await field(dialog, 'Lyrics').fill('Salt and stone');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectSnackbar(page, 'Changes saved');
    await gone(dialog);
    expect(await stored()).toMatchObject({ bpm: 120, lyrics: 'Salt and stone', coverImageUrl: null });

    await page.getByRole('button', { name: `Actions for ${title}` }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    dialog = await visible(page.getByRole('dialog', { name: 'Edit the track' }));
    await expect(field(dialog, 'BPM').inputValue()).resolves.toBe('120');
    await field(dialog, 'BPM').fill('');
    await field(dialog, 'Lyrics').fill('');
    await dialog.getByRole('combobox', { name: 'Album' }).fill('');
    await chooseFile(page, dialog, 'Choose cover', files.cover);
    await visible(dialog.getByRole('img', { name: 'Cover preview' }));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectSnackbar(page, 'Changes saved');
    await gone(dialog);

    // A snackbar still showing when a modal dialog opens stays above it and readable by screen readers.
    await page.getByRole('button', { name: 'Upload track' }).first().click();
    const upload = await visible(page.getByRole('dialog', { name: 'Upload a track' }));
    await expectOnTop(page.getByRole('status').filter({ hasText: 'Changes saved' }).first());
    await expectOnTop(upload.getByRole('heading', { name: 'Upload a track' }));
    await upload.getByRole('button', { name: 'Cancel' }).click();
    await gone(upload);

    const track = await stored();
    expect(track).toMatchObject({ bpm: null, lyrics: null, album: null, title });
    expect(track.coverImageUrl).toMatch(/^\/api\/files\/covers\/[a-f0-9]{32}\.png$/);
    const row = list.getByRole('listitem', { name: title });
    await visible(row.getByText(/· Single$/), 15_000);
    await expect(row.locator('img').getAttribute('src')).resolves.toBe(track.coverImageUrl);

    // The edit form shows the stored cover and offers to replace it.
    await page.getByRole('button', { name: `Actions for ${title}` }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    dialog = await visible(page.getByRole('dialog', { name: 'Edit the track' }));
    await visible(dialog.getByRole('img', { name: 'Current cover' }));
    await expect(field(dialog, 'BPM').inputValue()).resolves.toBe('');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await gone(dialog);
  });

  test("an owner clears an album's release date and description from its edit form", async ({ page }) => {
    const title = `Sand Bars ${Date.now().toString(36)}`;
    await signInAsOwner(page);
    await page.goto('/albums');
    await expectHeading(page, 'Albums');
    await page.getByRole('button', { name: 'New album' }).first().click();
    let dialog = await visible(page.getByRole('dialog', { name: 'New album' }));
    await field(dialog, 'Title').fill(title);
    await field(dialog, 'Release date').fill('2025-06-01');
    await field(dialog, 'Description').fill('Low water recordings');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expectSnackbar(page, `Album “${title}” created`);

    await page.getByRole('button', { name: `Actions for ${title}` }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    dialog = await visible(page.getByRole('dialog', { name: 'Edit the album' }));
    await expect(field(dialog, 'Description').inputValue()).resolves.toBe('Low water recordings');
    await field(dialog, 'Release date').fill('');
    await field(dialog, 'Description').fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectSnackbar(page, 'Album saved');
    await gone(dialog);
    const albums = await page.request.get('/api/album/info?owner=me&limit=100', {
      headers: { 'x-user-profile': 'owner' },
    });
    const saved = ((await albums.json()) as ListPage<AlbumApi>).data.find((album) => album.title === title);
    expect(saved).toMatchObject({ releaseDate: null, description: null });
  });
});
