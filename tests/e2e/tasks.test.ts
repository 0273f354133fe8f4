import { sineMp3 } from '../server/catalog-fixtures';
import { describe, expect, test } from './support/e2e';
import {
  demo,
  demoPassword,
  expectHeading,
  expectSnackbar,
  field,
  signedInNewUser,
  visible,
} from './support/flows';
import { apiSession, roomJoined } from './support/notifications';
import { chooseFile, files, signInAsOwner, useOwnerFiles } from './owner-support';
import { ownerTask, seedArtist, type TaskApi } from './task-support';
import { getWorkspace, projectWithEpisodes } from './workspace-support';

describe('composer orders (docs/licensing.md §3)', () => {
  useOwnerFiles();

  test(
    'a customer commissions music from the artist page; the owner accepts and delivers; the customer sees it live',
    { timeout: 300_000 },
    async ({ page }) => {
      const owner = await apiSession(demo.owner.email, demoPassword, 'owner');
      try {
        // An artist only the demo owner has tracks of, so the artist page names that owner.
        const artistName = `Orders Artist ${Date.now().toString(36)}`;
        const artistId = await seedArtist(owner, artistName);

        const joined = roomJoined(page);
        await signedInNewUser(page, 'task-customer');
        await joined;
        const { workspaceIds } = await projectWithEpisodes(page, 'Harbour docs', [1]);
        await page.goto(`/artists/${artistId}`);
        await expectHeading(page, artistName);
        await (await visible(page.getByRole('button', { name: 'Commission music' }))).click();
        const dialog = await visible(
          page.getByRole('dialog', { name: `Commission music from ${artistName}` }),
        );
        await field(dialog, 'Title').fill('Harbour suite');
        await field(dialog, 'Reference URL').fill('not a link');
        await dialog.getByRole('button', { name: 'Send order' }).click();
        await visible(dialog.getByText('Enter a valid URL.'));
        await field(dialog, 'Reference URL').fill('https://example.com/reference');
        await field(dialog, 'Number of tracks').fill('2');
        await dialog.getByRole('combobox', { name: 'Project' }).selectOption({ label: 'Harbour docs' });
        await dialog.getByRole('button', { name: 'Send order' }).click();
        await expectSnackbar(page, 'Order “Harbour suite” sent');
        await page.getByRole('button', { name: 'Open orders' }).click();
        await expectHeading(page, 'My composer orders');
        const card = page.getByRole('article', { name: 'Harbour suite' });
        await visible(card.getByText('Requested', { exact: true }), 20_000);
        await visible(card.getByRole('button', { name: 'Withdraw' }));
        await visible(card.getByText('Project: Harbour docs'));

        const task = await ownerTask(owner, 'Harbour suite');
        expect(task?.ownerId).toBe(owner.userId);
        const accepted = await owner.api.patch(`/api/task/change-status/${task!._id}`, {
          data: { status: 'in_progress' },
        });
        expect(accepted.status(), await accepted.text()).toBe(200);
        await visible(card.getByText('In progress', { exact: true }), 20_000);
        await expect.poll(() => card.getByRole('button', { name: 'Withdraw' }).count()).toBe(0);

        const delivery = new FormData();
        delivery.append('title', 'Harbour suite, part 1');
        delivery.append('mainArtist', artistName);
        delivery.append(
          'audio',
          new Blob([new Uint8Array(await sineMp3(1, 440))], { type: 'audio/mpeg' }),
          'part1.mp3',
        );
        const delivered = await owner.api.post(`/api/task/deliver/${task!._id}`, { multipart: delivery });
        expect(delivered.status(), await delivered.text()).toBeLessThan(300);
        const add = card.getByRole('button', { name: 'Add to project: Harbour suite, part 1' });
        await (await visible(add, 20_000)).click();
        const addDialog = await visible(
          page.getByRole('dialog', { name: 'Add Harbour suite, part 1 to a project' }),
        );
        await expect
          .poll(() => addDialog.getByRole('combobox', { name: 'Project' }).inputValue())
          .not.toBe('');
        await addDialog.getByRole('button', { name: 'Add' }).click();
        await expectSnackbar(page, 'Harbour suite, part 1 added to Harbour docs');
        const workspace = await getWorkspace(page, workspaceIds[0]!);
        const deliveredTask = (await delivered.json()) as { deliveries: { trackId: string }[] };
        // The entry refers to the order it was delivered into (remove-track's composerOrderIds).
        expect(workspace.entries.map((entry) => ({ trackId: entry.trackId, taskId: entry.taskId }))).toEqual([
          { trackId: deliveredTask.deliveries[0]!.trackId, taskId: task!._id },
        ]);
      } finally {
        await owner.close();
      }
    },
  );
  test(
    'the owner accepts on /tasks/owner, delivers through the upload form and completes the order',
    { timeout: 300_000 },
    async ({ page }) => {
      const customer = await apiSession(demo.customer.email, demoPassword, 'customer');
      const owner = await apiSession(demo.owner.email, demoPassword, 'owner');
      try {
        const title = `Opening theme ${Date.now().toString(36)}`;
        const created = await customer.api.post('/api/task/create', {
          data: { ownerId: owner.userId, title, tracksCount: 1 },
        });
        expect(created.status(), await created.text()).toBeLessThan(300);
        const taskId = ((await created.json()) as TaskApi)._id;

        await signInAsOwner(page);
        await page.goto('/tasks/owner');
        await expectHeading(page, 'Orders for me');
        const card = page.getByRole('article', { name: title });
        await visible(card.getByText('Requested', { exact: true }), 20_000);
        await card.getByRole('button', { name: 'Accept' }).click();
        await expectSnackbar(page, 'Order accepted');
        await visible(card.getByText('In progress', { exact: true }), 20_000);

        await card.getByRole('button', { name: 'Deliver a track' }).click();
        const dialog = await visible(page.getByRole('dialog', { name: `Deliver a track into “${title}”` }));
        await chooseFile(page, dialog, 'Choose audio file', files.mp3);
        await field(dialog, 'Title').fill('Opening, take 1');
        await field(dialog, 'Main artist').fill('Oleg Demo');
        await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
        await expectSnackbar(page, 'Track “Opening, take 1” uploaded');
        await visible(card.getByText('Opening, take 1'), 20_000);
        await expect
          .poll(async () => {
            const listed = await customer.api.get('/api/task/info', {
              params: { role: 'customer', limit: 100 },
            });
            const found = (
              (await listed.json()) as { data: (TaskApi & { deliveries: { title: string }[] })[] }
            ).data.find((item) => item._id === taskId);
            return found?.deliveries.map((item) => item.title);
          })
          .toEqual(['Opening, take 1']);

        await card.getByRole('button', { name: 'Complete' }).click();
        const confirm = await visible(page.getByRole('alertdialog', { name: 'Complete this order?' }));
        await confirm.getByRole('button', { name: 'Complete' }).click();
        await expectSnackbar(page, 'Order completed');
        await page.getByRole('link', { name: 'Completed' }).click();
        await visible(
          page.getByRole('article', { name: title }).getByText('Completed', { exact: true }),
          20_000,
        );
      } finally {
        await customer.close();
        await owner.close();
      }
    },
  );
});
