import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, serviceWorkerInControl, test } from './support/e2e';
import {
  chooseFromAccountMenu,
  expectHeading,
  expectSnackbar,
  signedInNewUser,
  visible,
} from './support/flows';
import {
  closeDetails,
  demoAlbumWith,
  getJson,
  heart,
  itemNames,
  openAlbumPage,
  openTrackDetails,
  pressed,
  rowName,
} from './library-support';
import { freePort, root, startServer, waitForHealth } from './support/server-process';

/** How long a screen may take from the start of its navigation to its heading (docs/architecture.md, "Offline start"). */
const firstContentLimitMs = 1000;
const offlineBanner = (page: Page) => page.getByText('You are offline', { exact: false });

const shellCaches = (page: Page) =>
  page.evaluate(() =>
    caches.keys().then((names) => names.filter((name) => name.startsWith('cueline-shell-'))),
  );

/**
 * Whether the page's local database keeps the answer of `operation` for `id` (RxDB's local documents,
 * where `useLocalQuery` writes the answers it shows, keyed by the operation and its input): a screen shown
 * from the network is written there a moment later, and only then opens offline.
 */
const answerKept = (page: Page, operation: string, id: string) =>
  page.evaluate(
    async (wanted) => {
      const names = (await indexedDB.databases()).map((entry) => entry.name ?? '');
      for (const name of names.filter((candidate) => candidate.includes('plugin-local-documents'))) {
        const found = await new Promise<boolean>((resolve) => {
          const open = indexedDB.open(name);
          open.onerror = () => resolve(false);
          open.onsuccess = () => {
            const db = open.result;
            const stores = [...db.objectStoreNames];
            if (stores.length === 0) return resolve(false);
            const all = stores.map(
              (store) =>
                new Promise<unknown[]>((done) => {
                  const request = db.transaction(store, 'readonly').objectStore(store).getAll();
                  request.onsuccess = () => done(request.result as unknown[]);
                  request.onerror = () => done([]);
                }),
            );
            void Promise.all(all).then((lists) => {
              db.close();
              resolve(
                lists.flat().some((record) => {
                  const text = JSON.stringify(record);
                  return wanted.every((part) => text.includes(part));
                }),
              );
            });
          };
        });
        if (found) return true;
      }
      return false;
    },
    [`${operation}:`, id],
  );

/** Milliseconds from the start of the current page's navigation until a level-1 heading reads `name`. */
async function headingShownAfterMs(page: Page, name: string): Promise<number> {
  const handle = await page.waitForFunction(
    (wanted) =>
      [...document.querySelectorAll('h1')].some((heading) => heading.textContent === wanted)
        ? performance.now()
        : false,
    name,
    { polling: 'raf', timeout: 10_000 },
  );
  return (await handle.jsonValue()) as number;
}

describe('offline start and updates (docs/architecture.md, "Offline start")', () => {
  // These journeys are about the service worker, which the other files' pages go without.
  test.override({ serviceWorkers: 'allow' });

  test('a signed-in user opens Cueline offline from the local database; a like made then lands once after reconnecting', async ({
    page,
    context,
  }) => {
    await signedInNewUser(page, 'pwa');
    const album = await demoAlbumWith(page, 1);
    const track = album.tracks[0]!;
    await openAlbumPage(page, album);
    await serviceWorkerInControl(page);
    await expect.poll(() => answerKept(page, 'album.detail', album.id)).toBe(true);

    await context.setOffline(true);
    await page.reload({ waitUntil: 'commit' });
    expect(await headingShownAfterMs(page, album.title)).toBeLessThan(firstContentLimitMs);
    await visible(offlineBanner(page));

    const panel = await openTrackDetails(page, track);
    await heart(panel, track.title).click();
    await expect.poll(() => pressed(heart(panel, track.title))).toEqual('true');
    await closeDetails(page);

    // Another route, opened as a new page load: the shell from the cache, the list from the local database.
    await page.goto('/liked', { waitUntil: 'commit' });
    expect(await headingShownAfterMs(page, 'Liked songs')).toBeLessThan(firstContentLimitMs);
    await expect
      .poll(() => itemNames(page.getByRole('list', { name: 'Liked songs' })))
      .toEqual([rowName(track)]);
    expect(await getJson<string[]>(page, '/api/user/favorite-tracks-ids')).toEqual([]);

    // Logging out needs the server: offline, the user is told so and stays signed in.
    await chooseFromAccountMenu(page, 'Logout');
    await expectSnackbar(page, 'Your device is offline. Please connect to the internet and try again.');
    await expectHeading(page, 'Liked songs');

    await context.setOffline(false);
    await expect
      .poll(() => getJson<string[]>(page, '/api/user/favorite-tracks-ids'), { timeout: 30_000 })
      .toEqual([track.id]);
    await expect.poll(() => offlineBanner(page).count()).toBe(0);
  });

  test('a session ended on the server while the tab was offline signs the tab out once the network returns', async ({
    page,
    context,
  }) => {
    await signedInNewUser(page, 'pwa-ended');
    await serviceWorkerInControl(page);
    await context.setOffline(true);
    await page.reload({ waitUntil: 'commit' });
    await expectHeading(page, 'Welcome, Eva');
    await visible(offlineBanner(page));

    // Ended elsewhere: the request context shares the tab's cookies, and the server forgets the session.
    const ended = await page.request.post('/api/auth/logout', { headers: { 'x-user-profile': 'customer' } });
    expect(ended.status()).toBe(204);
    await context.setOffline(false);
    await expectHeading(page, 'Log in');
  });

  test('a new build takes over the open page: its worker replaces the old one, the old cache is deleted and a reload is offered', async ({
    page,
  }) => {
    // A server of its own, on a copy of the build, so changing the build touches no other test.
    const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cueline-e2e-pwa-'));
    const clientDir = path.join(workDir, 'client');
    fs.cpSync(path.join(root, 'dist/client'), clientDir, {
      recursive: true,
      filter: (source) => !source.endsWith('.map'),
    });
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const { DATABASE_URL: _db, REDIS_URL: _redis, ...inherited } = process.env;
    const server = startServer(
      {
        ...inherited,
        NODE_ENV: 'production',
        NO_COLOR: '1',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseUrl,
        DATA_DIR: path.join(workDir, 'data'),
        CLIENT_DIR: clientDir,
        DEMO: 'off',
        LOG_LEVEL: 'warn',
      },
      path.join(root, '.tmp/e2e/pwa-update-server.log'),
    );
    try {
      await waitForHealth(baseUrl, server, 120_000);
      await page.goto(`${baseUrl}/auth/login`);
      await expectHeading(page, 'Log in');
      await serviceWorkerInControl(page);
      const [before] = await shellCaches(page);
      expect(before).toMatch(/^cueline-shell-[0-9a-f]{16}$/);

      // The next deployment: the same files under a new build id.
      const workerFile = path.join(clientDir, 'sw.js');
      const nextWorker = fs
        .readFileSync(workerFile, 'utf8')
        .replace(before!.slice('cueline-shell-'.length), 'next-build');
      fs.writeFileSync(workerFile, nextWorker);
      fs.writeFileSync(`${workerFile}.br`, zlib.brotliCompressSync(nextWorker));
      fs.writeFileSync(`${workerFile}.gz`, zlib.gzipSync(nextWorker));

      await page.reload();
      await expectHeading(page, 'Log in');
      const prompt = await visible(page.getByText('A new version of Cueline is ready.'), 15_000);
      // The new worker takes over first and deletes the old build's cache while activating.
      await expect.poll(() => shellCaches(page)).toEqual(['cueline-shell-next-build']);

      await page.getByRole('button', { name: 'Reload' }).click();
      await expectHeading(page, 'Log in');
      await expect.poll(() => prompt.count()).toBe(0);
      expect(await shellCaches(page)).toEqual(['cueline-shell-next-build']);
    } finally {
      await server.stop();
      fs.rmSync(workDir, { recursive: true, force: true });
    }
  });
});
