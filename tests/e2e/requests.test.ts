import type { Page } from 'playwright-core';
import type { OrderApi } from '../../src/domain/api/orders';
import { describe, expect, openContext, test } from './support/e2e';
import {
  demo,
  demoPassword,
  expectHeading,
  expectPath,
  expectSnackbar,
  logIn,
  signedInNewUser,
  visible,
} from './support/flows';
import { apiSession, roomJoined } from './support/notifications';
import { createCompany } from './contracts-support';
import { demoAlbumWith } from './library-support';
import { entryList, projectWithEpisodes, sendJson, workspacePath } from './workspace-support';

/** The owner's queue rows of the project, by their accessible names (track, then the rest). */
const queueRows = (page: Page) => page.getByRole('grid', { name: 'Requests' }).getByRole('row');

/** The owner proposes one price for the rows of the given tracks, through the queue's editor. */
async function proposeInQueue(page: Page, titles: string[], rubles: string) {
  for (const title of titles) {
    const box = page.getByRole('checkbox', { name: `Select ${title}` });
    if (!(await box.isChecked())) await box.click();
  }
  await page.getByRole('button', { name: 'Propose', exact: true }).click();
  const editor = await visible(page.getByRole('dialog', { name: /^Proposal for/ }));
  const price = editor.getByRole('textbox', { name: /Price without VAT/ }).first();
  await price.fill(rubles);
  await editor.getByRole('button', { name: 'Send proposal' }).click();
  await expect.poll(() => editor.isVisible()).toBe(false);
}

describe('requests and proposals (docs/licensing.md §3)', () => {
  test(
    'the team requests two entries, the owner proposes, the team approves one: both sides see it approved in part',
    { timeout: 300_000 },
    async ({ page, browser }) => {
      const ownerContext = await openContext(browser);
      const queue = await ownerContext.newPage();
      await logIn(queue, demo.owner.email, demoPassword, demo.owner.firstName);
      await queue.goto('/requests');
      await expectHeading(queue, 'Requests');
      // The open queue marks what it shows seen: the dot goes out (issue 26 §3). The owner then leaves it.
      await visible(queue.getByRole('link', { name: 'Requests', exact: true }), 20_000);
      await queue.goto('/tracks');
      await visible(queue.getByRole('link', { name: 'Requests', exact: true }), 20_000);
      const joined = roomJoined(page);
      const customer = await signedInNewUser(page, 'req-customer');
      await joined;
      await createCompany(page, 'Quillon Films LLC', `${customer.firstName} Quillon`);
      const { projectId, workspaceIds } = await projectWithEpisodes(page, 'Quillon Bay', [1]);
      const album = await demoAlbumWith(page, 2);
      const [first, second] = album.tracks as [(typeof album.tracks)[0], (typeof album.tracks)[0]];
      await sendJson(page, 'PATCH', `/api/project/add-track/${projectId}`, {
        tracksId: [first.id, second.id],
        projectWorkspaceId: workspaceIds[0],
      });
      const path = workspacePath(projectId, workspaceIds[0]!);
      await page.goto(path);
      await expectHeading(page, 'Quillon Bay · Episode 1');

      await (await visible(page.getByRole('checkbox', { name: `Select ${first.title}` }))).click();
      await page.getByRole('checkbox', { name: `Select ${second.title}` }).click();
      await page.getByRole('button', { name: 'Request', exact: true }).click();
      const dialog = await visible(page.getByRole('dialog', { name: 'Request licences for 2 tracks' }));
      // The one company the customer belongs to is the licensee, named in the dialog.
      await visible(dialog.getByText(/^Quillon Films LLC, TIN \d{10}$/));
      await dialog.getByRole('checkbox', { name: 'TV' }).click();
      await dialog.getByRole('button', { name: 'Send request' }).click();
      await expectSnackbar(page, 'Request sent to 1 owner');
      await expect.poll(() => entryList(page).getByText('Requested', { exact: true }).count()).toBe(2);

      const listed = await page.request.get(`/api/order/info?projectId=${projectId}`);
      const [order] = ((await listed.json()) as { data: OrderApi[] }).data;
      expect(order?.lines).toHaveLength(2);
      expect(order?.legalEntityId).toMatch(/^[0-9a-f-]{36}$/);
      const owner = await apiSession(demo.owner.email, demoPassword, 'owner');
      try {
        // The request reaches the owner live: the red dot beside Requests; the queue opened shows it, and the
        // dot goes out once its lines are in front of the owner.
        await (await visible(queue.getByRole('link', { name: 'Requests, new activity' }), 20_000)).click();
        await expectHeading(queue, 'Requests');
        await visible(queue.getByRole('link', { name: 'Requests', exact: true }), 20_000);
        await queue.getByRole('searchbox', { name: 'Search requests' }).fill('Quillon Bay');
        await expect.poll(() => queueRows(queue).count(), { timeout: 20_000 }).toBe(2);
        await proposeInQueue(queue, [first.title, second.title], '15000');
        await expect
          .poll(async () => {
            const response = await owner.api.get(`/api/order/info-order/${order!._id}`);
            return ((await response.json()) as OrderApi).lines.map((line) => line.price);
          })
          .toEqual([1_500_000, 1_500_000]);

        await (await visible(page.getByRole('button', { name: 'Open proposal' }).first(), 20_000)).click();
        await expectPath(page, `/orders/customer/${order!._id}`);
        await expectHeading(page, 'Quillon Bay');
        await visible(page.getByText('Pending', { exact: true }));
        const firstEntry = order!.lines.find((line) => line.trackId === first.id)!;
        await page.getByRole('checkbox', { name: `Select ${firstEntry.trackTitle}` }).click();
        await page.getByRole('button', { name: 'Approve selected' }).click();
        await expectSnackbar(page, '1 track approved');
        await visible(page.getByText('Approved in part', { exact: true }));

        await expect
          .poll(async () => {
            const response = await owner.api.get(`/api/order/info-order/${order!._id}`);
            return ((await response.json()) as OrderApi).status;
          })
          .toBe('approved_partially');
        await page.goto(path);
        await expectHeading(page, 'Quillon Bay · Episode 1');
        await expect.poll(() => entryList(page).getByText('Agreed', { exact: true }).count()).toBe(1);
        await expect.poll(() => entryList(page).getByText('Rejected', { exact: true }).count()).toBe(1);
        await expect
          .poll(() => queueRows(queue).filter({ hasText: 'Approved' }).count(), { timeout: 20_000 })
          .toBe(1);

        // A price change after the approval returns the proposal to pending on both sides.
        await page.goto(`/orders/customer/${order!._id}`);
        await visible(page.getByText('Approved in part', { exact: true }));
        await proposeInQueue(queue, [first.title, second.title], '20000');
        await visible(page.getByText('Pending', { exact: true }).first(), 20_000);
        await expect
          .poll(() => queueRows(queue).filter({ hasText: 'Pending' }).count(), { timeout: 20_000 })
          .toBe(2);
      } finally {
        await owner.close();
        await ownerContext.close();
      }
    },
  );
});
