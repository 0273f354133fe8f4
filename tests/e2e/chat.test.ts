import type { Browser, Page } from 'playwright-core';
import { threadId } from '../../src/domain/chat';
import { describe, expect, openContext, test } from './support/e2e';
import { demo, demoPassword, expectHeading, logIn, signedInNewUser, visible } from './support/flows';
import { apiSession, confirmedCustomer, roomJoined } from './support/notifications';
import { demoAlbumWith } from './library-support';
import { projectWithEpisodes, sendJson } from './workspace-support';

interface MessagePage {
  data: { text: string; authorId: string }[];
}

/** A second user signed in in a browser context of their own. */
async function secondTab(browser: Browser, email: string, password: string) {
  const context = await openContext(browser);
  const page = await context.newPage();
  await logIn(page, email, password, 'Eva');
  return { context, page };
}

/** The project page's Chat section. */
async function openChat(page: Page, projectId: string, name: string) {
  await page.goto(`/projects/${projectId}`);
  await expectHeading(page, name);
  await page.getByRole('group', { name: 'Project sections' }).getByRole('button', { name: /^Chat/ }).click();
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

  test(
    'two members in two browsers write in the team thread, each seeing the other’s message live',
    { timeout: 300_000 },
    async ({ page, browser }) => {
      await signedInNewUser(page, 'chat-creator');
      const { projectId } = await projectWithEpisodes(page, 'Night Ferry', [1]);
      const member = await confirmedCustomer('chat-editor');
      await sendJson(page, 'POST', `/api/project/add-member/${projectId}`, {
        email: member.email,
        role: 'editor',
      });
      const other = await secondTab(browser, member.email, member.password);
      try {
        await openChat(page, projectId, 'Night Ferry');
        await openChat(other.page, projectId, 'Night Ferry');
        const mine = page.getByRole('list', { name: 'Messages in Team' });
        const theirs = other.page.getByRole('list', { name: 'Messages in Team' });

        const box = page.getByRole('textbox', { name: 'Message' });
        await box.fill('Spotting session at ten.');
        await box.press('Enter');
        await visible(theirs.getByText('Spotting session at ten.'), 20_000);

        const reply = other.page.getByRole('textbox', { name: 'Message' });
        await reply.fill('I will bring the temp track.');
        await reply.press('Shift+Enter');
        await reply.pressSequentially('And the cue list.');
        await reply.press('Enter');
        const replied = mine.getByText(/I will bring the temp track\.\s+And the cue list\./);
        await visible(replied, 20_000);
        expect(await replied.textContent()).toBe('I will bring the temp track.\nAnd the cue list.');
        await expect.poll(() => theirs.getByText('sending…').count(), { timeout: 20_000 }).toBe(0);
      } finally {
        await other.context.close();
      }
    },
  );
});
