import type { Page } from 'playwright-core';
import { toLocalIds } from '../../src/domain/api-ids';
import type { AlbumDetail, ArtistDetail, ArtistDocument, ListPage } from '../../src/domain/catalog';
import { describe, expect, test } from './support/e2e';
import { demo, demoPassword, expectHeading, expectPath, gone, logIn, visible } from './support/flows';

const signIn = (page: Page) => logIn(page, demo.customer.email, demoPassword, demo.customer.firstName);

async function getJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  // The API names ids `_id`; read in the local form (`id`), as the client keeps answers (decision 0011).
  return toLocalIds(await response.json()) as T;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

const minutes = (seconds: number) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

/** How many pixels of the full waveform's canvases are painted (the canvases live in wavesurfer's shadow root). */
function paintedPixels(page: Page): Promise<number> {
  return page.locator('[data-testid="waveform-full"]').evaluate((host) => {
    const canvases = [...host.querySelectorAll('*')].flatMap((element) => [
      ...(element.shadowRoot?.querySelectorAll('canvas') ?? []),
    ]);
    return canvases.reduce((sum, canvas) => {
      const data =
        canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data ??
        new Uint8ClampedArray();
      let painted = 0;
      for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) painted += 1;
      return sum + painted;
    }, 0);
  });
}

describe('catalogue browsing (albums, artists, home rows, track details)', () => {
  test('home shows the New releases, Albums and Artists rows with demo content', async ({ page }) => {
    await signIn(page);
    for (const row of ['New releases', 'Albums', 'Artists']) {
      const list = await visible(page.getByRole('region', { name: row }).getByRole('list', { name: row }));
      expect(await list.getByRole('listitem').count(), row).toBeGreaterThanOrEqual(3);
    }
    const firstRelease = page.getByRole('list', { name: 'New releases' }).getByRole('button').first();
    await firstRelease.focus();
    await page.keyboard.press('Tab');
    await expect(
      page
        .getByRole('list', { name: 'New releases' })
        .getByRole('button')
        .nth(1)
        .evaluate((el) => el === document.activeElement),
    ).resolves.toBe(true);
    await visible(page.getByRole('region', { name: 'Your sections' }));
  });

  test('an album opens from the home row and lists its tracks', async ({ page }) => {
    await signIn(page);
    const card = page.getByRole('list', { name: 'Albums' }).getByRole('link').first();
    await card.click();
    await page.waitForURL(/\/albums\/[0-9a-f-]{36}$/);
    const albumId = new URL(page.url()).pathname.split('/').pop()!;
    const album = await getJson<AlbumDetail>(page, `/api/album/info-album/${albumId}`);
    await expectHeading(page, album.title);
    // The tab is named after the screen's heading.
    await expect.poll(() => page.title()).toBe(`${album.title} · Cueline`);
    await visible(page.getByRole('link', { name: album.artist.name, exact: true }).first());
    const tracks = page.getByRole('list', { name: 'Tracks' }).getByRole('listitem');
    await visible(tracks.first());
    expect(album.tracks.length).toBeGreaterThan(0);
    expect(await tracks.count()).toBe(album.tracks.length);
    for (const track of album.tracks) await visible(tracks.filter({ hasText: track.title }).first());
    await visible(page.getByText(`Tracks: ${album.trackCount}`));
  });

  test('a revisited album renders from the local database while offline', async ({ page }) => {
    await signIn(page);
    await page.getByRole('list', { name: 'Albums' }).getByRole('link').first().click();
    await page.waitForURL(/\/albums\/[0-9a-f-]{36}$/);
    const albumId = new URL(page.url()).pathname.split('/').pop()!;
    const album = await getJson<AlbumDetail>(page, `/api/album/info-album/${albumId}`);
    await expectHeading(page, album.title);
    await page.goBack();
    await visible(page.getByRole('list', { name: 'Albums' }));
    await page.context().setOffline(true);
    try {
      // Back in history, no page load: the screen mounts again with nothing in memory but the database.
      await page.goForward();
      await expectHeading(page, album.title);
      await visible(page.getByRole('list', { name: 'Tracks' }).getByRole('listitem').first());
    } finally {
      await page.context().setOffline(false);
    }
  });

  test('an artist page shows the bio, the website and the discography', async ({ page }) => {
    await signIn(page);
    const artists = await getJson<ListPage<ArtistDocument>>(page, '/api/artist/info?limit=100');
    let artist: ArtistDocument | undefined;
    let detail: ArtistDetail | undefined;
    for (const candidate of artists.data.filter((one) => one.bio && one.website)) {
      detail = await getJson<ArtistDetail>(page, `/api/artist/info-artist/${candidate.id}`);
      if (detail.albums.length > 0) {
        artist = candidate;
        break;
      }
    }
    expect(artist, 'a demo artist with bio, website and albums').toBeDefined();
    await page.goto(`/artists/${artist!.id}`);
    await expectHeading(page, artist!.name);
    await visible(page.getByRole('region', { name: 'Biography' }).getByText(artist!.bio!.slice(0, 40)));
    const website = page.getByRole('link', {
      name: new RegExp(escapeRegExp(artist!.website!.replace(/^https?:\/\//i, ''))),
    });
    await expect(website.getAttribute('href')).resolves.toBe(artist!.website);
    await expect(website.getAttribute('rel')).resolves.toContain('noopener');
    await expect(website.getAttribute('target')).resolves.toBe('_blank');
    const discography = page.getByRole('list', { name: 'Discography' }).getByRole('link');
    await visible(discography.first());
    expect(await discography.count()).toBe(detail!.albums.length);
    await discography.first().click();
    await page.waitForURL(/\/albums\//);
    await visible(page.getByRole('link', { name: artist!.name, exact: true }).first());
  });

  test('a track opens in the details panel with its waveform drawn and its duration, and Esc closes it', async ({
    page,
  }) => {
    await signIn(page);
    await page.getByRole('list', { name: 'Albums' }).getByRole('link').first().click();
    const row = page.getByRole('list', { name: 'Tracks' }).getByRole('listitem').first();
    await visible(row);
    const albumId = new URL(page.url()).pathname.split('/').pop()!;
    const [track] = (await getJson<AlbumDetail>(page, `/api/album/info-album/${albumId}`)).tracks;
    await row.click({ position: { x: 24, y: 32 } });
    const panel = await visible(page.getByRole('dialog', { name: track!.title }));
    await visible(panel.locator(`[data-testid="waveform-full"][data-drawn="${track!.id}"]`));
    // The panel slides in: wavesurfer draws again once its container has its final width.
    const canvas = panel.locator('[data-testid="waveform-full"] canvas').first();
    // A redraw replaces the canvas, so width and height are read from the same box, polled together.
    const size = async () => {
      const box = await canvas.boundingBox();
      return { wide: (box?.width ?? 0) > 100, height: box?.height ?? 0 };
    };
    await expect.poll(size).toEqual({ wide: true, height: 64 });
    await expect.poll(() => paintedPixels(page)).toBeGreaterThan(200);
    await expect(panel.getByTestId('track-duration').textContent()).resolves.toBe(
      minutes(track!.technicalData.duration),
    );
    await visible(panel.getByRole('link', { name: 'Download' }));
    await expect(panel.getByRole('link', { name: 'Download' }).getAttribute('href')).resolves.toBe(
      `/api/track/download/${track!.id}`,
    );
    await page.keyboard.press('Escape');
    await gone(page.getByRole('dialog'));
    await expect(row.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
  });

  test("without the full peaks the panel draws the track's stored preview instead of an error", async ({
    page,
  }) => {
    await signIn(page);
    await page.route('**/api/track/peaks/**', (route) => route.abort('internetdisconnected'));
    await page.getByRole('list', { name: 'Albums' }).getByRole('link').first().click();
    const row = page.getByRole('list', { name: 'Tracks' }).getByRole('listitem').first();
    await visible(row);
    await row.click({ position: { x: 24, y: 32 } });
    const panel = await visible(page.getByRole('dialog'));
    await visible(panel.getByRole('img', { name: /^Waveform of / }));
    await expect.poll(() => paintedPixels(page)).toBeGreaterThan(200);
    expect(await panel.getByText('The waveform could not be loaded.').count()).toBe(0);
    // Only the full peaks mark the waveform as drawn.
    expect(await panel.getByTestId('waveform-full').getAttribute('data-drawn')).toBeNull();
  });

  test('all artists lists A–Z with a letter index and filters by name', async ({ page }) => {
    await signIn(page);
    await page.goto('/all-artists');
    await expectHeading(page, 'All artists');
    const index = await visible(page.getByRole('navigation', { name: 'Jump to a letter' }));
    expect(await index.getByRole('button').count()).toBeGreaterThan(1);
    const names = await page.locator('main section h2').allTextContents();
    expect(names).toEqual([...names].sort((a, b) => (a === '#' ? 1 : b === '#' ? -1 : a.localeCompare(b))));
    const artists = await getJson<ListPage<ArtistDocument>>(page, '/api/artist/info?limit=100&sort=title');
    const target = artists.data[artists.data.length - 1]!;
    await page.getByRole('searchbox', { name: 'Search artists by name' }).fill(target.name);
    const card = page.getByRole('link', { name: new RegExp(`^${escapeRegExp(target.name)}\\s+Tracks:`) });
    await visible(card);
    await card.first().click();
    await expectPath(page, `/all-artists/${target.id}`);
    await expectHeading(page, target.name);
  });

  test("the catalogue's Artists tab ranks artists by track count, as the API's tracksDesc sort does", async ({
    page,
  }) => {
    await signIn(page);
    const ranked = await getJson<ListPage<ArtistDocument>>(page, '/api/artist/info?limit=5&sort=tracksDesc');
    const counts = ranked.data.map((artist) => artist.trackCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    await page.goto('/catalog/customer/artists');
    const list = await visible(page.getByRole('list', { name: 'Artists with the most tracks' }));
    const first = list.getByRole('listitem').first().getByRole('link');
    await expect(first.textContent()).resolves.toContain(ranked.data[0]!.name);
    await first.click();
    await expectPath(page, `/artists/${ranked.data[0]!.id}`);
  });

  test('an unknown album or artist shows a not-found screen', async ({ page }) => {
    await signIn(page);
    await page.goto('/albums/00000000-0000-4000-8000-000000000000');
    await expectHeading(page, 'Album not found');
    await page.goto('/artists/00000000-0000-4000-8000-000000000000');
    await expectHeading(page, 'Artist not found');
  });

  test("the catalogue's shell comes in the server's HTML and the app takes its place", async ({ page }) => {
    await signIn(page);
    const response = await page.goto('/catalog/customer');
    const served = (await response?.text()) ?? '';
    // Painted from the HTML (docs/decisions/0062-catalogue-shell.md): the search box's placeholder is there
    // before any script has run.
    expect(served).toContain('<div id="root" data-shell="">');
    expect(served).toContain('placeholder="What do you want to play?"');
    const search = await visible(page.getByRole('searchbox', { name: 'Search the catalog' }));
    expect(await search.getAttribute('placeholder')).toBe('What do you want to play?');
    await expect.poll(() => page.locator('[placeholder="What do you want to play?"]').count()).toBe(1);
    await expect.poll(() => page.locator('#root[data-shell], #root .cs').count()).toBe(0);
    // The box is the app's: it takes input.
    await search.fill('night');
    await expect.poll(() => search.inputValue()).toBe('night');
  });
});
