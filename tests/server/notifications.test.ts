import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationItem, NotificationPage } from '../../src/domain/notifications';
import { databaseTargets, startTestApp, type TestApp } from './support/harness';
import { createTestUser, seedNotifications, testEnv, type TestUser } from './sync-fixtures';

describe.each(databaseTargets)('notification endpoints on %s', (target) => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;

  const info = async (user: TestUser, query = '') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/notifications/info${query}`,
      headers: user.headers(),
    });
    expect(res.statusCode).toBe(200);
    return res.json() as NotificationPage;
  };
  const patch = (user: TestUser | null, url: string) =>
    t.app.inject({ method: 'PATCH', url, headers: user ? user.headers() : { 'x-user-profile': 'customer' } });

  beforeAll(async () => {
    t = await startTestApp(target, testEnv);
    alice = await createTestUser(t.database);
    bob = await createTestUser(t.database);
    await seedNotifications(t.database, alice.id, 20);
    await seedNotifications(t.database, bob.id, 2);
  });
  afterAll(() => t?.close());

  it('pages newest first by 16 with totals', async () => {
    const first = await info(alice);
    expect(first).toMatchObject({ page: 1, limit: 16, total: 20, totalUnread: 20 });
    expect(first.data).toHaveLength(16);
    expect(first.data[0]).toEqual({
      _id: expect.any(String),
      type: 'Proposal',
      subType: 'Change Project',
      message: 'message 19',
      messageKey: null,
      params: {},
      objectId: 'obj-19',
      read: false,
      createdAt: new Date(Date.UTC(2025, 0, 1, 0, 19)).toISOString(),
    });
    const second = await info(alice, '?page=2');
    expect(second.data.map((n) => n.message)).toEqual(['message 3', 'message 2', 'message 1', 'message 0']);
    const counter = await info(alice, '?limit=1&onlyUnread=true');
    expect(counter.data).toHaveLength(1);
    expect(counter.totalUnread).toBe(20);
  });

  it('marks one read, only for its owner', async () => {
    const [target1] = (await info(alice, '?limit=1')).data as [NotificationItem];
    const foreign = await patch(bob, `/api/notifications/read/${target1._id}`);
    expect(foreign.statusCode).toBe(404);
    expect((await patch(alice, '/api/notifications/read/not-a-uuid')).statusCode).toBe(404);
    const res = await patch(alice, `/api/notifications/read/${target1._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: target1._id, read: true });
    const unread = await info(alice, '?onlyUnread=true&limit=100');
    expect(unread.total).toBe(19);
    expect(unread.totalUnread).toBe(19);
    expect(unread.data.some((n) => n._id === target1._id)).toBe(false);
    expect((await info(alice)).total).toBe(20);
  });

  it('marks all read for the caller only', async () => {
    const res = await patch(alice, '/api/notifications/read-all');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ count: 19 });
    expect((await info(alice)).totalUnread).toBe(0);
    expect((await info(bob)).totalUnread).toBe(2);
  });

  it('needs a session and valid queries', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications/info' })).statusCode).toBe(401);
    expect((await patch(null, '/api/notifications/read-all')).statusCode).toBe(401);
    expect((await patch(null, `/api/notifications/read/${alice.id}`)).statusCode).toBe(401);
    for (const query of ['?page=0', '?limit=0', '?limit=abc', '?onlyUnread=maybe', '?limit=1000']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/notifications/info${query}`,
        headers: alice.headers(),
      });
      expect(res.statusCode, query).toBe(400);
    }
  });
});

describe.each(databaseTargets)('admin notifications on %s', (target) => {
  let t: TestApp;
  let admin: TestUser;
  let customer: TestUser;
  let owner: TestUser;

  const send = (user: TestUser, payload: object, role = user.roles[0]) =>
    t.app.inject({ method: 'POST', url: '/api/admin/notifications', headers: user.headers(role), payload });
  const unread = async (user: TestUser) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/notifications/info?limit=1',
      headers: user.headers(),
    });
    return (res.json() as NotificationPage).totalUnread;
  };

  beforeAll(async () => {
    t = await startTestApp(target, testEnv);
    admin = await createTestUser(t.database, ['admin']);
    customer = await createTestUser(t.database, ['customer']);
    owner = await createTestUser(t.database, ['owner', 'customer']);
  });
  afterAll(() => t?.close());

  it('sends to one user, to a role and to everyone', async () => {
    const one = await send(admin, { type: 'System', message: 'Hello you', userId: customer.id });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ count: 1 });
    const owners = await send(admin, { type: 'News', message: 'Owners news', role: 'owner' });
    expect(owners.json()).toMatchObject({ count: 1 });
    const all = await send(admin, { type: 'News', message: 'Everyone' });
    expect(all.json()).toMatchObject({ count: 3 });
    expect([await unread(customer), await unread(owner), await unread(admin)]).toEqual([2, 2, 1]);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/notifications/info',
      headers: owner.headers(),
    });
    expect(
      (res.json() as NotificationPage).data.map((n) => [n.type, n.subType, n.message, n.objectId]),
    ).toEqual([
      ['News', 'News', 'Everyone', null],
      ['News', 'News', 'Owners news', null],
    ]);
  });

  it('refuses non-admins and bad input with 4xx', async () => {
    expect((await send(customer, { type: 'System', message: 'x' })).statusCode).toBe(403);
    expect((await send(owner, { type: 'System', message: 'x' }, 'admin')).statusCode).toBe(403);
    const anon = await t.app.inject({
      method: 'POST',
      url: '/api/admin/notifications',
      headers: { 'x-user-profile': 'admin' },
      payload: { type: 'System', message: 'x' },
    });
    expect(anon.statusCode).toBe(401);
    for (const payload of [
      { type: 'Chat', message: 'x' },
      { type: 'System', message: '' },
      { type: 'System', message: 'x', userId: 'nope' },
      { type: 'System', message: 'x', role: 'god' },
      {},
    ]) {
      expect((await send(admin, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    const nobody = await send(admin, {
      type: 'System',
      message: 'x',
      userId: '00000000-0000-4000-8000-000000000000',
    });
    expect(nobody.json()).toMatchObject({ count: 0 });
  });

  it('retracts a notification: gone from the list, _deleted in the pull', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/notifications/info',
      headers: customer.headers(),
    });
    const [latest] = (list.json() as NotificationPage).data;
    const pulled = await t.app.inject({
      method: 'GET',
      url: '/api/sync/notifications/pull',
      headers: customer.headers(),
    });
    const checkpoint = (pulled.json() as { checkpoint: { seq: number } }).checkpoint.seq;

    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/admin/notifications/${latest!._id}`,
          headers: customer.headers(),
        })
      ).statusCode,
    ).toBe(403);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/notifications/${latest!._id}`,
      headers: admin.headers(),
    });
    expect(res.statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/admin/notifications/${latest!._id}`,
          headers: admin.headers(),
        })
      ).statusCode,
    ).toBe(404);

    const after = await t.app.inject({
      method: 'GET',
      url: '/api/notifications/info',
      headers: customer.headers(),
    });
    expect((after.json() as NotificationPage).data.some((n) => n._id === latest!._id)).toBe(false);
    const delta = await t.app.inject({
      method: 'GET',
      url: `/api/sync/notifications/pull?checkpoint=${checkpoint}`,
      headers: customer.headers(),
    });
    expect(delta.json().documents).toEqual([expect.objectContaining({ id: latest!._id, _deleted: true })]);
  });
});
