import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Subject } from 'rxjs';
import { eq } from 'drizzle-orm';
import { notifications } from '../../server/db/schema/notifications';
import { createDatabase, markNotificationRead, type CueDatabase } from '../../src/db';
import {
  replicateCollection,
  type CollectionReplication,
  type ReplicationOptions,
} from '../../src/sync/replication';
import { createFetchTransport } from '../../src/sync/sync-transport';
import type { NotificationDocType } from '../../src/db/schemas/notifications.schema';
import { startSyncServer, testStorage, uniqueName, type SyncServer, type TestUser } from './support';

interface Recorded {
  pulls: { url: URL; ids: string[] }[];
  pushes: {
    rows: { assumedMasterState: Record<string, unknown> | null; newDocumentState: Record<string, unknown> }[];
  }[];
}

/** A fetch that records pulls (with the ids they returned) and pushes, and can act before the n-th pull. */
function recordingFetch(beforePull: Record<number, () => Promise<unknown>> = {}) {
  const recorded: Recorded = { pulls: [], pushes: [] };
  let pullsSent = 0;
  const doFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const isPull = url.pathname.endsWith('/pull');
    if (!isPull) recorded.pushes.push(JSON.parse(String(init?.body)) as Recorded['pushes'][number]);
    else await beforePull[++pullsSent]?.();
    const response = await fetch(input, init);
    if (isPull)
      recorded.pulls.push({
        url,
        ids: ((await response.clone().json()) as { documents: { id: string }[] }).documents.map(
          (doc) => doc.id,
        ),
      });
    return response;
  }) as typeof fetch;
  return { recorded, fetch: doFetch };
}

describe('first sync of an empty client (src/sync/SPEC.md rules 15, 16)', () => {
  let server: SyncServer;
  const open: { db: CueDatabase; replication: CollectionReplication<NotificationDocType> }[] = [];
  beforeAll(async () => {
    server = await startSyncServer();
  });
  afterAll(async () => {
    await server?.close();
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map(stop));
  });

  async function stop(client: (typeof open)[number]) {
    await client.replication.cancel();
    await client.db.close();
  }

  /** Pages of 2 documents (first sync and later pulls) unless `pageSize: 'default'`. */
  type StartOptions = Partial<Pick<ReplicationOptions, 'push' | 'resync$'>> & {
    name?: string;
    network?: ReturnType<typeof recordingFetch>;
    pageSize?: 'default';
  };
  async function start(user: TestUser, options: StartOptions = {}) {
    const network = options.network ?? recordingFetch();
    const db = await createDatabase({
      name: options.name ?? uniqueName('first'),
      storage: testStorage(),
      multiInstance: false,
    });
    const transport = createFetchTransport({
      fetch: network.fetch,
      baseUrl: server.baseUrl,
      headers: () => user.headers,
    });
    const replication = replicateCollection(db.notifications, {
      name: 'notifications',
      transport,
      push: options.push,
      resync$: options.resync$,
      ...(options.pageSize === 'default' ? {} : { firstSyncPageSize: 2, batchSize: 2 }),
      retryTime: 50,
      backoff: { baseMs: 50, maxMs: 200 },
    });
    const client = { db, replication };
    open.push(client);
    await replication.state.awaitInSync();
    return { ...client, recorded: network.recorded };
  }

  const notify = (user: TestUser, message: string) =>
    server.notifications.insert(user.id, { type: 'System', subType: 'System', message, objectId: null });
  const notifyMany = async (user: TestUser, count: number) => {
    const rows = [];
    for (let i = 1; i <= count; i += 1) rows.push(await notify(user, `notice ${i}`));
    return rows;
  };
  const serverRow = async (id: string) =>
    (await server.db.select().from(notifications).where(eq(notifications.id, id)))[0]!;
  const localDocs = (db: CueDatabase) => db.notifications.find().exec();
  /** Ids as a sorted list: rows created within one millisecond have no defined order. */
  const idsOf = (docs: { id: string }[]) => docs.map((doc) => doc.id).sort();
  const localIds = async (db: CueDatabase) => idsOf(await localDocs(db));

  it('rule 15: an empty client gets every document once, in pages of PULL_LIMIT_MAX, and pushes none of them', async () => {
    const user = await server.createUser();
    const other = await server.createUser();
    const values = Array.from({ length: 1200 }, (_, i) => ({
      userId: user.id,
      type: 'System',
      subType: 'System',
      message: `bulk ${i}`,
    }));
    const rows = await server.db.insert(notifications).values(values).returning({ id: notifications.id });
    await notify(other, 'not yours');
    const { db, recorded } = await start(user, { pageSize: 'default' });
    const local = await db.notifications.find().exec();
    expect(local.map((doc) => doc.id).sort()).toEqual(rows.map((row) => row.id).sort());
    const pulled = recorded.pulls.flatMap((pull) => pull.ids);
    expect(pulled).toHaveLength(1200);
    expect(new Set(pulled).size).toBe(1200);
    expect(recorded.pulls.map((pull) => [pull.url.searchParams.get('limit'), pull.ids.length])).toEqual([
      ['1000', 1000],
      ['1000', 200],
    ]);
    expect(local.every((doc) => doc.toJSON(true)._rev.startsWith('1-'))).toBe(true);
    expect(recorded.pushes).toEqual([]);
  });

  it('rule 15, 1: a restarted client resumes from the checkpoint the first sync reached', async () => {
    const user = await server.createUser();
    const rows = await notifyMany(user, 5);
    const name = uniqueName('first');
    const first = await start(user, { name });
    expect(await localIds(first.db)).toEqual(idsOf(rows));
    await stop(open.splice(0)[0]!);

    const added = await notify(user, 'after restart');
    const again = await start(user, { name });
    expect(await localIds(again.db)).toEqual(idsOf([...rows, added]));
    expect(again.recorded.pulls[0]?.url.searchParams.get('checkpoint')).toBe(String(rows[4]!.seq));
    expect(again.recorded.pulls.flatMap((pull) => pull.ids)).toEqual([added.id]);
  });

  it('rule 15, 18, 2: a first-synced document marked read is pushed with its pulled seq and applied on the server', async () => {
    const user = await server.createUser();
    const [row] = await notifyMany(user, 5);
    const { db, replication, recorded } = await start(user);
    expect(await markNotificationRead(db, row!.id)).toBe(true);
    await expect.poll(async () => (await serverRow(row!.id)).read).toBe(true);
    const pushed = recorded.pushes.flatMap((push) => push.rows);
    expect(pushed).toHaveLength(1);
    expect(pushed[0]?.assumedMasterState).toBeNull();
    expect(pushed[0]?.newDocumentState).toMatchObject({ id: row!.id, read: true, seq: row!.seq });
    const { seq } = await serverRow(row!.id);
    replication.state.reSync();
    await expect.poll(async () => (await db.notifications.findOne(row!.id).exec())?.seq === seq).toBe(true);
    expect((await db.notifications.findOne(row!.id).exec())?.read).toBe(true);
  });

  it('rule 15, 8: re-syncs while the first sync is written push nothing back', async () => {
    const user = await server.createUser();
    const rows = await notifyMany(user, 9);
    const resync$ = new Subject<unknown>();
    const resync = async () => {
      resync$.next('reconnected');
      await new Promise((resolve) => setTimeout(resolve, 20));
    };
    const network = recordingFetch({ 2: resync, 3: resync, 4: resync, 5: resync });
    const { db, replication, recorded } = await start(user, { network, resync$ });
    resync$.next('reconnected');
    await replication.state.awaitInSync();
    expect(await localIds(db)).toEqual(idsOf(rows));
    // The upstream pushes local changes in the order they were written: once a write made now has been
    // pushed, every document the first sync wrote earlier has had its chance to be pushed back too.
    expect(await markNotificationRead(db, rows[0]!.id)).toBe(true);
    await expect.poll(() => recorded.pushes.length).toBeGreaterThan(0);
    expect(recorded.pushes.flatMap((push) => push.rows.map((row) => row.newDocumentState.id))).toEqual([
      rows[0]!.id,
    ]);
  });

  it('rule 15: changes made on the server during the first sync are not lost', async () => {
    const user = await server.createUser();
    const rows = await notifyMany(user, 7);
    let added: Awaited<ReturnType<typeof notify>> | undefined;
    const network = recordingFetch({
      2: async () => {
        expect((await server.api(user, 'PATCH', `/notifications/read/${rows[0]!.id}`)).status).toBe(200);
        added = await notify(user, 'during the first sync');
      },
    });
    const { db } = await start(user, { network });
    expect(await localIds(db)).toEqual(idsOf([...rows, added!]));
    const changed = await serverRow(rows[0]!.id);
    expect((await db.notifications.findOne(rows[0]!.id).exec())?.toJSON()).toMatchObject({
      read: true,
      seq: changed.seq,
    });
    expect(
      network.recorded.pulls.flatMap((pull) => pull.ids).filter((id) => id === rows[0]!.id),
    ).toHaveLength(2);
  });

  it('rule 15, 6: a deletion on the server during the first sync arrives', async () => {
    const user = await server.createUser();
    const admin = await server.createUser(['admin']);
    const rows = await notifyMany(user, 7);
    const network = recordingFetch({
      2: async () =>
        expect((await server.api(admin, 'DELETE', `/admin/notifications/${rows[1]!.id}`)).status).toBe(200),
    });
    const { db } = await start(user, { network });
    expect(await localIds(db)).toEqual(idsOf(rows.filter((_, i) => i !== 1)));
  });

  it('rule 16: a pull-only replication pulls, but never pushes local writes', async () => {
    const user = await server.createUser();
    const rows = await notifyMany(user, 3);
    const { db, replication, recorded } = await start(user, { push: false });
    expect(await localIds(db)).toEqual(idsOf(rows));
    await markNotificationRead(db, rows[0]!.id);
    const local = {
      ...(await localDocs(db))[1]!.toJSON(),
      id: crypto.randomUUID(),
      message: 'written locally only',
      read: true,
    };
    await db.notifications.insert(local);
    await replication.state.awaitInSync();
    expect((await serverRow(rows[0]!.id)).read).toBe(false);

    expect((await server.api(user, 'PATCH', '/notifications/read-all')).status).toBe(200);
    replication.state.reSync();
    await expect
      .poll(async () => (await db.notifications.count({ selector: { read: { $eq: false } } }).exec()) === 0)
      .toBe(true);
    // A pull that came after the local writes has landed: no push went out before or since.
    expect(await db.notifications.findOne(local.id).exec()).not.toBeNull();
    expect(recorded.pushes).toEqual([]);
  });
});
