import { threadId } from '../../src/domain/chat';
import { describe, expect, test } from './support/e2e';
import { demo, demoPassword, expectHeading, signedInNewUser, visible } from './support/flows';
import { apiSession, roomJoined } from './support/notifications';
import { demoAlbumWith } from './library-support';
import { projectWithEpisodes, sendJson } from './workspace-support';

interface MessagePage {
  data: { text: string; authorId: string }[];
}

describe('project chat (docs/licensing.md §3 "Chat")', () => {
  test(
    'the team and the owner write in the owner’s thread, each message reaching the other side live',
    { timeout: 300_000 },
    async ({ page }) => {
      const joined = roomJoined(page);
      await signedInNewUser(page, 'chat-customer');
      await joined;
      const { projectId, workspaceIds } = await projectWithEpisodes(page, 'Quiet Harbour', [1]);
      const album = await demoAlbumWith(page, 1);
      await sendJson(page, 'PATCH', `/api/project/add-track/${projectId}`, {
        tracksId: [album.tracks[0]!.id],
        projectWorkspaceId: workspaceIds[0],
      });
      const owner = await apiSession(demo.owner.email, demoPassword, 'owner');
      try {
        const thread = threadId(projectId, owner.userId);
        await page.goto(`/projects/${projectId}`);
        await expectHeading(page, 'Quiet Harbour');
        await page
          .getByRole('group', { name: 'Project sections' })
          .getByRole('button', { name: 'Chat', exact: true })
          .click();
        const threads = await visible(page.getByRole('group', { name: 'Threads' }));
        await threads.getByRole('button', { name: /^Oleg/ }).click();

        const box = page.getByRole('textbox', { name: 'Message' });
        await box.fill('Can we use the cue in the trailer too?');
        await box.press('Enter');
        const messages = page.getByRole('list', { name: /^Messages in Oleg/ });
        await visible(messages.getByText('Can we use the cue in the trailer too?'));
        // Pushed: no longer "sending…", and the owner reads it from the server.
        await expect.poll(() => messages.getByText('sending…').count(), { timeout: 20_000 }).toBe(0);
        await expect
          .poll(async () => {
            const response = await owner.api.get(`/api/chat/messages/${thread}`);
            return ((await response.json()) as MessagePage).data.map((message) => message.text);
          })
          .toEqual(['Can we use the cue in the trailer too?']);

        const sent = await owner.api.post(`/api/chat/send/${thread}`, { data: { text: 'Yes, same terms.' } });
        expect(sent.status(), await sent.text()).toBe(201);
        await visible(messages.getByText('Yes, same terms.'), 20_000);

        // Away from the chat, a new message shows on the project's card.
        await page.goto('/projects');
        const card = await visible(page.getByRole('link', { name: /Quiet Harbour/ }));
        const again = await owner.api.post(`/api/chat/send/${thread}`, {
          data: { text: 'Sent the cue sheet.' },
        });
        expect(again.status(), await again.text()).toBe(201);
        await expect.poll(() => card.textContent(), { timeout: 20_000 }).toContain('1 unread message');
      } finally {
        await owner.close();
      }
    },
  );
});
