import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { socketEvents, type NotificationEvent, type SyncHint } from '../../src/domain/sync-protocol';
import { databaseTargets, startTestApp, type TestApp } from './support/harness';
import { createTestUser, testEnv, type TestUser } from './sync-fixtures';
import { connected, connectSocket, joinRoom, nextEvent } from './realtime-client';

describe.each(databaseTargets)('realtime socket on %s', (target) => {
  let t: TestApp;
  let url: string;
  let admin: TestUser;
  let alice: TestUser;
  let bob: TestUser;
  const sockets: Socket[] = [];

  const open = async (cookie?: string) => {
    const socket = connectSocket(url, cookie);
    sockets.push(socket);
    await connected(socket);
    return socket;
  };

  beforeAll(async () => {
    t = await startTestApp(target, testEnv);
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    admin = await createTestUser(t.database, ['admin']);
    alice = await createTestUser(t.database);
    bob = await createTestUser(t.database);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t?.close();
  });

  it('refuses a handshake without a valid session cookie', async () => {
    await expect(open()).rejects.toThrow('UNAUTHORIZED');
    await expect(open('cueline_access=forged.token.value')).rejects.toThrow('UNAUTHORIZED');
  });

  it('refuses a handshake from another site even with a valid cookie', async () => {
    const socket = connectSocket(url, alice.cookie, 'https://evil.example');
    sockets.push(socket);
    await expect(connected(socket)).rejects.toThrow('UNAUTHORIZED');
  });

  it('lets a user join only their own room', async () => {
    const socket = await open(alice.cookie);
    expect(await joinRoom(socket, bob.id)).toEqual({ ok: false, error: 'FORBIDDEN' });
    expect(await joinRoom(socket, alice.id)).toEqual({ ok: true });
  });

  it('delivers a notification and a sync hint to the user’s room only', async () => {
    const aliceSocket = await open(alice.cookie);
    await joinRoom(aliceSocket, alice.id);
    const bobSocket = await open(bob.cookie);
    expect(await joinRoom(bobSocket, alice.id)).toMatchObject({ ok: false });
    const bobGot: string[] = [];
    bobSocket.onAny((event: string) => bobGot.push(event));

    const notification = nextEvent<NotificationEvent>(aliceSocket, socketEvents.notification);
    const hint = nextEvent<SyncHint>(aliceSocket, socketEvents.sync);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/notifications',
      headers: admin.headers(),
      payload: { type: 'System', message: 'Maintenance tonight', userId: alice.id },
    });
    expect(res.json()).toMatchObject({ count: 1 });
    expect(await notification).toEqual({
      subType: 'System',
      message: 'Maintenance tonight',
      messageKey: null,
      params: {},
      objectId: null,
    });
    const { collection, seq } = await hint;
    expect(collection).toBe('notifications');

    const pulled = await t.app.inject({
      method: 'GET',
      url: `/api/sync/notifications/pull?checkpoint=${seq - 1}`,
      headers: alice.headers(),
    });
    expect(pulled.json().documents).toEqual([
      expect.objectContaining({ message: 'Maintenance tonight', seq }),
    ]);
    expect(bobGot).toEqual([]);
  });

  it('hints a sync after a push changes a document', async () => {
    const socket = await open(bob.cookie);
    await joinRoom(socket, bob.id);
    const created = nextEvent<SyncHint>(socket, socketEvents.sync);
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/notifications',
      headers: admin.headers(),
      payload: { type: 'News', message: 'For Bob', userId: bob.id },
    });
    await created;
    const pulled = await t.app.inject({
      method: 'GET',
      url: '/api/sync/notifications/pull',
      headers: bob.headers(),
    });
    const [doc] = pulled.json().documents as { seq: number }[];
    const hint = nextEvent<SyncHint>(socket, socketEvents.sync);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sync/notifications/push',
      headers: bob.headers(),
      payload: { rows: [{ assumedMasterState: doc, newDocumentState: { ...doc, read: true } }] },
    });
    expect(res.json()).toEqual([]);
    const { collection, seq } = await hint;
    expect(collection).toBe('notifications');
    expect(seq).toBeGreaterThan(doc!.seq);
  });

  it('hints a sync to the user’s other tabs when a notification is read', async () => {
    const other = await open(alice.cookie);
    await joinRoom(other, alice.id);
    const hint = nextEvent<SyncHint>(other, socketEvents.sync);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/notifications/read-all',
      headers: alice.headers(),
    });
    expect(res.json()).toEqual({ count: 1 });
    expect(await hint).toMatchObject({ collection: 'notifications' });
  });
});
