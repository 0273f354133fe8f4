import { describe, expect, test } from './support/e2e';
import { expectSnackbar, visible } from './support/flows';
import {
  barButton,
  demoAlbum,
  expectNowPlaying,
  openAlbum,
  playerBar,
  readAudio,
  seekNearEnd,
  signInCustomer,
  waitForAudio,
  waitForPlaying,
} from './player-support';

describe('player (docs/product.md §4 Player, §9)', () => {
  test('Play all plays the album; next and previous follow the list; Space toggles', async ({ page }) => {
    await signInCustomer(page);
    const album = await demoAlbum(page);
    const [first, second] = album.tracks;
    await openAlbum(page, album);
    await page.getByRole('button', { name: 'Play all' }).click();
    await expectNowPlaying(page, first!.title, first!.mainArtist.name);
    const playing = await waitForPlaying(page, 0.5);
    expect(playing.src).toContain(first!.cloudUrl);

    await barButton(page, 'Next track').click();
    await expectNowPlaying(page, second!.title);
    expect((await waitForPlaying(page)).src).toContain(second!.cloudUrl);
    await barButton(page, 'Previous track').click();
    await expectNowPlaying(page, first!.title);
    await waitForPlaying(page);

    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('Space');
    await waitForAudio(page, (audio) => audio.paused);
    await visible(barButton(page, 'Play'));
    await page.keyboard.press('Space');
    await waitForAudio(page, (audio) => !audio.paused);
    await visible(barButton(page, 'Pause'));
  });

  test('the pointer on Play all fetches the start of the first track before the click, once', async ({
    page,
  }) => {
    await signInCustomer(page);
    const album = await demoAlbum(page);
    const first = album.tracks[0]!;
    await openAlbum(page, album);
    const ranges: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith(first.cloudUrl)) ranges.push(request.headers()['range'] ?? '');
    });
    const playAll = page.getByRole('button', { name: 'Play all' });
    const warmed = page.waitForRequest((request) => request.url().endsWith(first.cloudUrl));
    await playAll.hover();
    expect((await warmed).headers()['range']).toBe('bytes=0-262143');
    await page.mouse.move(0, 0);
    await playAll.hover();
    await playAll.click();
    await expectNowPlaying(page, first.title);
    await waitForPlaying(page, 0.3);
    // The hover asked once; the rest are the media element's own requests.
    expect(ranges.filter((range) => range === 'bytes=0-262143')).toHaveLength(1);
  });

  test('shuffle and repeat cycle with their pressed states; the end of the list obeys repeat', async ({
    page,
  }) => {
    await signInCustomer(page);
    const album = await demoAlbum(page);
    const first = album.tracks[0]!;
    const last = album.tracks.at(-1)!;
    await openAlbum(page, album);
    await page.getByRole('button', { name: 'Play all' }).click();
    await waitForPlaying(page);

    const shuffle = barButton(page, 'Shuffle');
    expect(await shuffle.getAttribute('aria-pressed')).toBe('false');
    await shuffle.click();
    expect(await shuffle.getAttribute('aria-pressed')).toBe('true');
    await shuffle.click();
    expect(await shuffle.getAttribute('aria-pressed')).toBe('false');

    expect(await barButton(page, 'Repeat: off').getAttribute('aria-pressed')).toBe('false');
    await barButton(page, 'Repeat: off').click();
    expect(await barButton(page, 'Repeat: track').getAttribute('aria-pressed')).toBe('true');

    // Repeat track: the track plays again from its start when it ends.
    await seekNearEnd(page);
    await waitForAudio(page, (audio) => audio.time > audio.duration - 2.5);
    await waitForAudio(page, (audio) => !audio.paused && audio.time > 0.1 && audio.time < 3, 30_000);
    await expectNowPlaying(page, first.title);

    await barButton(page, 'Repeat: track').click();
    expect(await barButton(page, 'Repeat: list').getAttribute('aria-pressed')).toBe('true');
    for (let index = 1; index < album.tracks.length; index += 1) await barButton(page, 'Next track').click();
    await expectNowPlaying(page, last.title);
    await waitForPlaying(page);
    // Repeat list: the end of the last track wraps around to the first.
    await seekNearEnd(page);
    await expectNowPlaying(page, first.title, undefined, 30_000);
    await waitForPlaying(page);

    await barButton(page, 'Repeat: list').click();
    expect(await barButton(page, 'Repeat: off').getAttribute('aria-pressed')).toBe('false');
    await barButton(page, 'Previous track').click();
    await expectNowPlaying(page, first.title);
    await barButton(page, 'Next track').click();
    await waitForPlaying(page);
    // Repeat off: previous at the first track stays there; the end of the list stops.
    for (let index = 1; index < album.tracks.length - 1; index += 1)
      await barButton(page, 'Next track').click();
    await expectNowPlaying(page, last.title);
    await waitForPlaying(page);
    await seekNearEnd(page);
    await waitForAudio(page, (audio) => audio.paused, 30_000);
    await visible(barButton(page, 'Play'));
    await expectNowPlaying(page, last.title);
  });

  test('clicking the waveform seeks; mute remembers the volume and unmute restores it', async ({ page }) => {
    await signInCustomer(page);
    const album = await demoAlbum(page);
    await openAlbum(page, album);
    await page.getByRole('button', { name: 'Play all' }).click();
    const started = await waitForPlaying(page);
    await visible(playerBar(page).locator(`[data-drawn="${album.tracks[0]!.id}"]`));

    const slider = playerBar(page).getByRole('slider', { name: 'Playback position' });
    const box = (await slider.boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.75, box.y + box.height / 2);
    const sought = await waitForAudio(page, (audio) => audio.time > started.duration * 0.7);
    expect(sought.time).toBeLessThan(started.duration * 0.8);

    const volume = playerBar(page).getByRole('slider', { name: 'Volume' });
    await volume.focus();
    for (let step = 0; step < 40; step += 1) await page.keyboard.press('ArrowLeft');
    await waitForAudio(page, (audio) => Math.abs(audio.volume - 0.6) < 0.001);
    expect(await barButton(page, 'Mute').getAttribute('data-volume-icon')).toBe('medium');

    await barButton(page, 'Mute').click();
    await waitForAudio(page, (audio) => audio.volume === 0);
    expect(await barButton(page, 'Unmute').getAttribute('data-volume-icon')).toBe('muted');
    await barButton(page, 'Unmute').click();
    await waitForAudio(page, (audio) => Math.abs(audio.volume - 0.6) < 0.001);
    expect(await volume.inputValue()).toBe('60');
  });

  test('a reload keeps the queue and the position, paused', async ({ page }) => {
    await signInCustomer(page);
    const album = await demoAlbum(page);
    await openAlbum(page, album);
    await page.getByRole('button', { name: 'Play all' }).click();
    await barButton(page, 'Next track').click();
    const second = album.tracks[1]!;
    await expectNowPlaying(page, second.title);
    await waitForPlaying(page, 1);
    await barButton(page, 'Pause').click();
    const saved = await waitForAudio(page, (audio) => audio.paused);

    await page.reload();
    await expectNowPlaying(page, second.title, second.mainArtist.name);
    await visible(barButton(page, 'Play'));
    const restored = await waitForAudio(page, (audio) => audio.duration > 0 && audio.time > 0);
    expect(restored.paused).toBe(true);
    expect(Math.abs(restored.time - saved.time)).toBeLessThan(0.6);

    await barButton(page, 'Queue').click();
    const queue = await visible(page.getByRole('list', { name: 'Queue' }));
    const titles = await queue
      .getByRole('button', { name: /^Play .* from the queue$/ })
      .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')));
    expect(titles).toEqual(album.tracks.map((track) => `Play ${track.title} from the queue`));
  });

  test('an audio file that cannot load shows the error snackbar and stops', async ({ page }) => {
    await signInCustomer(page);
    const album = await demoAlbum(page);
    await openAlbum(page, album);
    await page.route('**/api/track/audio/**', (route) => route.fulfill({ status: 404, body: 'missing' }));
    await page.getByRole('button', { name: 'Play all' }).click();
    await expectSnackbar(page, 'error while loading audio');
    await visible(barButton(page, 'Play'));
    expect((await readAudio(page)).paused).toBe(true);
  });

  test('Close stops playback and hides the bar', async ({ page }) => {
    await signInCustomer(page);
    const album = await demoAlbum(page);
    await openAlbum(page, album);
    await page.getByRole('button', { name: 'Play all' }).click();
    await waitForPlaying(page);
    await barButton(page, 'Close player').click();
    await playerBar(page).waitFor({ state: 'detached' });
    const audio = await readAudio(page);
    expect(audio.paused).toBe(true);
    expect(audio.srcAttribute).toBeNull();
  });

  test("the page's first click starts the audio output once, silently, and closes it again", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const created: AudioContext[] = [];
      const Native = window.AudioContext;
      // Counted before the app's own listener, which runs later in the same dispatch.
      const gestures = { count: 0 };
      window.addEventListener('pointerdown', () => (gestures.count += 1), { capture: true });
      Object.assign(window, { __audioContexts: created, __gestures: gestures });
      window.AudioContext = class extends Native {
        constructor(options?: AudioContextOptions) {
          super(options);
          created.push(this);
        }
      };
    });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
    });
    const states = () =>
      page.evaluate(() =>
        (window as unknown as { __audioContexts: AudioContext[] }).__audioContexts.map(
          (context) => context.state,
        ),
      );
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    // Effects run after a paint: once a frame and then a task have passed, the page's start-up work is done.
    await page.evaluate(
      () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
    );
    expect(await states()).toEqual([]);

    await page.getByRole('heading', { level: 1 }).click();
    await expect.poll(states).toEqual(['closed']);
    await page.keyboard.press('Tab');
    await page.getByRole('heading', { level: 1 }).click();
    // The warm-up would make a context inside the gesture's listener: once the second press has reached
    // the window, a second context would be there.
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { __gestures: { count: number } }).__gestures.count),
      )
      .toBe(2);
    expect(await states()).toEqual(['closed']);
    expect(warnings.filter((text) => /AudioContext/i.test(text))).toEqual([]);
  });
});
