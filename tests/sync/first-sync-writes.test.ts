import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notifications } from '../../server/db/schema/notifications';
import {
  createDatabase,
  markAllNotificationsRead,
  markNotificationRead,
  type CueDatabase,
} from '../../src/db';
import type { NotificationDocType } from '../../src/db/schemas/notifications.schema';
import { replicateCollection, type CollectionReplication } from '../../src/sync/replication';
import { createFetchTransport } from '../../src/sync/sync-transport';
import {
  controllableFetch,
  startSyncServer,
  testStorage,
  uniqueName,
  type SyncServer,
  type TestUser,
} from './support';

type PushedRow = {
  assumedMasterState: Record<string, unknown> | null;
  newDocumentState: Record<string, unknown> & { id: string };
};

/** Local writes of documents the first sync wrote without replication meta (src/sync/SPEC.md rules 15, 18). */
describe('writes of first-synced documents (src/sync/SPEC.md rules 15, 18)', () => {
  let server: SyncServer;
  const open: { db: CueDatabase; replication: CollectionReplication<NotificationDocType> }[] = [];
  beforeAll(async () => {
    server = await startSyncServer();
  });
  afterAll(async () => {
    await server?.close();
  });
  afterEach(async () => {
    for (const client of open.splice(0)) {
      await client.replication.cancel();
      await client.db.close();
    }
  });

  async function start(user: TestUser) {
    const control = controllableFetch();
    const db = await createDatabase({
      name: uniqueName('first-writes'),
      storage: testStorage(),
      multiInstance: false,
    });
    const transport = createFetchTransport({
      fetch: control.fetch,
      baseUrl: server.baseUrl,
      headers: () => user.headers,
    });
    const replication = replicateCollection(db.notifications, {
      name: 'notifications',
      transport,
      retryTime: 50,
      backoff: { baseMs: 50, maxMs: 200 },
    });
    open.push({ db, replication });
    await replication.state.awaitInSync();
    return { db, replication, control };
  }

  const notify = (user: TestUser, message: string) =>
    server.notifications.insert(user.id, { type: 'System', subType: 'System', message, objectId: null });
  const serverRow = async (id: string) =>
    (await server.db.select().from(notifications).where(eq(notifications.id, id)))[0]!;
  const localDoc = async (db: CueDatabase, id: string) =>
    (await db.notifications.findOne(id).exec())?.toJSON();
  const deliveredRows = (control: ReturnType<typeof controllableFetch>) =>
    control.pushes
      .filter((push) => push.delivered)
      .flatMap((push) => (JSON.parse(push.body) as { rows: PushedRow[] }).rows);

  it('rule 15: a query open while the first sync writes sees every document it inserts', async () => {
    const user = await server.createUser();
    const rows = [await notify(user, 'one'), await notify(user, 'two'), await notify(user, 'three')];
    const db = await createDatabase({
      name: uniqueName('first-writes'),
      storage: testStorage(),
      multiInstance: false,
    });
    const counts: number[] = [];
    const subscription = db.notifications
      .count({ selector: { read: { $eq: false } } })
      .$.subscribe((count) => counts.push(count));
    const transport = createFetchTransport({ baseUrl: server.baseUrl, headers: () => user.headers });
    const replication = replicateCollection(db.notifications, {
      name: 'notifications',
      transport,
      firstSyncPageSize: 2,
      batchSize: 2,
    });
    open.push({ db, replication });
    await replication.state.awaitInSync();
    await expect.poll(() => counts.at(-1) === rows.length).toBe(true);
    expect(counts[0]).toBe(0);
    subscription.unsubscribe();
  });

  it('rule 18, 3: a document edited on the server since the first sync resolves to the server state', async () => {
    const user = await server.createUser();
    const row = await notify(user, 'as pulled');
    const { db, control } = await start(user);
    await server.db
      .update(notifications)
      .set({ message: 'edited on the server' })
      .where(eq(notifications.id, row.id));
    const edited = await serverRow(row.id);
    expect(await markNotificationRead(db, row.id)).toBe(true);
    await expect.poll(async () => (await localDoc(db, row.id))?.seq === edited.seq).toBe(true);
    expect(await localDoc(db, row.id)).toMatchObject({
      message: 'edited on the server',
      read: false,
      seq: edited.seq,
    });
    expect(deliveredRows(control)).toEqual([
      {
        assumedMasterState: null,
        newDocumentState: expect.objectContaining({ id: row.id, read: true, seq: row.seq }),
      },
    ]);
    expect(await serverRow(row.id)).toMatchObject({ read: false, seq: edited.seq });
  });

  it('rule 18, 5: first-synced documents marked read offline are delivered once when back online', async () => {
    const user = await server.createUser();
    const rows = [await notify(user, 'a'), await notify(user, 'b')];
    const { db, replication, control } = await start(user);
    control.offline = true;
    expect(await markAllNotificationsRead(db)).toBe(2);
    await expect.poll(() => control.pushes.length >= 2).toBe(true);
    expect((await serverRow(rows[0]!.id)).read).toBe(false);
    control.offline = false;
    await expect.poll(() => control.pushes.some((push) => push.delivered)).toBe(true);
    await replication.state.awaitInSync();
    const delivered = deliveredRows(control);
    expect(delivered.map((pushed) => pushed.newDocumentState.id).sort()).toEqual(
      rows.map((row) => row.id).sort(),
    );
    expect(delivered.every((pushed) => pushed.assumedMasterState === null)).toBe(true);
    for (const row of rows) {
      const stored = await serverRow(row.id);
      expect(stored.read).toBe(true);
      expect(stored.seq).toBeGreaterThan(row.seq);
    }
  });

  it('rule 18, 11: a refused write of a first-synced document falls back to the server state fetched by its seq', async () => {
    const user = await server.createUser();
    const row = await notify(user, 'read on the server');
    expect((await server.api(user, 'PATCH', `/notifications/read/${row.id}`)).status).toBe(200);
    const { db, control } = await start(user);
    const pullsBefore = control.pulls;
    await (await db.notifications.findOne(row.id).exec())!.incrementalPatch({ read: false });
    await expect.poll(async () => (await localDoc(db, row.id))?.read === true).toBe(true);
    expect(control.pulls).toBeGreaterThan(pullsBefore);
    expect((await serverRow(row.id)).read).toBe(true);
  });
});
