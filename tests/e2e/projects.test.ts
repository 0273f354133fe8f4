import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, openContext, test } from './support/e2e';
import {
  expectHeading,
  expectPath,
  expectSnackbar,
  field,
  gone,
  logIn,
  signedInNewUser,
  visible,
} from './support/flows';
import { confirmedCustomer } from './support/notifications';
import { demoAlbumWith, expectPlayerShows, itemNames, rowName, waitUntilPlaying } from './library-support';
import { entryList, getWorkspace, projectWithEpisodes, sendJson, workspacePath } from './workspace-support';

/** A second user signed in in a browser context of their own, on `path`. */
async function secondTab(browser: Browser, email: string, password: string, path: string) {
  const context = await openContext(browser);
  const page = await context.newPage();
  await logIn(page, email, password, 'Eva');
  await page.goto(path);
  return { context, page };
}

const section = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Project sections' }).getByRole('button', { name, exact: true }).click();

/** A demo track placed in the project's first workspace through the API. */
async function placedTrack(page: Page, projectId: string, workspaceId: string) {
  const album = await demoAlbumWith(page, 1);
  const track = album.tracks[0]!;
  await sendJson(page, 'PATCH', `/api/project/add-track/${projectId}`, {
    tracksId: [track.id],
    projectWorkspaceId: workspaceId,
  });
  return track;
}

describe('projects (docs/licensing.md §2)', () => {
  test('Create project: "Budget to" lines up with "Budget from" beside its hint (issue 26 §4)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signedInNewUser(page, 'proj-budget');
    await page.goto('/projects');
    await page.getByRole('button', { name: 'New project' }).first().click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Create project' }));
    const top = async (name: string) => (await field(dialog, name).boundingBox())?.y ?? Number.NaN;
    await expect.poll(() => top('Budget to, ₽')).toBeGreaterThan(0);
    // Within a pixel (the dialog may still be scaling in); the stretched field sat a hint's height lower.
    expect(Math.abs((await top('Budget to, ₽')) - (await top('Budget from, ₽')))).toBeLessThan(1);
  });

  test(
    'a project made in the UI, an episode added, an Editor invited sees it live; removed, their page goes unavailable',
    { timeout: 180_000 },
    async ({ page, browser }) => {
      await signedInNewUser(page, 'proj-creator');
      const member = await confirmedCustomer('proj-member');
      const other = await secondTab(browser, member.email, member.password, '/projects');
      try {
        await expectHeading(other.page, 'Projects');
        await visible(other.page.getByText('No projects yet'));

        await page.goto('/projects');
        await visible(page.getByText('No projects yet'));
        await page.getByRole('button', { name: 'New project' }).first().click();
        const dialog = await visible(page.getByRole('dialog', { name: 'Create project' }));
        await field(dialog, 'Name').fill('Quiet Shore');
        await dialog.getByRole('combobox', { name: 'Type' }).click();
        await page.getByRole('option', { name: 'TV series' }).click();
        await dialog.getByRole('button', { name: 'Create' }).click();
        await expectSnackbar(page, 'Project Quiet Shore created');
        await expectHeading(page, 'Quiet Shore');
        const projectPath = new URL(page.url()).pathname;

        await page.getByRole('button', { name: 'Add episode' }).click();
        const episode = await visible(page.getByRole('dialog', { name: 'Add episode' }));
        await field(episode, 'Duration (HH:MM:SS)').fill('00:45:00');
        await episode.getByRole('button', { name: 'Create' }).click();
        await expectSnackbar(page, 'Episode saved');
        await visible(page.getByRole('region', { name: 'Episodes' }).getByText('Episode 1'));

        await section(page, 'Members');
        const invite = page.getByRole('form', { name: 'Invite' });
        await field(invite, 'E-mail').fill(member.email);
        await invite.getByRole('combobox', { name: 'Role' }).click();
        await page.getByRole('option', { name: 'Editor' }).click();
        await invite.getByRole('button', { name: 'Invite' }).click();
        await expectSnackbar(page, `Invitation sent to ${member.email}`);

        const list = other.page.getByRole('list', { name: 'Projects' });
        await visible(list.getByRole('link', { name: /Quiet Shore/ }), 15_000);
        await list.getByRole('link', { name: /Quiet Shore/ }).click();
        await expectPath(other.page, projectPath);
        await expectHeading(other.page, 'Quiet Shore');

        const name = `${member.firstName} ${member.lastName}`;
        await page.getByRole('button', { name: `Remove ${name}` }).click();
        const confirm = await visible(
          page.getByRole('alertdialog', { name: `Remove ${name} from the project?` }),
        );
        await confirm.getByRole('button', { name: 'Remove' }).click();
        await expectSnackbar(page, `${name} removed from the project`);
        await expectHeading(other.page, 'This project is no longer available', 15_000);
        await gone(other.page.getByRole('heading', { name: 'Quiet Shore' }));
      } finally {
        await other.context.close();
      }
    },
  );

  test(
    'the share link opens the project signed out and plays its track; revoked, the page is unavailable',
    { timeout: 180_000 },
    async ({ page, browser }) => {
      await signedInNewUser(page, 'proj-share');
      const { projectId, workspaceIds } = await projectWithEpisodes(page, 'Lantern Bay', [1]);
      const track = await placedTrack(page, projectId, workspaceIds[0]!);
      await page.goto(`/projects/${projectId}`);
      await expectHeading(page, 'Lantern Bay');
      await section(page, 'Share link');
      await page.getByRole('button', { name: 'Create link' }).click();
      const url = await (await visible(page.getByRole('textbox', { name: 'Share link' }))).inputValue();
      expect(url).toMatch(/\/shared-project\/[A-Za-z0-9_-]+$/);
      await page.reload();
      await section(page, 'Share link');
      await expect.poll(() => page.getByRole('textbox', { name: 'Share link' }).inputValue()).toBe(url);

      const visitor = await openContext(browser);
      try {
        const guest = await visitor.newPage();
        await guest.goto(new URL(url).pathname);
        await expectHeading(guest, 'Lantern Bay');
        await expect
          .poll(() => itemNames(guest.getByRole('list', { name: 'Tracks of Episode 1' })))
          .toEqual([rowName(track)]);
        await guest.getByRole('button', { name: 'Play this episode' }).click();
        await expectPlayerShows(guest, track.title);
        expect(await waitUntilPlaying(guest, 0.5)).toContain(track.cloudUrl);

        await page.getByRole('button', { name: 'Revoke link' }).click();
        await expectSnackbar(page, 'Link revoked: it no longer opens the project');
        await guest.reload();
        await expectHeading(guest, 'This project is unavailable');
        await gone(guest.getByRole('heading', { name: 'Lantern Bay' }));
      } finally {
        await visitor.close();
      }
    },
  );

  test('the cue sheet downloads from the workspace as .xlsx with the track and its time codes', async ({
    page,
  }) => {
    await signedInNewUser(page, 'proj-cue');
    const { projectId, workspaceIds } = await projectWithEpisodes(page, 'Cold Front', [1]);
    const track = await placedTrack(page, projectId, workspaceIds[0]!);
    await page.goto(workspacePath(projectId, workspaceIds[0]!));
    await expectHeading(page, 'Cold Front · Episode 1');
    await entryList(page)
      .getByRole('button', { name: `More actions for ${track.title}` })
      .click();
    await page.getByRole('menuitem', { name: 'Edit usage' }).click();
    const usage = await visible(page.getByRole('dialog', { name: `Usage of ${track.title}` }));
    await field(usage, 'In').fill('00:02:10');
    await field(usage, 'Out').fill('00:03:05');
    await usage.getByRole('button', { name: 'Save' }).click();
    await expectSnackbar(page, 'Changes saved');
    await expect
      .poll(async () => (await getWorkspace(page, workspaceIds[0]!)).entries[0], { timeout: 15_000 })
      .toEqual(expect.objectContaining({ timeIn: 130, timeOut: 185 }));

    await page.getByRole('button', { name: 'Download cue sheet' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Excel (.xlsx)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Cold Front - Episode 1 - cue sheet.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.getWorksheet('Cue sheet')!;
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
    expect(values(1)).toEqual([
      'Cue #',
      'Title',
      'Composers / authors',
      'Publisher / owner',
      'Performer',
      'ISRC',
      'Usage type',
      'Time in',
      'Time out',
      'Duration',
    ]);
    expect(sheet.getCell('A2').value).toBe('1');
    expect(sheet.getCell('B2').value).toBe(track.title);
    expect([sheet.getCell('H2').value, sheet.getCell('I2').value, sheet.getCell('J2').value]).toEqual([
      '00:02:10',
      '00:03:05',
      '00:00:55',
    ]);
    expect(sheet.rowCount).toBe(2);
  });
});
