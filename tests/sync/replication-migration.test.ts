import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createRxDatabase, type RxCollection, type RxJsonSchema } from 'rxdb';
import { notifications } from '../../server/db/schema/notifications';
import { createDatabase, markNotificationRead } from '../../src/db';
import { replicateCollection } from '../../src/sync/replication';
import { createFetchTransport } from '../../src/sync/sync-transport';
import { controllableFetch, startSyncServer, testStorage, uniqueName, type SyncServer } from './support';

interface NotificationV0 {
  id: string;
  subType: string;
  message: string;
  objectId: string | null;
  read: boolean;
  createdAt: string;
  updatedAt: string;
  seq: number;
}

/** The notifications schema as version 0 shipped it (no `type`). */
const schemaV0: RxJsonSchema<NotificationV0> = {
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 64 },
    subType: { type: 'string' },
    message: { type: 'string' },
    objectId: { type: ['string', 'null'] },
    read: { type: 'boolean' },
    createdAt: { type: 'string', maxLength: 40 },
    updatedAt: { type: 'string' },
    seq: { type: 'number' },
  },
  required: ['id', 'subType', 'message', 'read', 'createdAt', 'updatedAt', 'seq'],
  indexes: ['createdAt'],
};

describe('schema migration of a replicated collection', () => {
  let server: SyncServer;
  beforeAll(async () => {
    server = await startSyncServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('rule 14: migrated documents are not pushed back, and replication resumes after the upgrade', async () => {
    const user = await server.createUser();
    const rows = [
      await server.notifications.insert(user.id, {
        type: 'System',
        subType: 'System',
        message: 'one',
        objectId: null,
      }),
      await server.notifications.insert(user.id, {
        type: 'System',
        subType: 'System',
        message: 'two',
        objectId: null,
      }),
    ];
    const name = uniqueName('upgrade');
    const storage = testStorage();
    const transport = (control = controllableFetch()) => ({
      control,
      transport: createFetchTransport({
        fetch: control.fetch,
        baseUrl: server.baseUrl,
        headers: () => user.headers,
      }),
    });

    const old = await createRxDatabase({ name, storage, multiInstance: false });
    await old.addCollections({ notifications: { schema: schemaV0 } });
    const v0 = replicateCollection(old.collections.notifications as RxCollection<NotificationV0>, {
      name: 'notifications',
      transport: transport().transport,
    });
    await v0.state.awaitInSync();
    expect(await old.collections.notifications!.count().exec()).toBe(2);
    await v0.cancel();
    await old.close();

    const db = await createDatabase({ name, storage, multiInstance: false });
    const upgraded = transport();
    const replication = replicateCollection(db.notifications, {
      name: 'notifications',
      transport: upgraded.transport,
      retryTime: 50,
    });
    try {
      await replication.state.awaitInSync();
      const docs = await db.notifications.find({ sort: [{ createdAt: 'asc' }] }).exec();
      expect(docs.map((doc) => [doc.id, doc.type])).toEqual(rows.map((row) => [row.id, 'System']));
      expect(upgraded.control.pushes).toEqual([]);

      await markNotificationRead(db, rows[0]!.id);
      const read = async () =>
        (await server.db.select().from(notifications).where(eq(notifications.id, rows[0]!.id)))[0]?.read;
      await expect.poll(read).toBe(true);
      // The server commits before the client has read the push's reply, and the fetch records a push on reply.
      await expect.poll(() => upgraded.control.pushes.length > 0).toBe(true);
      expect(upgraded.control.pushes).toHaveLength(1);
    } finally {
      await replication.cancel();
      await db.close();
    }
  });
});
