import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { notifications } from '../../server/db/schema/notifications';
import { markAllNotificationsRead, markNotificationRead } from '../../src/db';
import { openUserDatabase, startLocalData, type LocalData } from '../../src/sync/local-data';
import type { SocketPort } from '../../src/sync/realtime';
import { createSocketIoPort } from '../../src/sync/socket-io-port';
import type { NotificationEvent } from '../../src/domain/sync-protocol';
import { createApiClient } from '../../src/sync/api-client';
import { createApiTransport, createFetchTransport } from '../../src/sync/sync-transport';
import { controllableFetch, inertSocket, syncSuite, testStorage, uniqueName, type TestUser } from './support';

describe('replication against the real server (src/sync/SPEC.md)', () => {
  const suite = syncSuite();
  const startClient = (
    user: TestUser,
    options: { name?: string; control?: ReturnType<typeof controllableFetch>; socket?: SocketPort } = {},
  ) => suite.startClient(user, options.control, undefined, options);

  const notify = (user: TestUser, message: string) =>
    suite.server.notifications.insert(user.id, {
      type: 'System',
      subType: 'System',
      message,
      objectId: null,
    });
  const serverRow = async (id: string) =>
    (await suite.server.db.select().from(notifications).where(eq(notifications.id, id)))[0]!;
  const localIds = async (client: LocalData) =>
    (await client.db.notifications.find({ sort: [{ createdAt: 'asc' }] }).exec()).map((doc) => doc.id);

  it('rule 1: pulls everything visible, and a restarted client resumes from its checkpoint', async () => {
    const user = await suite.server.createUser();
    const other = await suite.server.createUser();
    const first = [await notify(user, 'one'), await notify(user, 'two'), await notify(other, 'not yours')];
    const name = uniqueName();
    const { client } = await startClient(user, { name });
    expect(await localIds(client)).toEqual([first[0]!.id, first[1]!.id]);
    expect((await client.db.notifications.findOne(first[0]!.id).exec())?.message).toBe('one');
    await suite.stopClient(client);

    const third = await notify(user, 'three');
    const control = controllableFetch();
    const urls: string[] = [];
    const recording = {
      ...control,
      fetch: ((input: RequestInfo | URL, init?: RequestInit) => (
        urls.push(String(input)),
        control.fetch(input, init)
      )) as typeof fetch,
    };
    const again = await startClient(user, { name, control: recording });
    expect(await localIds(again.client)).toEqual([first[0]!.id, first[1]!.id, third.id]);
    // Each collection replicates on its own: the first pull of notifications starts from the checkpoint.
    expect(urls.find((url) => url.includes('/sync/notifications/pull'))).toContain(
      `checkpoint=${first[1]!.seq}`,
    );
  });

  it('rule 2: a local write is pushed and becomes the server state', async () => {
    const user = await suite.server.createUser();
    const row = await notify(user, 'read me');
    const { client } = await startClient(user);
    expect(await markNotificationRead(client.db, row.id)).toBe(true);
    await expect.poll(async () => (await serverRow(row.id)).read).toBe(true);
    const { seq } = await serverRow(row.id);
    client.replications.get('notifications')!.state.reSync();
    await expect
      .poll(async () => (await client.db.notifications.findOne(row.id).exec())?.seq === seq)
      .toBe(true);
    expect((await client.db.notifications.findOne(row.id).exec())?.read).toBe(true);
  });

  it('rule 3: a push that conflicts resolves to the server state', async () => {
    const user = await suite.server.createUser();
    const admin = await suite.server.createUser(['admin']);
    const row = await notify(user, 'retracted meanwhile');
    const control = controllableFetch();
    const { client } = await startClient(user, { control });
    control.offline = true;
    expect((await suite.server.api(admin, 'DELETE', `/admin/notifications/${row.id}`)).status).toBe(200);
    await markNotificationRead(client.db, row.id);
    await expect.poll(() => control.pushes.length > 0).toBe(true);
    control.offline = false;
    await expect.poll(async () => (await client.db.notifications.findOne(row.id).exec()) === null).toBe(true);
    expect((await serverRow(row.id)).read).toBe(false);
  });

  it('rule 4: a push retried after a lost reply changes nothing twice', async () => {
    const user = await suite.server.createUser();
    const row = await notify(user, 'once');
    const control = controllableFetch();
    const { client } = await startClient(user, { control });
    control.loseNextPushReply = true;
    await markNotificationRead(client.db, row.id);
    await expect.poll(() => control.pushes.filter((push) => push.delivered).length >= 2).toBe(true);
    await client.awaitInSync();
    const [firstPush, retry] = control.pushes;
    expect(retry?.body).toBe(firstPush?.body);
    expect((await serverRow(row.id)).seq).toBe(row.seq + 1);
    expect((await client.db.notifications.findOne(row.id).exec())?.read).toBe(true);
  });

  it('rule 5: writes made offline are flushed exactly once when back online', async () => {
    const user = await suite.server.createUser();
    const rows = [await notify(user, 'a'), await notify(user, 'b')];
    const control = controllableFetch();
    const { client } = await startClient(user, { control });
    control.offline = true;
    expect(await markAllNotificationsRead(client.db)).toBe(2);
    await expect.poll(() => control.pushes.length >= 2).toBe(true);
    expect((await serverRow(rows[0]!.id)).read).toBe(false);
    control.offline = false;
    await expect.poll(() => control.pushes.some((push) => push.delivered)).toBe(true);
    await client.awaitInSync();
    const delivered = control.pushes
      .filter((push) => push.delivered)
      .flatMap((push) => JSON.parse(push.body).rows as { newDocumentState: { id: string } }[]);
    expect(delivered.map((row) => row.newDocumentState.id).sort()).toEqual(rows.map((row) => row.id).sort());
    for (const row of rows) expect((await serverRow(row.id)).seq).toBeGreaterThan(row.seq);
    expect((await serverRow(rows[0]!.id)).read && (await serverRow(rows[1]!.id)).read).toBe(true);
  });

  it('rule 6: a deletion on the server reaches the client', async () => {
    const user = await suite.server.createUser();
    const admin = await suite.server.createUser(['admin']);
    const row = await notify(user, 'to retract');
    const { client } = await startClient(user);
    expect(await localIds(client)).toEqual([row.id]);
    await suite.server.api(admin, 'DELETE', `/admin/notifications/${row.id}`);
    client.replications.get('notifications')!.state.reSync();
    await expect.poll(async () => (await localIds(client)).length === 0).toBe(true);
  });

  it('rule 7: a sync hint from the socket makes the client pull, and notification events arrive', async () => {
    const user = await suite.server.createUser();
    const admin = await suite.server.createUser(['admin']);
    const socket = createSocketIoPort({ url: suite.server.baseUrl, extraHeaders: { cookie: user.cookie } });
    const { client, control } = await startClient(user, { socket });
    const events: NotificationEvent[] = [];
    client.realtime.notifications$.subscribe((event) => events.push(event));
    await expect
      .poll(
        async () =>
          (await new Promise((resolve) => client.realtime.state$.subscribe(resolve).unsubscribe())) ===
          'joined',
      )
      .toBe(true);
    const pullsBefore = control.pulls;
    const sent = await suite.server.api(admin, 'POST', '/admin/notifications', {
      type: 'News',
      message: 'Live news',
      userId: user.id,
    });
    expect(sent.status).toBe(200);
    await expect
      .poll(async () => (await client.db.notifications.find().exec()).map((doc) => doc.message))
      .toEqual(['Live news']);
    expect(control.pulls).toBeGreaterThan(pullsBefore);
    await expect.poll(() => events.length === 1).toBe(true);
    expect(events[0]).toEqual({
      subType: 'News',
      message: 'Live news',
      messageKey: null,
      params: {},
      objectId: null,
    });
  });

  it('rule 11: a push the server refuses falls back to the last known server state', async () => {
    const user = await suite.server.createUser();
    const row = await notify(user, 'read stays read');
    await suite.server.api(user, 'PATCH', `/notifications/read/${row.id}`);
    const { client } = await startClient(user);
    const local = await client.db.notifications.findOne(row.id).exec();
    expect(local?.read).toBe(true);
    await local!.incrementalPatch({ read: false });
    await expect
      .poll(async () => (await client.db.notifications.findOne(row.id).exec())?.read === true)
      .toBe(true);
    expect((await serverRow(row.id)).read).toBe(true);
  });

  it('rule 13: All read marks locally and on the server, including notifications not pulled yet', async () => {
    const user = await suite.server.createUser();
    const pulled = await notify(user, 'pulled');
    const control = controllableFetch();
    const { client } = await startClient(user, { control });
    const notYetPulled = await notify(user, 'not pulled yet');
    expect(await markAllNotificationsRead(client.db)).toBe(1);
    expect((await suite.server.api(user, 'PATCH', '/notifications/read-all')).status).toBe(200);
    client.replications.get('notifications')!.state.reSync();
    await expect
      .poll(
        async () =>
          (await client.db.notifications.find({ selector: { read: { $eq: true } } }).exec()).length === 2,
      )
      .toBe(true);
    await client.awaitInSync();
    expect((await serverRow(pulled.id)).read && (await serverRow(notYetPulled.id)).read).toBe(true);
    expect(await client.db.notifications.count({ selector: { read: { $eq: false } } }).exec()).toBe(0);
  });

  it("rule 1, 2: replication also runs over the app's API client", async () => {
    const user = await suite.server.createUser();
    const row = await notify(user, 'via api client');
    const api = createApiClient({
      baseUrl: `${suite.server.baseUrl}/api`,
      getLanguage: () => 'en',
      getRole: () => 'customer',
      onLoggedOut: () => undefined,
      fetch: (input, init) => {
        const request = new Request(input, init);
        request.headers.set('cookie', user.cookie);
        return fetch(request);
      },
    });
    const client = await startLocalData({
      userId: user.id,
      name: uniqueName(),
      storage: testStorage(),
      multiInstance: false,
      transport: createApiTransport(api),
      socket: inertSocket,
    });
    suite.adopt(client);
    await client.awaitInSync();
    expect(await localIds(client)).toEqual([row.id]);
    await markNotificationRead(client.db, row.id);
    await expect.poll(async () => (await serverRow(row.id)).read).toBe(true);
  });

  it('rule 12: stopping disconnects and closes the database', async () => {
    const user = await suite.server.createUser();
    const { client } = await startClient(user);
    const states: string[] = [];
    client.realtime.state$.subscribe((state) => states.push(state));
    await suite.stopClient(client);
    expect(client.db.closed).toBe(true);
    expect(states.at(-1)).toBe('disconnected');
  });

  it('rule 12: a database opened before the session answered is the one replicated into', async () => {
    const user = await suite.server.createUser();
    const name = uniqueName();
    const opening = openUserDatabase({ userId: user.id, name, storage: testStorage(), multiInstance: false });
    const control = controllableFetch();
    const client = await startLocalData({
      userId: user.id,
      name,
      storage: testStorage(),
      multiInstance: false,
      database: opening,
      transport: createFetchTransport({
        fetch: control.fetch,
        baseUrl: suite.server.baseUrl,
        headers: () => user.headers,
      }),
      socket: inertSocket,
      retryTime: 50,
      backoff: { baseMs: 50, maxMs: 200 },
    });
    suite.adopt(client);
    expect(client.db).toBe(await opening);
    const notice = await notify(user, 'Opened early');
    await client.replicating;
    await client.replications.get('notifications')!.state.reSync();
    await client.awaitInSync();
    await vi.waitFor(async () => expect(await localIds(client)).toContain(notice.id));
  });

  it('rule 9: with several tabs possible, replication waits until this tab is the leader', async () => {
    const user = await suite.server.createUser();
    const row = await notify(user, 'leader only');
    const control = controllableFetch();
    const client = await startLocalData({
      userId: user.id,
      name: uniqueName(),
      storage: testStorage(),
      multiInstance: true,
      transport: createFetchTransport({
        fetch: control.fetch,
        baseUrl: suite.server.baseUrl,
        headers: () => user.headers,
      }),
      socket: inertSocket,
    });
    suite.adopt(client);
    expect(client.db.isLeader()).toBe(false);
    expect(control.pulls).toBe(0);
    await client.db.waitForLeadership();
    await expect.poll(async () => (await localIds(client)).length === 1).toBe(true);
    expect(await localIds(client)).toEqual([row.id]);
    expect(control.pulls).toBeGreaterThan(0);
  });
});
