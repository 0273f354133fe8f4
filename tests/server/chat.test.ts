import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { ProjectApi } from '../../src/domain/api/projects';
import type { MessageApi, ThreadApi, ThreadList } from '../../src/domain/chat';
import { threadId } from '../../src/domain/chat';
import { notifications } from '../../server/db/schema/notifications';
import { users } from '../../server/db/schema/users';
import { socketEvents } from '../../src/domain/sync-protocol';
import { databaseTargets, startTestApp, type TestApp } from './support/harness';
import { connected, connectSocket, joinRoom } from './realtime-client';
import { createTestUser, testEnv, type TestUser } from './sync-fixtures';
import { createTrack } from './library-fixtures';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
interface Page<T> {
  data: T[];
  page: number;
  limit: number;
  total: number;
}

describe.each(databaseTargets)('project chat API on %s', (target) => {
  let t: TestApp;
  let creator: TestUser;
  let editor: TestUser;
  let viewer: TestUser;
  let outsider: TestUser;
  let ownerA: TestUser;
  let ownerB: TestUser;
  let project: ProjectApi;

  const call = (user: TestUser | null, method: Method, url: string, payload?: object, language = 'en') =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { ...(user ? user.headers() : {}), 'accept-language': language },
      ...(payload ? { payload } : {}),
    });
  const ok = async <T>(user: TestUser, method: Method, url: string, payload?: object): Promise<T> => {
    const res = await call(user, method, url, payload);
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json() as T;
  };
  const emailOf = async (user: TestUser) =>
    (await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, user.id)))[0]!.email;
  const addMember = async (user: TestUser, role: string) =>
    ok(creator, 'POST', `/project/add-member/${project._id}`, { email: await emailOf(user), role });
  const threads = (user: TestUser, id = project._id) => ok<ThreadList>(user, 'GET', `/chat/threads/${id}`);
  const send = (user: TestUser, thread: string, text: string) =>
    ok<MessageApi>(user, 'POST', `/chat/send/${thread}`, { text });
  const newMessageNotices = (userId: string) =>
    t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.subType, 'New Message')));

  beforeAll(async () => {
    t = await startTestApp(target, testEnv);
    creator = await createTestUser(t.database);
    editor = await createTestUser(t.database);
    viewer = await createTestUser(t.database);
    outsider = await createTestUser(t.database);
    ownerA = await createTestUser(t.database, ['owner']);
    ownerB = await createTestUser(t.database, ['owner']);
    project = await ok<ProjectApi>(creator, 'POST', '/project/create', { name: 'Harbour', type: 'film' });
    await addMember(editor, 'editor');
    await addMember(viewer, 'viewer');
  });
  afterAll(() => t?.close());

  it('refuses writing before the first episode, then opens the team thread to the members', async () => {
    const list = await threads(creator);
    expect(list.data).toEqual([
      {
        _id: threadId(project._id, null),
        projectId: project._id,
        kind: 'team',
        ownerId: null,
        ownerName: null,
        unread: 0,
        lastMessageAt: null,
        canWrite: false,
      },
    ]);
    const team = list.data[0]!._id;
    const early = await call(creator, 'POST', `/chat/send/${team}`, { text: 'Hello' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Cannot write to the chat until there is an episode.');
    const earlyRu = await call(creator, 'POST', `/chat/send/${team}`, { text: 'Hello' }, 'ru');
    expect(earlyRu.json().message).toBe('Нельзя писать в чат, пока в проекте нет эпизода.');

    project = await ok<ProjectApi>(creator, 'POST', `/project/create-episode/${project._id}`, {
      number: 1,
      duration: '01:30:00',
    });
    expect((await threads(creator)).data[0]!.canWrite).toBe(true);
    expect((await threads(viewer)).data[0]!.canWrite).toBe(false);

    const sent = await send(creator, team, '  Opening titles need a cue  ');
    expect(sent).toMatchObject({
      _id: expect.any(String),
      threadId: team,
      projectId: project._id,
      kind: 'team',
      ownerId: null,
      authorId: creator.id,
      text: 'Opening titles need a cue',
    });
    expect(sent).not.toHaveProperty('id');
    expect(sent.authorName).toMatch(/^Test /);
  });

  it('answers bad text with the §5 wording, a Viewer 403, an outsider 404', async () => {
    const team = threadId(project._id, null);
    const blank = await call(editor, 'POST', `/chat/send/${team}`, { text: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Required field');
    const long = await call(editor, 'POST', `/chat/send/${team}`, { text: 'x'.repeat(4001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Too long: at most 4000 characters.');
    const missing = await call(editor, 'POST', `/chat/send/${team}`, {});
    expect(missing.statusCode).toBe(400);

    const byViewer = await call(viewer, 'POST', `/chat/send/${team}`, { text: 'Can I?' });
    expect(byViewer.statusCode).toBe(403);
    expect(byViewer.json().message).toBe('You cannot write in this thread.');

    for (const [method, url, payload] of [
      ['GET', `/chat/threads/${project._id}`],
      ['GET', `/chat/messages/${team}`],
      ['POST', `/chat/send/${team}`, { text: 'Hi' }],
      ['POST', `/chat/read/${team}`],
    ] as [Method, string, object?][]) {
      const res = await call(outsider, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call(creator, 'GET', '/chat/messages/not-a-thread')).statusCode).toBe(404);
    expect((await call(creator, 'GET', `/chat/threads/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await call(null, 'GET', `/chat/threads/${project._id}`)).statusCode).toBe(401);
  });

  it('counts unread messages per reader and clears them when read', async () => {
    const team = threadId(project._id, null);
    await send(editor, team, 'Second');
    await send(editor, team, 'Third');
    const forCreator = (await threads(creator)).data.find((thread) => thread.kind === 'team')!;
    expect(forCreator.unread).toBe(2); // the creator's own message is not unread for them
    const forViewer = await threads(viewer);
    expect(forViewer.data[0]!.unread).toBe(3);
    expect(forViewer.totalUnread).toBe(3);
    expect((await threads(editor)).data[0]!.unread).toBe(1);

    expect(await ok(creator, 'POST', `/chat/read/${team}`)).toEqual({ _id: team, unread: 0 });
    expect((await threads(creator)).data[0]!.unread).toBe(0);
    expect((await threads(viewer)).data[0]!.unread).toBe(3);
    await send(editor, team, 'Fourth');
    expect((await threads(creator)).data[0]!.unread).toBe(1);

    const cards = await ok<{ data: { projectId: string; unread: number }[]; totalUnread: number }>(
      viewer,
      'GET',
      '/chat/unread',
    );
    expect(cards).toEqual({ data: [{ projectId: project._id, unread: 4 }], totalUnread: 4 });
    expect((await ok<{ data: unknown[] }>(outsider, 'GET', '/chat/unread')).data).toEqual([]);
    const page = await ok<Page<MessageApi>>(creator, 'GET', `/chat/messages/${team}?page=1&limit=2`);
    expect(page).toMatchObject({ page: 1, limit: 2, total: 4 });
    expect(page.data.map((message) => message.text)).toEqual(['Fourth', 'Third']);
    const second = await ok<Page<MessageApi>>(creator, 'GET', `/chat/messages/${team}?page=2&limit=2`);
    expect(second.data.map((message) => message.text)).toEqual(['Second', 'Opening titles need a cue']);
    expect((await call(creator, 'GET', `/chat/messages/${team}?limit=500`)).statusCode).toBe(400);
  });

  it('notifies "New Message" to everyone who sees the thread but the author', async () => {
    const team = threadId(project._id, null);
    const before = (await newMessageNotices(viewer.id)).length;
    await send(editor, team, 'Notify me');
    const notices = await newMessageNotices(viewer.id);
    expect(notices.length).toBe(before + 1);
    expect(notices.at(-1)).toMatchObject({ type: 'Chat', objectId: project._id });
    expect(notices.map((row) => row.message).join('\n')).toContain('Notify me');
    expect((await newMessageNotices(editor.id)).some((row) => row.message.includes('Notify me'))).toBe(false);
    expect((await newMessageNotices(outsider.id)).length).toBe(0);
  });

  it('opens an owner thread per owner with tracks in the project; owners never see each other', async () => {
    const workspaceId = project.episodes[0]!.workspaceId!;
    const trackA = await createTrack(t.database, ownerA.id, 'Tide');
    const trackB = await createTrack(t.database, ownerB.id, 'Gulls');
    // Before anything of theirs is placed, an owner is an outsider.
    expect((await call(ownerA, 'GET', `/chat/threads/${project._id}`, undefined)).statusCode).toBe(404);
    await ok(creator, 'PATCH', `/project/add-track/${project._id}`, {
      tracksId: [trackA.id, trackB.id],
      projectWorkspaceId: workspaceId,
    });

    const forMembers = await threads(creator);
    const ownerThreads = forMembers.data.filter((thread) => thread.kind === 'owner');
    expect(ownerThreads.map((thread) => thread.ownerId).sort()).toEqual([ownerA.id, ownerB.id].sort());
    const threadA = ownerThreads.find((thread) => thread.ownerId === ownerA.id)!;
    expect(threadA._id).toBe(threadId(project._id, ownerA.id));
    expect(threadA.ownerName).toMatch(/^Test /);

    const forA = await ok<ThreadList>(ownerA, 'GET', `/chat/threads/${project._id}`);
    expect(forA.data.map((thread: ThreadApi) => [thread.kind, thread.ownerId, thread.canWrite])).toEqual([
      ['owner', ownerA.id, true],
    ]);

    await ok(ownerA, 'POST', `/chat/send/${threadA._id}`, { text: 'Price for Tide: on request' });
    await send(editor, threadA._id, 'Thanks, we will request it');
    const seenByA = await ok<Page<MessageApi>>(ownerA, 'GET', `/chat/messages/${threadA._id}`);
    expect(seenByA.data.map((message) => message.text)).toEqual([
      'Thanks, we will request it',
      'Price for Tide: on request',
    ]);

    // Owner B reads neither A's thread nor the team thread, and cannot write in them.
    const threadB = threadId(project._id, ownerB.id);
    for (const other of [threadA._id, threadId(project._id, null)]) {
      expect((await call(ownerB, 'GET', `/chat/messages/${other}`)).statusCode).toBe(404);
      expect((await call(ownerB, 'POST', `/chat/send/${other}`, { text: 'Peek' })).statusCode).toBe(404);
      expect((await call(ownerB, 'POST', `/chat/read/${other}`)).statusCode).toBe(404);
    }
    expect((await ok<Page<MessageApi>>(ownerB, 'GET', `/chat/messages/${threadB}`)).total).toBe(0);
    // A's message reached the members but not owner B.
    expect((await newMessageNotices(ownerB.id)).length).toBe(0);
    expect((await newMessageNotices(creator.id)).some((row) => row.message.includes('Tide'))).toBe(true);
    // Members see the unread count of the owner thread.
    const again = (await threads(creator)).data.find((thread) => thread._id === threadA._id)!;
    expect(again.unread).toBe(2);
  });

  it('keeps a closed project read-only: messages are read, nothing is written', async () => {
    const closed = await ok<ProjectApi>(creator, 'POST', '/project/create', {
      name: 'Wrapped',
      type: 'film',
    });
    await ok(creator, 'POST', `/project/create-episode/${closed._id}`, { number: 1, duration: '00:10:00' });
    const team = (await threads(creator, closed._id)).data[0]!._id;
    await send(creator, team, 'Last word');
    await ok(creator, 'PATCH', `/project/close/${closed._id}`);
    const list = await threads(creator, closed._id);
    expect(list.data[0]!.canWrite).toBe(false);
    const refused = await call(creator, 'POST', `/chat/send/${team}`, { text: 'After the close' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('The project is closed: reopen it to make changes.');
    expect((await ok<Page<MessageApi>>(creator, 'GET', `/chat/messages/${team}`)).total).toBe(1);
  });

  it("keeps another owner's thread from an owner who is also a member, by REST and by pull", async () => {
    const threadA = threadId(project._id, ownerA.id);
    const threadB = threadId(project._id, ownerB.id);
    await addMember(ownerB, 'editor');
    const forB = await threads(ownerB);
    expect(forB.data.map((thread) => [thread.kind, thread.ownerId])).toEqual([
      ['team', null],
      ['owner', ownerB.id],
    ]);
    expect((await call(ownerB, 'GET', `/chat/messages/${threadA}`)).statusCode).toBe(404);
    expect((await call(ownerB, 'POST', `/chat/send/${threadA}`, { text: 'Peek' })).statusCode).toBe(404);
    await send(ownerB, threadId(project._id, null), 'Hello team, I am here as an editor too');
    await send(ownerB, threadB, 'About Gulls');
    const pulled = await call(ownerB, 'GET', '/sync/messages/pull?checkpoint=0&limit=1000');
    const docs = pulled.json().documents as { threadId: string; _deleted: boolean }[];
    expect(docs.some((doc) => doc.threadId === threadId(project._id, null))).toBe(true);
    expect(docs.some((doc) => doc.threadId === threadB)).toBe(true);
    expect(docs.filter((doc) => doc.threadId === threadA && !doc._deleted)).toEqual([]);
    // Owner A and the other members still read A's thread.
    expect((await ok<Page<MessageApi>>(ownerA, 'GET', `/chat/messages/${threadA}`)).total).toBe(2);
    expect((await ok<Page<MessageApi>>(viewer, 'GET', `/chat/messages/${threadA}`)).total).toBe(2);
  });

  it('lands a retried send with the same id once', async () => {
    const team = threadId(project._id, null);
    const id = crypto.randomUUID();
    const first = await ok<MessageApi>(editor, 'POST', `/chat/send/${team}`, { _id: id, text: 'Once' });
    const again = await ok<MessageApi>(editor, 'POST', `/chat/send/${team}`, { _id: id, text: 'Once' });
    expect(again).toEqual(first);
    const page = await ok<Page<MessageApi>>(creator, 'GET', `/chat/messages/${team}?limit=200`);
    expect(page.data.filter((message) => message._id === id)).toHaveLength(1);
    // Someone else's id is not theirs to reuse.
    const stolen = await call(creator, 'POST', `/chat/send/${team}`, { _id: id, text: 'Mine' });
    expect(stolen.statusCode).toBe(400);
  });

  it('reaches the owner live: a sync hint of messages and the "New Message" notification', async () => {
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const socket = connectSocket(url, ownerA.cookie);
    await connected(socket);
    await joinRoom(socket, ownerA.id);
    const events: [string, { collection?: string; subType?: string; message?: string }][] = [];
    socket.on(socketEvents.sync, (payload) => events.push(['sync', payload]));
    socket.on(socketEvents.notification, (payload) => events.push(['notification', payload]));
    await send(editor, threadId(project._id, ownerA.id), 'Live to the owner');
    await expect
      .poll(() => events.some(([kind, payload]) => kind === 'sync' && payload.collection === 'messages'))
      .toBe(true);
    await expect
      .poll(() =>
        events.some(
          ([kind, payload]) =>
            kind === 'notification' &&
            payload.subType === 'New Message' &&
            Boolean(payload.message?.includes('Live to the owner')),
        ),
      )
      .toBe(true);
    // Team messages are not the owner's: no notification for them.
    const before = events.length;
    await send(editor, threadId(project._id, null), 'Team business');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(events.slice(before).some(([kind]) => kind === 'notification')).toBe(false);
    socket.close();
  });
});
