import type { Page } from 'playwright-core';
import { describe, expect, openContext, serviceWorkerInControl, test } from './support/e2e';
import {
  expectHeading,
  expectSnackbar,
  field,
  gone,
  logIn,
  screenWait,
  signedInNewUser,
  visible,
} from './support/flows';
import { confirmedCustomer } from './support/notifications';
import {
  demoAlbumWith,
  expectPlayerShows,
  openAlbumPage,
  rowName,
  waitUntilPlaying,
} from './library-support';
import {
  addScene,
  completeAddToProject,
  entryList,
  getWorkspace,
  projectWithEpisodes,
  sendJson,
  workspacePath,
  workspaceRows,
} from './workspace-support';

/** A second member signed in in a browser context of their own, on the same workspace. */
async function memberTab(
  browser: import('playwright-core').Browser,
  email: string,
  password: string,
  path: string,
) {
  const context = await openContext(browser);
  const page = await context.newPage();
  await logIn(page, email, password, 'Eva');
  await page.goto(path);
  return { context, page };
}

const pushes = async (page: Page, projectId: string) => {
  const response = await page.request.get(`/api/project/project-history?projectId=${projectId}&limit=200`);
  const items = ((await response.json()) as { data: { action: string }[] }).data;
  return items.filter((item) => item.action === 'workspace.push').length;
};

describe('the workspace (docs/licensing.md §2)', () => {
  test(
    'scenes and tracks from the catalogue and the player queue, moved between scenes and played; a second member sees each change live',
    { timeout: 300_000 },
    async ({ page, browser }) => {
      await signedInNewUser(page, 'ws-creator');
      const member = await confirmedCustomer('ws-editor');
      const { projectId, workspaceIds } = await projectWithEpisodes(page, 'Night Train', [1, 2]);
      await sendJson(page, 'POST', `/api/project/add-member/${projectId}`, {
        email: member.email,
        role: 'editor',
      });
      const path = workspacePath(projectId, workspaceIds[0]!);
      await page.goto(path);
      await expectHeading(page, 'Night Train · Episode 1');
      await visible(page.getByText('No tracks in this workspace yet.', { exact: false }));
      const other = await memberTab(browser, member.email, member.password, path);
      try {
        await expectHeading(other.page, 'Night Train · Episode 1');

        await addScene(page, 'Chase on the bridge', '00:10:00', '00:12:00');
        await addScene(page, 'Opening', '00:00:00', '00:01:30');
        await expect.poll(() => workspaceRows(page)).toEqual(['Opening', 'Chase on the bridge']);
        await expect.poll(() => workspaceRows(other.page)).toEqual(['Opening', 'Chase on the bridge']);

        const album = await demoAlbumWith(page, 3);
        const [first, second] = album.tracks as [(typeof album.tracks)[0], (typeof album.tracks)[0]];
        await openAlbumPage(page, album);
        const rows = page.getByRole('list', { name: 'Tracks' });
        await rows.getByRole('button', { name: `More actions for ${first.title}`, exact: true }).click();
        await page.getByRole('menuitem', { name: 'Add to project…' }).click();
        await completeAddToProject(page, first.title, 'Night Train', 'Opening');

        await page.getByRole('button', { name: 'Play all' }).click();
        await expectPlayerShows(page, first.title);
        await page.getByRole('region', { name: 'Player' }).getByRole('button', { name: 'Queue' }).click();
        const queue = await visible(page.getByRole('list', { name: 'Queue' }));
        await queue.getByRole('button', { name: `More actions for ${second.title}` }).click();
        await page.getByRole('menuitem', { name: 'Add to project…' }).click();
        await completeAddToProject(page, second.title, 'Night Train');
        await page.keyboard.press('Escape');

        const withTracks = ['Opening', rowName(first), 'Chase on the bridge', 'No scene', rowName(second)];
        await expect.poll(() => workspaceRows(other.page), { timeout: screenWait }).toEqual(withTracks);
        await page.goto(path);
        await expect.poll(() => workspaceRows(page)).toEqual(withTracks);

        await entryList(page)
          .getByRole('button', { name: `More actions for ${second.title}` })
          .click();
        await page.getByRole('menuitem', { name: 'Move to scene' }).click();
        await page.getByRole('menuitem', { name: 'Chase on the bridge' }).click();
        const moved = ['Opening', rowName(first), 'Chase on the bridge', rowName(second)];
        await expect.poll(() => workspaceRows(page)).toEqual(moved);
        await expect.poll(() => workspaceRows(other.page)).toEqual(moved);

        await other.page.getByRole('button', { name: 'Play workspace' }).click();
        await expectPlayerShows(other.page, first.title);
        expect(await waitUntilPlaying(other.page)).toContain(first.cloudUrl);

        await entryList(page)
          .getByRole('button', { name: `More actions for ${first.title}` })
          .click();
        await page.getByRole('menuitem', { name: 'Move to another workspace' }).click();
        await page.getByRole('menuitem', { name: 'Episode 2' }).click();
        await expectSnackbar(page, '1 track moved to Episode 2');
        await expect
          .poll(() => workspaceRows(other.page))
          .toEqual(['Opening', 'Chase on the bridge', rowName(second)]);
        expect((await getWorkspace(page, workspaceIds[1]!)).entries.map((e) => e.trackId)).toEqual([
          first.id,
        ]);

        await entryList(page)
          .getByRole('button', { name: `More actions for ${second.title}` })
          .click();
        await page.getByRole('menuitem', { name: 'Remove from workspace' }).click();
        await expect.poll(() => workspaceRows(other.page)).toEqual(['Opening', 'Chase on the bridge']);
        const undo = await visible(
          page.getByRole('status').filter({ hasText: '1 track removed from the workspace' }).first(),
        );
        await undo.getByRole('button', { name: 'Undo' }).click();
        await expect
          .poll(() => workspaceRows(other.page))
          .toEqual(moved.filter((row) => row !== rowName(first)));
      } finally {
        await other.context.close();
      }
    },
  );

  describe('offline', () => {
    // As for a returning user, the service worker serves the code the page asks for while offline.
    test.override({ serviceWorkers: 'allow' });

    test(
      'a scene edited offline is pushed once after reconnecting and reaches the other member',
      { timeout: 180_000 },
      async ({ page, context, browser }) => {
        await signedInNewUser(page, 'ws-offline');
        // The scene's dialog is code the workspace has not loaded yet: offline, the worker serves it.
        await serviceWorkerInControl(page);
        const member = await confirmedCustomer('ws-offline-viewer');
        const { projectId, workspaceIds } = await projectWithEpisodes(page, 'Harbour Lights', [1]);
        await sendJson(page, 'POST', `/api/project/add-member/${projectId}`, {
          email: member.email,
          role: 'viewer',
        });
        await sendJson(page, 'POST', `/api/project/create-scene/${workspaceIds[0]}`, {
          description: 'Harbour at dawn',
          sceneType: 'background',
          start: '00:01:00',
          end: '00:02:00',
        });
        const path = workspacePath(projectId, workspaceIds[0]!);
        await page.goto(path);
        await expect.poll(() => workspaceRows(page)).toEqual(['Harbour at dawn']);
        const other = await memberTab(browser, member.email, member.password, path);
        try {
          await expect.poll(() => workspaceRows(other.page)).toEqual(['Harbour at dawn']);
          await gone(other.page.getByRole('button', { name: 'Add scene' }));
          const before = await pushes(page, projectId);

          await context.setOffline(true);
          await visible(page.getByText('You are offline', { exact: false }).first());
          await page.getByRole('button', { name: 'Actions for scene Harbour at dawn' }).click();
          await page.getByRole('menuitem', { name: 'Edit scene' }).click();
          const dialog = await visible(page.getByRole('dialog', { name: 'Edit scene' }));
          await field(dialog, 'Description').fill('Harbour at night');
          await field(dialog, 'End').fill('00:03:00');
          await dialog.getByRole('button', { name: 'Save' }).click();
          await expectSnackbar(page, 'Scene saved');
          await expect.poll(() => workspaceRows(page)).toEqual(['Harbour at night']);
          expect(await workspaceRows(other.page)).toEqual(['Harbour at dawn']);

          await context.setOffline(false);
          await expect
            .poll(() => workspaceRows(other.page), { timeout: 15_000 })
            .toEqual(['Harbour at night']);
          const stored = await getWorkspace(page, workspaceIds[0]!);
          expect(stored.scenes).toEqual([
            expect.objectContaining({ description: 'Harbour at night', start: 60, end: 180 }),
          ]);
          await expect.poll(() => pushes(page, projectId)).toBe(before + 1);
          await page.reload();
          await expect.poll(() => workspaceRows(page)).toEqual(['Harbour at night']);
          expect(await pushes(page, projectId)).toBe(before + 1);
        } finally {
          await other.context.close();
        }
      },
    );
  });
});
