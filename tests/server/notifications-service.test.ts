import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { notificationService } from '../../server/modules/notifications/notifications.service';
import { fakeNotificationsStore } from './support/fakes';

// The notification rules on in-memory ports; notifications.test.ts runs the same service on PGlite and PostgreSQL.
const alice = { id: crypto.randomUUID(), roles: ['customer'] };
const bob = { id: crypto.randomUUID(), roles: ['owner', 'customer'] };
const now = new Date('2026-01-02T03:04:05.000Z');

function setUp() {
  const fake = fakeNotificationsStore([alice, bob]);
  return { ...fake, service: notificationService(fake.store, () => now) };
}

describe('the notification service', () => {
  it('notify() writes one outbox effect with the id and time it answers with', async () => {
    const { service, effects } = setUp();
    const item = await service.notify(alice.id, {
      type: 'Proposal',
      subType: 'Change Proposal',
      message: 'New price',
      objectId: 'prop-1',
    });
    expect(item).toEqual({
      _id: expect.any(String),
      type: 'Proposal',
      subType: 'Change Proposal',
      message: 'New price',
      messageKey: null,
      params: {},
      objectId: 'prop-1',
      read: false,
      createdAt: now.toISOString(),
    });
    expect(effects()).toEqual([
      {
        kind: 'notification',
        payload: {
          id: item._id,
          userId: alice.id,
          type: 'Proposal',
          subType: 'Change Proposal',
          message: 'New price',
          messageKey: null,
          params: {},
          objectId: 'prop-1',
          createdAt: now.toISOString(),
        },
      },
    ]);
  });

  it('notify() with a catalogue key stores the key, its parameters and the English text beside them', async () => {
    const { service, effects } = setUp();
    const item = await service.notify(alice.id, {
      type: 'Chat',
      subType: 'New Message',
      key: 'chat.newMessage',
      params: { name: 'Film', author: 'Oleg', text: 'Hi' },
    });
    expect(item).toMatchObject({
      message: 'New message in "Film" from Oleg: Hi',
      messageKey: 'chat.newMessage',
      params: { name: 'Film', author: 'Oleg', text: 'Hi' },
    });
    expect(effects()[0]).toMatchObject({
      kind: 'notification',
      payload: { messageKey: 'chat.newMessage', message: 'New message in "Film" from Oleg: Hi' },
    });
  });

  it('broadcasts to a role, to one user or to everyone, one effect per recipient', async () => {
    const { service, effects } = setUp();
    expect(await service.broadcast({ type: 'News', message: 'owners', role: 'owner' })).toEqual({ count: 1 });
    expect(await service.broadcast({ type: 'System', message: 'you', userId: alice.id })).toEqual({
      count: 1,
    });
    expect(await service.broadcast({ type: 'News', message: 'all' })).toEqual({ count: 2 });
    expect(
      effects().map(
        (effect) => effect.kind === 'notification' && [effect.payload.userId, effect.payload.message],
      ),
    ).toEqual([
      [bob.id, 'owners'],
      [alice.id, 'you'],
      [alice.id, 'all'],
      [bob.id, 'all'],
    ]);
  });

  it('marks one read for its owner only, hinting a sync in the same transaction', async () => {
    const { service, seed, effects } = setUp();
    const row = seed(alice.id, 'read me');
    await expect(service.markRead(bob.id, row.id)).rejects.toMatchObject({ statusCode: 404 });
    await expect(service.markRead(alice.id, 'not-a-uuid')).rejects.toMatchObject({ statusCode: 404 });
    const item = await service.markRead(alice.id, row.id);
    expect(item).toMatchObject({ _id: row.id, read: true });
    expect(effects()).toEqual([
      {
        kind: 'syncHint',
        payload: { userIds: [alice.id], collection: 'notifications', seq: expect.any(Number) },
      },
    ]);
  });

  it('marks read by the push rule: forward only, and a second mark changes and hints nothing', async () => {
    const { service, seed, effects } = setUp();
    const row = seed(alice.id, 'once');
    expect(service.applyPush({ read: true }, row)).toEqual({ read: true });
    expect(() => service.applyPush({ read: false }, row)).toThrow(
      expect.objectContaining({ statusCode: 400, messageKey: 'sync.readOnlyForward' }),
    );
    expect(() => service.applyPush({ read: true }, { ...row, read: true })).toThrow(
      expect.objectContaining({ messageKey: 'sync.readOnlyForward' }),
    );
    const first = await service.markRead(alice.id, row.id);
    const second = await service.markRead(alice.id, row.id);
    expect(second).toEqual(first);
    expect(effects()).toHaveLength(1);
  });

  it('marks all read with one hint at the highest seq, and none when nothing changed', async () => {
    const { service, seed, effects } = setUp();
    seed(alice.id, 'one');
    seed(alice.id, 'two');
    seed(bob.id, 'not hers');
    expect(await service.markAllRead(alice.id)).toEqual({ count: 2 });
    expect(await service.markAllRead(alice.id)).toEqual({ count: 0 });
    expect(effects()).toHaveLength(1);
    const page = await service.list(bob.id, { limit: 10, page: 1, onlyUnread: true });
    expect(page).toMatchObject({ total: 1, totalUnread: 1 });
  });

  it('pages newest first with totals', async () => {
    const { service, seed } = setUp();
    for (let i = 0; i < 5; i += 1) seed(alice.id, `message ${i}`, new Date(Date.UTC(2025, 0, 1, 0, i)));
    const second = await service.list(alice.id, { limit: 2, page: 2, onlyUnread: false });
    expect(second.data.map((item) => item.message)).toEqual(['message 2', 'message 1']);
    expect(second).toMatchObject({ page: 2, limit: 2, total: 5, totalUnread: 5 });
  });

  it('retracts once; a second retraction is 404', async () => {
    const { service, seed, effects } = setUp();
    const row = seed(bob.id, 'retract me');
    expect(await service.retract(row.id)).toEqual({ _id: row.id });
    await expect(service.retract(row.id)).rejects.toMatchObject({ statusCode: 404 });
    expect(effects()).toEqual([
      {
        kind: 'syncHint',
        payload: { userIds: [bob.id], collection: 'notifications', seq: expect.any(Number) },
      },
    ]);
    expect((await service.list(bob.id, { limit: 10, page: 1, onlyUnread: false })).total).toBe(0);
  });
});
