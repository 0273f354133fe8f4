import type { OrderApi } from '../../src/domain/api/orders';
import { describe, expect, test } from './support/e2e';
import {
  demo,
  demoPassword,
  expectHeading,
  expectPath,
  expectSnackbar,
  signedInNewUser,
  visible,
} from './support/flows';
import { apiSession, roomJoined } from './support/notifications';
import { demoAlbumWith } from './library-support';
import { entryList, projectWithEpisodes, sendJson, workspacePath } from './workspace-support';

describe('requests and proposals (docs/licensing.md §3)', () => {
  test(
    'the team requests two entries, the owner proposes, the team approves one: both sides see it approved in part',
    { timeout: 300_000 },
    async ({ page }) => {
      const joined = roomJoined(page);
      await signedInNewUser(page, 'req-customer');
      await joined;
      const { projectId, workspaceIds } = await projectWithEpisodes(page, 'Harbour Lights', [1]);
      const album = await demoAlbumWith(page, 2);
      const [first, second] = album.tracks as [(typeof album.tracks)[0], (typeof album.tracks)[0]];
      await sendJson(page, 'PATCH', `/api/project/add-track/${projectId}`, {
        tracksId: [first.id, second.id],
        projectWorkspaceId: workspaceIds[0],
      });
      const path = workspacePath(projectId, workspaceIds[0]!);
      await page.goto(path);
      await expectHeading(page, 'Harbour Lights · Episode 1');

      await (await visible(page.getByRole('checkbox', { name: `Select ${first.title}` }))).click();
      await page.getByRole('checkbox', { name: `Select ${second.title}` }).click();
      await page.getByRole('button', { name: 'Request', exact: true }).click();
      const dialog = await visible(page.getByRole('dialog', { name: 'Request licences for 2 tracks' }));
      await dialog.getByRole('checkbox', { name: 'TV' }).click();
      await dialog.getByRole('button', { name: 'Send request' }).click();
      await expectSnackbar(page, 'Request sent to 1 owner');
      await expect.poll(() => entryList(page).getByText('Requested', { exact: true }).count()).toBe(2);

      const listed = await page.request.get(`/api/order/info?projectId=${projectId}`);
      const [order] = ((await listed.json()) as { data: OrderApi[] }).data;
      expect(order?.lines).toHaveLength(2);
      const owner = await apiSession(demo.owner.email, demoPassword, 'owner');
      try {
        const proposed = await owner.api.patch(`/api/order/propose/${order!._id}`, {
          data: {
            lines: order!.lines.map((line) => ({ entryId: line.entryId, price: 1_500_000, share: 100 })),
          },
        });
        expect(proposed.status(), await proposed.text()).toBe(200);

        await (await visible(page.getByRole('button', { name: 'Open proposal' }).first(), 20_000)).click();
        await expectPath(page, `/proposals/customer/${order!._id}`);
        await expectHeading(page, 'Harbour Lights');
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
        await expectHeading(page, 'Harbour Lights · Episode 1');
        await expect.poll(() => entryList(page).getByText('Agreed', { exact: true }).count()).toBe(1);
        await expect.poll(() => entryList(page).getByText('Rejected', { exact: true }).count()).toBe(1);
      } finally {
        await owner.close();
      }
    },
  );
});
