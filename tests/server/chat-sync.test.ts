import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { ProjectApi } from '../../src/domain/api/projects';
import { threadId, type MessageWireDocument } from '../../src/domain/chat';
import type { TaskWireDocument } from '../../src/domain/tasks';
import { chatMessages } from '../../server/db/schema/chat';
import { notifications } from '../../server/db/schema/notifications';
import { users } from '../../server/db/schema/users';
import { databaseTargets, startTestApp, type TestApp } from './support/harness';
import { createTestUser, testEnv, type TestUser } from './sync-fixtures';
import { createTrack } from './library-fixtures';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

describe.each(databaseTargets)('messages and tasks by sync on %s', (target) => {
  let t: TestApp;
  let creator: TestUser;
  let member: TestUser;
  let ownerA: TestUser;
  let ownerB: TestUser;
  let project: ProjectApi;

  const call = (user: TestUser, method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: user.headers(), ...(payload ? { payload } : {}) });
  const ok = async <T>(user: TestUser, method: Method, url: string, payload?: object) => {
    const res = await call(user, method, url, payload);
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json() as T;
  };
  const push = (user: TestUser, rows: unknown[]) =>
    t.app.inject({
      method: 'POST',
      url: '/api/sync/messages/push',
      headers: user.headers(),
      payload: { rows },
    });
  const pull = async <T>(user: TestUser, collection: 'messages' | 'tasks', checkpoint = 0) => {
    const res = await call(user, 'GET', `/sync/${collection}/pull?checkpoint=${checkpoint}&limit=1000`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { documents: T[]; checkpoint: { seq: number } };
    return { documents: body.documents, checkpoint: body.checkpoint.seq };
  };
  const draft = (user: TestUser, text: string, ownerId: string | null = null): MessageWireDocument => {
    const now = new Date().toISOString();
    return {
      id: crypto.randomUUID(),
      threadId: threadId(project._id, ownerId),
      projectId: project._id,
      kind: ownerId ? 'owner' : 'team',
      ownerId,
      authorId: user.id,
      authorName: 'Me',
      text,
      createdAt: now,
      updatedAt: now,
      seq: 0,
      _deleted: false,
    };
  };
  const emailOf = async (user: TestUser) =>
    (await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, user.id)))[0]!.email;

  beforeAll(async () => {
    t = await startTestApp(target, testEnv);
    creator = await createTestUser(t.database);
    member = await createTestUser(t.database);
    ownerA = await createTestUser(t.database, ['owner']);
    ownerB = await createTestUser(t.database, ['owner']);
    project = await ok<ProjectApi>(creator, 'POST', '/project/create', { name: 'Dockside', type: 'film' });
    project = await ok<ProjectApi>(creator, 'POST', `/project/create-episode/${project._id}`, {
      number: 1,
      duration: '01:00:00',
    });
    const tracks = [
      (await createTrack(t.database, ownerA.id, 'Rope')).id,
      (await createTrack(t.database, ownerB.id, 'Crane')).id,
    ];
    await ok(creator, 'PATCH', `/project/add-track/${project._id}`, {
      tracksId: tracks,
      projectWorkspaceId: project.episodes[0]!.workspaceId,
    });
  });
  afterAll(() => t?.close());

  it('creates a message written offline once, however often it is pushed, into a thread not yet made', async () => {
    const doc = draft(creator, 'Written on the train');
    const first = await push(creator, [{ assumedMasterState: null, newDocumentState: doc }]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual([]);
    // The reply was lost: the tab pushes the same document again.
    const again = await push(creator, [{ assumedMasterState: null, newDocumentState: doc }]);
    expect(again.statusCode, again.body).toBe(200);
    const conflicts = again.json() as MessageWireDocument[];
    // The server's copy (its author name and time) comes back; nothing new is written.
    expect(conflicts.map((c) => [c.id, c.text, c.authorId])).toEqual([[doc.id, doc.text, creator.id]]);
    const rows = await t.database.db.select().from(chatMessages).where(eq(chatMessages.id, doc.id));
    expect(rows).toHaveLength(1);
    const { documents } = await pull<MessageWireDocument>(creator, 'messages');
    const pulled = documents.filter((d) => d.id === doc.id);
    expect(pulled).toHaveLength(1);
    expect(pulled[0]).toMatchObject({
      threadId: doc.threadId,
      kind: 'team',
      ownerId: null,
      seq: expect.any(Number),
    });
    expect(pulled[0]!.authorName).toMatch(/^Test /);
  });

  it('refuses a forged author, a wrong thread id, and an empty text', async () => {
    const forged = { ...draft(creator, 'Mine'), authorId: member.id };
    const res = await push(creator, [{ assumedMasterState: null, newDocumentState: forged }]);
    expect(res.statusCode).toBe(200);
    const stored = await t.database.db.select().from(chatMessages).where(eq(chatMessages.id, forged.id));
    expect(stored[0]!.authorId).toBe(creator.id);

    const wrongThread = { ...draft(creator, 'Lost'), threadId: crypto.randomUUID() };
    expect(
      (await push(creator, [{ assumedMasterState: null, newDocumentState: wrongThread }])).statusCode,
    ).toBe(400);
    const blank = draft(creator, '   ');
    const refused = await push(creator, [{ assumedMasterState: null, newDocumentState: blank }]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Required field');
    // A pulled message cannot be edited.
    const { documents } = await pull<MessageWireDocument>(creator, 'messages');
    const server = documents.find((d) => d.id === forged.id)!;
    const edit = await push(creator, [
      { assumedMasterState: server, newDocumentState: { ...server, text: 'Edited' } },
    ]);
    expect(edit.statusCode).toBe(400);
  });

  it('keeps owner threads apart: each owner pulls only their own, members pull all', async () => {
    await ok(ownerA, 'GET', `/chat/threads/${project._id}`);
    const fromA = draft(ownerA, 'Rope is available', ownerA.id);
    expect((await push(ownerA, [{ assumedMasterState: null, newDocumentState: fromA }])).json()).toEqual([]);
    // B cannot write into A's thread, nor into the team thread, by push either.
    const intoA = draft(ownerB, 'Me too', ownerA.id);
    expect((await push(ownerB, [{ assumedMasterState: null, newDocumentState: intoA }])).statusCode).toBe(
      404,
    );
    const intoTeam = draft(ownerB, 'Hello team');
    expect((await push(ownerB, [{ assumedMasterState: null, newDocumentState: intoTeam }])).statusCode).toBe(
      404,
    );
    // An owner thread for someone with nothing in the project does not open.
    const stranger = await createTestUser(t.database, ['owner']);
    const theirs = draft(stranger, 'Hi', stranger.id);
    expect((await push(stranger, [{ assumedMasterState: null, newDocumentState: theirs }])).statusCode).toBe(
      404,
    );

    const forB = (await pull<MessageWireDocument>(ownerB, 'messages')).documents;
    expect(forB.map((d) => d.text)).toEqual([]);
    const forA = (await pull<MessageWireDocument>(ownerA, 'messages')).documents;
    expect(forA.map((d) => d.text)).toEqual(['Rope is available']);
    const forCreator = (await pull<MessageWireDocument>(creator, 'messages')).documents;
    expect(forCreator.map((d) => d.text)).toContain('Rope is available');
    const notices = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, creator.id), eq(notifications.subType, 'New Message')));
    expect(notices.some((n) => n.message.includes('Rope is available'))).toBe(true);
  });

  it('follows membership: a new member pulls the history, a removed one receives it as deleted', async () => {
    const before = (await pull<MessageWireDocument>(member, 'messages')).documents;
    expect(before).toEqual([]);
    const { checkpoint } = await pull<MessageWireDocument>(member, 'messages');
    await ok(creator, 'POST', `/project/add-member/${project._id}`, {
      email: await emailOf(member),
      role: 'user',
    });
    const joined = await pull<MessageWireDocument>(member, 'messages', checkpoint);
    expect(joined.documents.map((d) => d.text)).toEqual(
      expect.arrayContaining(['Written on the train', 'Rope is available']),
    );
    await ok(creator, 'DELETE', `/project/remove-member/${project._id}`, { userId: member.id });
    const left = await pull<MessageWireDocument>(member, 'messages', joined.checkpoint);
    expect(left.documents.length).toBeGreaterThan(0);
    expect(left.documents.every((d) => d._deleted)).toBe(true);
    const after = await pull<MessageWireDocument>(member, 'messages');
    expect(after.documents.filter((d) => !d._deleted)).toEqual([]);
  });

  it("takes other owners' threads from a member once a track of theirs is placed in the project", async () => {
    const composer = await createTestUser(t.database, ['owner', 'customer']);
    await ok(creator, 'POST', `/project/add-member/${project._id}`, {
      email: await emailOf(composer),
      role: 'editor',
    });
    const before = await pull<MessageWireDocument>(composer, 'messages');
    const ownerAThread = threadId(project._id, ownerA.id);
    expect(before.documents.filter((d) => d.threadId === ownerAThread).map((d) => d.text)).toEqual([
      'Rope is available',
    ]);
    const track = (await createTrack(t.database, composer.id, 'Winch')).id;
    await ok(creator, 'PATCH', `/project/add-track/${project._id}`, {
      tracksId: [track],
      projectWorkspaceId: project.episodes[0]!.workspaceId,
    });
    const after = await pull<MessageWireDocument>(composer, 'messages', before.checkpoint);
    const seen = before.documents.filter((d) => d.threadId === ownerAThread).map((d) => d.id);
    // The withdrawn message is its id, seq and `_deleted`: no text, author or thread (server/sync/README.md).
    expect(after.documents.filter((d) => seen.includes(d.id))).toEqual([
      { id: seen[0], seq: expect.any(Number), _deleted: true },
    ]);
    expect((await call(composer, 'GET', `/chat/messages/${ownerAThread}`)).statusCode).toBe(404);
    // Owner A still has it, and the team thread stays with the composer.
    expect((await pull<MessageWireDocument>(ownerA, 'messages')).documents.map((d) => d.text)).toContain(
      'Rope is available',
    );
    const team = (await pull<MessageWireDocument>(composer, 'messages')).documents.filter(
      (d) => d.threadId === threadId(project._id, null) && !d._deleted,
    );
    expect(team.length).toBeGreaterThan(0);
  });

  it('deletes the messages of a deleted project for everyone who saw them', async () => {
    const doomed = await ok<ProjectApi>(creator, 'POST', '/project/create', {
      name: 'Scrapped',
      type: 'film',
    });
    await ok(creator, 'POST', `/project/create-episode/${doomed._id}`, { number: 1, duration: '00:05:00' });
    await ok(creator, 'GET', `/chat/threads/${doomed._id}`);
    const sent = await ok<{ _id: string }>(creator, 'POST', `/chat/send/${threadId(doomed._id, null)}`, {
      text: 'Soon gone',
    });
    const { checkpoint } = await pull<MessageWireDocument>(creator, 'messages');
    await ok(creator, 'DELETE', `/project/delete/${doomed._id}`);
    const after = await pull<MessageWireDocument>(creator, 'messages', checkpoint);
    expect(after.documents.map((d) => [d.id, d._deleted])).toEqual([[sent._id, true]]);
  });

  it('replicates tasks to both parties only, and refuses pushes to them', async () => {
    const task = await ok<{ _id: string }>(creator, 'POST', '/task/create', {
      ownerId: ownerA.id,
      title: 'Fog horn',
    });
    const forOwner = (await pull<TaskWireDocument>(ownerA, 'tasks')).documents;
    expect(forOwner.map((d) => [d.id, d.status, d.title])).toEqual([[task._id, 'requested', 'Fog horn']]);
    const forCustomer = (await pull<TaskWireDocument>(creator, 'tasks')).documents;
    expect(forCustomer.map((d) => d.id)).toEqual([task._id]);
    expect((await pull<TaskWireDocument>(ownerB, 'tasks')).documents).toEqual([]);
    const { checkpoint } = await pull<TaskWireDocument>(creator, 'tasks');
    await ok(ownerA, 'PATCH', `/task/change-status/${task._id}`, { status: 'in_progress' });
    const moved = await pull<TaskWireDocument>(creator, 'tasks', checkpoint);
    expect(moved.documents.map((d) => d.status)).toEqual(['in_progress']);
    const pushed = await t.app.inject({
      method: 'POST',
      url: '/api/sync/tasks/push',
      headers: creator.headers(),
      payload: {
        rows: [
          {
            assumedMasterState: forCustomer[0],
            newDocumentState: { ...forCustomer[0], status: 'completed' },
          },
        ],
      },
    });
    expect(pushed.statusCode).toBeGreaterThanOrEqual(400);
  });
});
