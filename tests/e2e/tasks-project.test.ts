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
import { apiSession } from './support/notifications';
import { ownerTask, seedArtist } from './task-support';
import { projectWithEpisodes } from './workspace-support';

describe('composer orders from the project page (docs/licensing.md §3)', () => {
  test(
    'a member finds the composer by artist name and the order is filed under the project',
    { timeout: 300_000 },
    async ({ page }) => {
      const owner = await apiSession(demo.owner.email, demoPassword, 'owner');
      try {
        // An artist only the demo owner has tracks of, so choosing it names that owner.
        const artistName = `Project Orders ${Date.now().toString(36)}`;
        await seedArtist(owner, artistName);

        await signedInNewUser(page, 'project-commission');
        const { projectId } = await projectWithEpisodes(page, 'Lighthouse docs', [1]);
        await page.goto(`/projects/${projectId}`);
        await expectHeading(page, 'Lighthouse docs');
        await (await visible(page.getByRole('button', { name: 'Commission music' }))).click();
        const picker = await visible(
          page.getByRole('dialog', { name: 'Commission music for Lighthouse docs' }),
        );
        await picker.getByRole('searchbox', { name: 'Artist' }).fill(artistName);
        const choice = picker.getByRole('list', { name: 'Matching artists' }).getByRole('button', {
          name: new RegExp(`^${artistName}`),
        });
        await (await visible(choice)).focus();
        await page.keyboard.press('Enter');

        // The order form is a real, named dialog once the picker has gone.
        const dialog = await visible(
          page.getByRole('dialog', { name: `Commission music from ${artistName}` }),
        );
        await expect.poll(() => page.getByRole('dialog').count()).toBe(1);
        await expect
          .poll(() =>
            dialog
              .getByRole('combobox', { name: 'Project' })
              .evaluate((el) => (el as HTMLSelectElement).value),
          )
          .toBe(projectId);
        await field(dialog, 'Title').fill('Lighthouse theme');
        await dialog.getByRole('button', { name: 'Send order' }).click();
        await expectSnackbar(page, 'Order “Lighthouse theme” sent');

        const task = await ownerTask(owner, 'Lighthouse theme');
        expect(task?.ownerId).toBe(owner.userId);
        expect(task?.projectId).toBe(projectId);
      } finally {
        await owner.close();
      }
    },
  );
});
