import { describe, expect, it } from 'vitest';
import { firstValueFrom } from 'rxjs';
import { eq } from 'drizzle-orm';
import { chatMessages } from '../../server/db/schema/chat';
import {
  failedMessagesQuery,
  forgetFailedMessage,
  tasksQuery,
  threadMessagesQuery,
  writeMessage,
} from '../../src/db';
import type { ProjectApi } from '../../src/domain/api/projects';
import { threadId } from '../../src/domain/chat';
import { createTrack } from '../server/library-fixtures';
import { controllableFetch, succeeded, syncSuite, type TestUser } from './support';

describe('chat messages and composer orders replication against the real server (docs/licensing.md §3)', () => {
  const suite = syncSuite(['messages', 'tasks']);
  const { startClient } = suite;

  async function projectWithEpisode(creator: TestUser) {
    const created = await suite.server.api(creator, 'POST', '/project/create', {
      name: 'Ice road',
      type: 'film',
    });
    succeeded(created);
    const projectId = (created.body as ProjectApi)._id;
    const episode = await suite.server.api(creator, 'POST', `/project/create-episode/${projectId}`, {
      number: 1,
      duration: '01:00:00',
    });
    const workspaceId = (episode.body as ProjectApi).episodes[0]!.workspaceId!;
    const { id: trackId } = await createTrack({ db: suite.server.db }, suite.owner.id);
    succeeded(
      await suite.server.api(creator, 'PATCH', `/project/add-track/${projectId}`, {
        tracksId: [trackId],
        projectWorkspaceId: workspaceId,
      }),
    );
    return projectId;
  }

  it('a message written offline is sent once, even when the reply to its push is lost', async () => {
    const creator = await suite.server.createUser();
    const projectId = await projectWithEpisode(creator);
    const { client, control } = await startClient(creator);
    control.offline = true;
    const written = await writeMessage(client.db, {
      projectId,
      ownerId: null,
      author: { id: creator.id, name: 'Me' },
      text: '  Written in the tunnel ',
    });
    expect(written).toMatchObject({ text: 'Written in the tunnel', seq: 0, kind: 'team' });
    // It shows at once, before the server has it.
    const local = await firstValueFrom(threadMessagesQuery(client.db, threadId(projectId, null)));
    expect(local.map((message) => message.text)).toEqual(['Written in the tunnel']);
    await expect.poll(() => control.pushes.length > 0).toBe(true);

    // Back online, and the reply to the push that stores it is lost: the client pushes it again.
    control.loseNextPushReply = true;
    control.offline = false;
    await expect.poll(() => control.pushes.filter((push) => push.delivered).length >= 2).toBe(true);
    await client.awaitInSync();
    client.replications.get('messages')!.state.reSync();
    await client.awaitInSync();
    const stored = await suite.server.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.projectId, projectId));
    expect(stored.map((row) => [row.id, row.text, row.authorId])).toEqual([
      [written.id, 'Written in the tunnel', creator.id],
    ]);
    // The device now holds the server's copy: one message, its author's name and seq from the suite.server.
    await expect
      .poll(
        async () => (await firstValueFrom(threadMessagesQuery(client.db, threadId(projectId, null))))[0]?.seq,
      )
      .toBeGreaterThan(0);
    const synced = await firstValueFrom(threadMessagesQuery(client.db, threadId(projectId, null)));
    expect(synced).toHaveLength(1);
    expect(synced[0]!.authorName).toBe('Test User');
  });

  it('a message the server refuses leaves the thread and waits as not sent until deleted', async () => {
    const creator = await suite.server.createUser();
    const outsider = await suite.server.createUser();
    const projectId = await projectWithEpisode(creator);
    const { client } = await startClient(outsider, controllableFetch(), ['messages', 'tasks', 'tracks']);
    const thread = threadId(projectId, null);
    const written = await writeMessage(client.db, {
      projectId,
      ownerId: null,
      author: { id: outsider.id, name: 'Me' },
      text: 'Am I still in the team?',
    });
    await expect
      .poll(async () => (await firstValueFrom(failedMessagesQuery(client.db, thread))).map((m) => m.id))
      .toEqual([written.id]);
    expect(await firstValueFrom(threadMessagesQuery(client.db, thread))).toEqual([]);
    const [failed] = await firstValueFrom(failedMessagesQuery(client.db, thread));
    expect(failed).toMatchObject({ text: 'Am I still in the team?', projectId, kind: 'team' });
    expect(
      await suite.server.db.select().from(chatMessages).where(eq(chatMessages.projectId, projectId)),
    ).toEqual([]);
    await forgetFailedMessage(client.db, written.id);
    expect(await firstValueFrom(failedMessagesQuery(client.db, thread))).toEqual([]);
  });

  it('the other side of a thread pulls the message, and an owner pulls only their own thread', async () => {
    const creator = await suite.server.createUser();
    const projectId = await projectWithEpisode(creator);
    const intruder = await suite.server.createUser(['owner']);
    // Threads are made when first listed (or written to by push).
    succeeded(await suite.server.api(creator, 'GET', `/chat/threads/${projectId}`));
    succeeded(
      await suite.server.api(creator, 'POST', `/chat/send/${threadId(projectId, suite.owner.id)}`, {
        text: 'For the owner',
      }),
    );
    succeeded(
      await suite.server.api(creator, 'POST', `/chat/send/${threadId(projectId, null)}`, {
        text: 'Team only',
      }),
    );
    const { client } = await startClient(suite.owner);
    const own = await firstValueFrom(threadMessagesQuery(client.db, threadId(projectId, suite.owner.id)));
    expect(own.map((message) => message.text)).toEqual(['For the owner']);
    expect(await firstValueFrom(threadMessagesQuery(client.db, threadId(projectId, null)))).toEqual([]);
    await suite.stopClient(client);
    const other = await startClient(intruder);
    expect(await other.client.db.messages.count().exec()).toBe(0);
  });

  it('composer orders reach both parties, on their own side', async () => {
    const customer = await suite.server.createUser();
    const created = await suite.server.api(customer, 'POST', '/task/create', {
      ownerId: suite.owner.id,
      title: 'Snow theme',
    });
    succeeded(created);
    const { client } = await startClient(customer);
    const mine = await firstValueFrom(tasksQuery(client.db, { userId: customer.id, party: 'customer' }));
    expect(mine.map((task) => [task.title, task.status])).toEqual([['Snow theme', 'requested']]);
    expect(await firstValueFrom(tasksQuery(client.db, { userId: customer.id, party: 'owner' }))).toEqual([]);
    const id = (created.body as { _id: string })._id;
    succeeded(
      await suite.server.api(suite.owner, 'PATCH', `/task/change-status/${id}`, { status: 'in_progress' }),
    );
    client.replications.get('tasks')!.state.reSync();
    await client.awaitInSync();
    const tab = await firstValueFrom(
      tasksQuery(client.db, { userId: customer.id, party: 'customer', tab: 'in_progress' }),
    );
    expect(tab.map((task) => task.status)).toEqual(['in_progress']);
    expect(
      await firstValueFrom(
        tasksQuery(client.db, { userId: customer.id, party: 'customer', tab: 'completed' }),
      ),
    ).toEqual([]);
  });
});
