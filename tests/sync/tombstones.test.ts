import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Subject } from 'rxjs';
import { createDatabase, type CueDatabase } from '../../src/db';
import type { NotificationDocType } from '../../src/db/schemas/notifications.schema';
import { replicateCollection, type CollectionReplication } from '../../src/sync/replication';
import { createFetchTransport } from '../../src/sync/sync-transport';
import { startSyncServer, testStorage, uniqueName, type SyncServer, type TestUser } from './support';

/**
 * src/sync/SPEC.md rule 6: the server sends a withdrawn document as its id, seq and `_deleted` only. The
 * client deletes the document it holds, and drops a tombstone of one it never had, without losing the
 * documents that follow it.
 */
describe('bare tombstones against the real server (src/sync/SPEC.md rule 6)', () => {
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

  /** A client replicating the user's notifications in pages of 2; `resync$` makes it pull. */
  async function start(user: TestUser) {
    const db = await createDatabase({
      name: uniqueName('tombstones'),
      storage: testStorage(),
      multiInstance: false,
    });
    const resync$ = new Subject<unknown>();
    const replication = replicateCollection(db.notifications, {
      name: 'notifications',
      transport: createFetchTransport({ baseUrl: server.baseUrl, headers: () => user.headers }),
      resync$,
      batchSize: 2,
      firstSyncPageSize: 2,
      retryTime: 50,
      backoff: { baseMs: 50, maxMs: 200 },
    });
    const errors: unknown[] = [];
    replication.state.error$.subscribe((error) => errors.push(error));
    open.push({ db, replication });
    await replication.state.awaitInSync();
    const pull = async () => {
      resync$.next(null);
      await replication.state.awaitInSync();
    };
    return { db, pull, errors };
  }

  const notify = (user: TestUser, message: string) =>
    server.notifications.insert(user.id, { type: 'System', subType: 'System', message, objectId: null });
  const localMessages = async (db: CueDatabase) =>
    (await db.notifications.find().exec()).map((doc) => doc.message).sort();

  it('deletes a held document when its tombstone arrives, keeping its fields under the new seq', async () => {
    const user = await server.createUser();
    const kept = await notify(user, 'kept');
    const gone = await notify(user, 'withdrawn');
    const client = await start(user);
    expect(await localMessages(client.db)).toEqual(['kept', 'withdrawn']);

    const retracted = await server.notifications.retract(gone.id);
    await client.pull();
    expect(await localMessages(client.db)).toEqual(['kept']);
    const [stored] = await client.db.notifications.storageInstance.findDocumentsById([gone.id], true);
    expect(stored).toMatchObject({ id: gone.id, _deleted: true, message: 'withdrawn', seq: retracted!.seq });
    expect((await client.db.notifications.findOne(kept.id).exec())?.message).toBe('kept');
    expect(client.errors).toEqual([]);
  });

  it('drops tombstones of documents it never had and still pulls every document after them', async () => {
    const user = await server.createUser();
    const withdrawn: string[] = [];
    const notifyWithdrawn = async (message: string) => {
      const row = await notify(user, message);
      await server.notifications.retract(row.id);
      withdrawn.push(row.id);
    };
    // Withdrawn before the client ever saw them: a whole first page, and more, of tombstones.
    for (const message of ['one', 'two', 'three']) await notifyWithdrawn(message);
    await notify(user, 'four');
    await notify(user, 'five');
    const client = await start(user);
    expect(await localMessages(client.db)).toEqual(['five', 'four']);

    for (const message of ['six', 'seven']) await notifyWithdrawn(message);
    await notify(user, 'eight');
    await client.pull();
    expect(await localMessages(client.db)).toEqual(['eight', 'five', 'four']);
    // Nothing was stored for them, not even as deleted.
    expect(await client.db.notifications.storageInstance.findDocumentsById(withdrawn, true)).toEqual([]);
    expect(client.errors).toEqual([]);
  });
});
