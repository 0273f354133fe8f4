import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOperations } from '../../src/domain/api/admin';
import type { AdminUser } from '../../src/domain/admin';
import { operationPath } from '../../src/domain/api/operation';
import type { AccountRole } from '../../src/domain/roles';
import { databaseTargets, startTestApp, type TestApp } from './support/harness';
import { createTestUser, testEnv, type TestUser } from './sync-fixtures';
import { caller, userWithPassword, type Method } from './admin-support';
import { connected, connectSocket } from './realtime-client';

interface Page<T> {
  data: T[];
  page: number;
  limit: number;
  total: number;
}

describe.each(databaseTargets)('admin users on %s', (target) => {
  let t: TestApp;
  let admin: TestUser;
  let api: ReturnType<typeof caller>;

  beforeAll(async () => {
    t = await startTestApp(target, testEnv);
    api = caller(t);
    admin = await createTestUser(t.database, ['admin']);
  });
  afterAll(() => t?.close());

  it('refuses every admin route to anonymous callers (401), customers and owners (403)', async () => {
    const customer = await createTestUser(t.database, ['customer']);
    const owner = await createTestUser(t.database, ['owner', 'customer']);
    const bodies: Record<string, object> = {
      'admin.sendNotification': { type: 'System', message: 'Hello' },
      'admin.blockUser': { reason: 'spam' },
      'admin.hideTrack': { reason: 'spam' },
      'admin.changeUserRole': { role: 'owner', granted: true },
      'admin.verifyCompany': { verified: true },
    };
    const id = crypto.randomUUID();
    expect(adminOperations.length).toBeGreaterThanOrEqual(16);
    for (const operation of adminOperations) {
      const url = operationPath(operation, { id });
      const body = bodies[operation.id];
      const anonymous = await api.call(null, operation.method as Method, url, body);
      expect(anonymous.statusCode, `${operation.id} anonymous`).toBe(401);
      for (const [user, role] of [
        [customer, 'customer'],
        [owner, 'owner'],
      ] as [TestUser, AccountRole][]) {
        const res = await api.call(user, operation.method as Method, url, body, role);
        expect(res.statusCode, `${operation.id} as ${role}`).toBe(403);
      }
    }
  });

  it('finds users by any part of the name or e-mail, paged, with roles and status', async () => {
    const a = await userWithPassword(t, ['customer'], { firstName: 'Marguerite', lastName: 'Quillfeather' });
    await userWithPassword(t, ['owner'], { firstName: 'Quentin', lastName: 'Quillfeather' });
    const found = await api.ok<Page<AdminUser>>(admin, 'GET', '/admin/users?search=quillfeath&limit=1');
    expect(found.total).toBe(2);
    expect(found.data).toHaveLength(1);
    const byMail = await api.ok<Page<AdminUser>>(admin, 'GET', `/admin/users?search=${a.email.slice(0, 10)}`);
    expect(byMail.data.map((user) => user._id)).toEqual([a.id]);
    expect(byMail.data[0]).toMatchObject({ roles: ['customer'], status: 'active', firstName: 'Marguerite' });
    const literal = await api.ok<Page<AdminUser>>(admin, 'GET', '/admin/users?search=%25');
    expect(literal.total).toBe(0);
  });

  it('blocks: the signed-in user is signed out on the next request and login says the account is blocked', async () => {
    const user = await userWithPassword(t, ['customer'], { firstName: 'Blocked', lastName: 'Person' });
    expect((await api.call(user, 'GET', '/notifications/info')).statusCode).toBe(200);
    const socket = connectSocket(await t.app.listen({ port: 0, host: '127.0.0.1' }), user.cookie);
    await connected(socket);
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const blocked = await api.ok<AdminUser>(admin, 'PATCH', `/admin/users/block/${user.id}`, {
      reason: 'Fraudulent orders',
    });
    expect(blocked).toMatchObject({ status: 'blocked', blockedReason: 'Fraudulent orders' });
    expect(await closed).toBe('io server disconnect');
    expect((await api.call(user, 'GET', '/notifications/info')).statusCode).toBe(401);
    for (const [language, text] of [
      ['en', 'Your account is blocked by an administrator. Reason: Fraudulent orders'],
      ['ru', 'Ваша учётная запись заблокирована администратором. Причина: Fraudulent orders'],
    ]) {
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'accept-language': language!, 'x-user-profile': 'customer' },
        payload: { email: user.email, password: user.password },
      });
      expect(login.statusCode).toBe(403);
      expect(login.json()).toMatchObject({ code: 'ACCOUNT_BLOCKED', message: text });
    }

    const unblocked = await api.ok<AdminUser>(admin, 'PATCH', `/admin/users/unblock/${user.id}`);
    expect(unblocked).toMatchObject({ status: 'active', blockedReason: null });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-user-profile': 'customer' },
      payload: { email: user.email, password: user.password },
    });
    expect(login.statusCode, login.body).toBe(200);
  });

  it('refuses to block the admin themselves, an unknown user, or without a reason', async () => {
    const self = await api.call(admin, 'PATCH', `/admin/users/block/${admin.id}`, { reason: 'x' });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('You cannot block your own account.');
    const unknown = await api.call(admin, 'PATCH', `/admin/users/block/${crypto.randomUUID()}`, {
      reason: 'x',
    });
    expect(unknown.statusCode).toBe(404);
    expect((await api.call(admin, 'PATCH', '/admin/users/block/nope', { reason: 'x' })).statusCode).toBe(404);
    const other = await createTestUser(t.database, ['customer']);
    expect(
      (await api.call(admin, 'PATCH', `/admin/users/block/${other.id}`, { reason: ' ' })).statusCode,
    ).toBe(400);
    expect((await api.call(admin, 'PATCH', `/admin/users/block/${other.id}`, {})).statusCode).toBe(400);
  });

  it('grants and removes the owner role', async () => {
    const user = await createTestUser(t.database, ['customer']);
    const granted = await api.ok<AdminUser>(admin, 'PATCH', `/admin/users/role/${user.id}`, {
      role: 'owner',
      granted: true,
    });
    expect(granted.roles.sort()).toEqual(['customer', 'owner']);
    const removed = await api.ok<AdminUser>(admin, 'PATCH', `/admin/users/role/${user.id}`, {
      role: 'owner',
      granted: false,
    });
    expect(removed.roles).toEqual(['customer']);
    const admins = await api.call(admin, 'PATCH', `/admin/users/role/${user.id}`, {
      role: 'admin',
      granted: true,
    });
    expect(admins.statusCode).toBe(400);
  });
});
