import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { toLocalIds } from '../../src/domain/api-ids';
import type { AlbumDetail, AlbumDocument, ListPage, TrackDocument } from '../../src/domain/catalog';
import { expectHeading, visible } from './support/flows';

/** A GET through the page's session; fails on any status but 200. */
export async function getJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  // The API names ids `_id`; read in the local form (`id`), as the client keeps answers (decision 0011).
  return toLocalIds(await response.json()) as T;
}

/** A demo album with at least `minTracks` tracks, with its tracks. */
export async function demoAlbumWith(page: Page, minTracks: number): Promise<AlbumDetail> {
  const albums = await getJson<ListPage<AlbumDocument>>(page, '/api/album/info?limit=100');
  const album = albums.data.find((item) => item.trackCount >= minTracks);
  if (!album) throw new Error(`no demo album with ${minTracks} tracks or more`);
  return getJson<AlbumDetail>(page, `/api/album/info-album/${album.id}`);
}

export async function openAlbumPage(page: Page, album: AlbumDetail) {
  await page.goto(`/albums/${album.id}`);
  await expectHeading(page, album.title);
}

/** Opens a track's details panel from the album's track list; returns the panel. */
export async function openTrackDetails(page: Page, track: TrackDocument): Promise<Locator> {
  const row = page
    .getByRole('list', { name: 'Tracks' })
    .getByRole('listitem', { name: `${track.title} — ${track.mainArtist.name}`, exact: true });
  // The cover: clear of the artist link and the row's buttons.
  await row.click({ position: { x: 24, y: 32 } });
  return visible(page.getByRole('dialog', { name: track.title }));
}

export async function closeDetails(page: Page) {
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').first().waitFor({ state: 'hidden' });
}

/** The heart of a track: a toggle button named "Like {title}". */
export const heart = (scope: Page | Locator, title: string) =>
  scope.getByRole('button', { name: `Like ${title}`, exact: true });

/** A demo album's first track, its details panel open on the album's page with the heart shown. */
export async function firstTrackDetails(page: Page) {
  const album = await demoAlbumWith(page, 1);
  const track = album.tracks[0]!;
  await openAlbumPage(page, album);
  const panel = await openTrackDetails(page, track);
  await visible(heart(panel, track.title));
  return { album, track, panel };
}

export const pressed = (button: Locator) => button.getAttribute('aria-pressed');

export const playerRegion = (page: Page): Locator => page.getByRole('region', { name: 'Player' });

export async function expectPlayerShows(page: Page, title: string) {
  await visible(playerRegion(page).getByText(title, { exact: true }), 15_000);
}

/** Waits until the shared media element plays and its time passed `seconds`; returns its source. */
export async function waitUntilPlaying(page: Page, seconds = 0.3, timeout = 20_000): Promise<string> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const audio = await page.evaluate(() => {
      const element = document.querySelector<HTMLAudioElement>('audio[data-player="shared"]');
      return element ? { time: element.currentTime, paused: element.paused, src: element.currentSrc } : null;
    });
    if (audio && !audio.paused && audio.time > seconds) return audio.src;
    if (Date.now() > deadline)
      throw new Error(`the audio never played past ${seconds} s; last seen ${JSON.stringify(audio)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The aria-labels of a list's items, in order. */
export function itemNames(list: Locator): Promise<string[]> {
  // Read in one go: a list that changes between counting and reading would leave a read waiting.
  return list
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label') ?? ''));
}

export const rowName = (track: TrackDocument) => `${track.title} — ${track.mainArtist.name}`;
