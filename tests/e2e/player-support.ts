import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { toLocalIds } from '../../src/domain/api-ids';
import type { AlbumDetail, AlbumDocument, ListPage } from '../../src/domain/catalog';
import { demo, demoPassword, expectHeading, logIn, screenWait, visible } from './support/flows';

export interface AudioSnapshot {
  time: number;
  duration: number;
  paused: boolean;
  volume: number;
  src: string;
  /** The src attribute; null once the player has been emptied. */
  srcAttribute: string | null;
}

/** The shared media element as the page sees it. */
export function readAudio(page: Page): Promise<AudioSnapshot> {
  return page.evaluate(() => {
    const audio = document.querySelector<HTMLAudioElement>('audio[data-player="shared"]');
    if (!audio) throw new Error('no shared audio element');
    return {
      time: audio.currentTime,
      duration: audio.duration,
      paused: audio.paused,
      volume: audio.volume,
      src: audio.currentSrc,
      srcAttribute: audio.getAttribute('src'),
    };
  });
}

/** Polls the shared media element until `check` holds; fails with the last state seen. */
export async function waitForAudio(
  page: Page,
  check: (audio: AudioSnapshot) => boolean,
  timeout = 15_000,
): Promise<AudioSnapshot> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const audio = await readAudio(page);
    if (check(audio)) return audio;
    if (Date.now() > deadline)
      throw new Error(`the audio element never got there; last seen ${JSON.stringify(audio)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Waits for the element to be playing and past `seconds`. */
export const waitForPlaying = (page: Page, seconds = 0.2) =>
  waitForAudio(page, (audio) => !audio.paused && audio.time > seconds);

export const signInCustomer = (page: Page) =>
  logIn(page, demo.customer.email, demoPassword, demo.customer.firstName);

async function getJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  // The API names ids `_id`; read in the local form (`id`), as the client keeps answers (decision 0011).
  return toLocalIds(await response.json()) as T;
}

/** A demo album with at least `minTracks` tracks, with its tracks. */
export async function demoAlbum(page: Page, minTracks = 3): Promise<AlbumDetail> {
  const albums = await getJson<ListPage<AlbumDocument>>(page, '/api/album/info?limit=100');
  const album = albums.data.find((item) => item.trackCount >= minTracks);
  if (!album) throw new Error(`no demo album with ${minTracks} tracks or more`);
  return getJson<AlbumDetail>(page, `/api/album/info-album/${album.id}`);
}

export async function openAlbum(page: Page, album: AlbumDetail) {
  await page.goto(`/albums/${album.id}`);
  await expectHeading(page, album.title);
}

export const playerBar = (page: Page): Locator => page.getByRole('region', { name: 'Player' });

/** Waits until the bar shows `title` (and `artist` when given). */
export async function expectNowPlaying(page: Page, title: string, artist?: string, timeout = screenWait) {
  const bar = playerBar(page);
  await visible(bar.getByText(title, { exact: true }), timeout);
  if (artist) await visible(bar.getByText(artist, { exact: true }));
}

export const barButton = (page: Page, name: string) =>
  playerBar(page).getByRole('button', { name, exact: true });

/** Clicks the position slider where `secondsLeft` of the current track remain. */
export async function seekNearEnd(page: Page, secondsLeft = 2) {
  const { duration } = await waitForAudio(page, (audio) => audio.duration > secondsLeft + 1);
  const box = await playerBar(page).getByRole('slider', { name: 'Playback position' }).boundingBox();
  if (!box) throw new Error('the position slider is not on screen');
  await page.mouse.click(box.x + box.width * ((duration - secondsLeft) / duration), box.y + box.height / 2);
}
