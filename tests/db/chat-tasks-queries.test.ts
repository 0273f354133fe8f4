import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { firstValueFrom } from 'rxjs';
import { ZodError } from 'zod';
import {
  projectMessagesQuery,
  taskQuery,
  tasksQuery,
  threadMessagesQuery,
  threadUnreadQuery,
  writeMessage,
  type CueDatabase,
  type TaskDocType,
} from '../../src/db';
import { threadId } from '../../src/domain/chat';
import type { TaskStatus } from '../../src/domain/tasks';
import { openTestDatabase } from './support';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const me = { id: uuid(1), name: 'Anna Customer' };
const projectId = uuid(10);
const project = projectId;
const owner = uuid(2);

const task = (n: number, status: TaskStatus, side: 'customer' | 'owner' = 'customer'): TaskDocType => ({
  id: uuid(100 + n),
  customerId: side === 'customer' ? me.id : uuid(3),
  customerName: 'Someone',
  ownerId: side === 'owner' ? me.id : owner,
  ownerName: 'Oleg Owner',
  projectId: null,
  title: `Order ${n}`,
  referenceUrl: null,
  trackNumber: null,
  tracksCount: 1,
  targetTimeline: null,
  completionDate: null,
  comment: null,
  status,
  deliveries: [],
  createdAt: new Date(Date.UTC(2026, 0, 1, 12, 0, n)).toISOString(),
  updatedAt: new Date(Date.UTC(2026, 0, 1, 12, 0, n)).toISOString(),
  seq: n,
});

describe('local chat and composer orders', () => {
  let db: CueDatabase;
  beforeEach(async () => {
    db = await openTestDatabase(undefined, ['messages', 'tasks']);
  });
  afterEach(() => db.close());

  it('writes a message offline into its thread, checked like the server, and reads threads live', async () => {
    const first = await writeMessage(
      db,
      { projectId, ownerId: null, author: me, text: '  First  ' },
      new Date('2026-01-01T12:00:00Z'),
    );
    expect(first).toMatchObject({
      threadId: threadId(project, null),
      projectId: project,
      kind: 'team',
      ownerId: null,
      authorId: me.id,
      text: 'First',
      seq: 0,
    });
    await writeMessage(
      db,
      { projectId, ownerId: owner, author: me, text: 'To the owner' },
      new Date('2026-01-01T12:01:00Z'),
    );
    await expect(
      writeMessage(db, { projectId, ownerId: null, author: me, text: '  ' }),
    ).rejects.toBeInstanceOf(ZodError);
    const team = await firstValueFrom(threadMessagesQuery(db, threadId(project, null)));
    expect(team.map((message) => message.text)).toEqual(['First']);
    const ownerThread = await firstValueFrom(threadMessagesQuery(db, threadId(project, owner)));
    expect(ownerThread.map((message) => [message.kind, message.ownerId])).toEqual([['owner', owner]]);
    expect((await firstValueFrom(projectMessagesQuery(db, project))).map((m) => m.text)).toEqual([
      'First',
      'To the owner',
    ]);
  });

  it('counts what others wrote after the read mark', async () => {
    const thread = threadId(project, null);
    const other = { id: uuid(5), name: 'Oleg' };
    await writeMessage(
      db,
      { projectId, ownerId: null, author: other, text: 'a' },
      new Date('2026-01-01T10:00:00Z'),
    );
    await writeMessage(
      db,
      { projectId, ownerId: null, author: me, text: 'b' },
      new Date('2026-01-01T11:00:00Z'),
    );
    await writeMessage(
      db,
      { projectId, ownerId: null, author: other, text: 'c' },
      new Date('2026-01-01T12:00:00Z'),
    );
    expect(await firstValueFrom(threadUnreadQuery(db, thread, me.id, null))).toBe(2);
    expect(await firstValueFrom(threadUnreadQuery(db, thread, me.id, '2026-01-01T10:30:00.000Z'))).toBe(1);
    expect(await firstValueFrom(threadUnreadQuery(db, thread, me.id, '2026-01-01T12:00:00.000Z'))).toBe(0);
    expect(await firstValueFrom(threadUnreadQuery(db, thread, other.id, null))).toBe(1);
  });

  it('lists the orders of one side, newest first, by tab', async () => {
    await db.tasks.bulkInsert([
      task(1, 'requested'),
      task(2, 'in_progress'),
      task(3, 'paused'),
      task(4, 'completed'),
      task(5, 'declined'),
      task(6, 'in_progress', 'owner'),
    ]);
    const titles = async (party: 'customer' | 'owner', tab?: 'in_progress' | 'archive' | 'completed') =>
      (await firstValueFrom(tasksQuery(db, { userId: me.id, party, ...(tab ? { tab } : {}) }))).map(
        (t) => t.title,
      );
    expect(await titles('customer')).toEqual(['Order 5', 'Order 4', 'Order 3', 'Order 2', 'Order 1']);
    expect(await titles('customer', 'in_progress')).toEqual(['Order 2', 'Order 1']);
    expect(await titles('customer', 'archive')).toEqual(['Order 5', 'Order 3']);
    expect(await titles('customer', 'completed')).toEqual(['Order 4']);
    expect(await titles('owner')).toEqual(['Order 6']);
    expect((await firstValueFrom(taskQuery(db, uuid(104))))?.status).toBe('completed');
    expect(await firstValueFrom(taskQuery(db, uuid(999)))).toBeNull();
  });
});
