import type { RxCollection, RxStorage } from 'rxdb';
import {
  collectionCreators,
  createDatabase,
  keepFailedMessages,
  userDatabaseName,
  type CollectionName,
  type CueDatabase,
} from '../db';
import { pullOnlyCollections, syncCollections } from '../domain/sync-rules';
import type { SyncCollection } from '../domain/sync-protocol';
import { createLazySocketIoPort, createRealtime, type RealtimeConnection, type SocketPort } from './realtime';
import type { CollectionReplication } from './replication';
import { createFetchTransport, type SyncTransport, type WireDocument } from './sync-transport';

export interface LocalDataOptions {
  userId: string;
  /** Headers of sync requests (x-user-profile, accept-language). */
  headers?: () => Record<string, string>;
  storage?: RxStorage<unknown, unknown>;
  multiInstance?: boolean;
  transport?: SyncTransport;
  socket?: SocketPort;
  /** Database name; defaults to the user's (`userDatabaseName`). */
  name?: string;
  joinDelayMs?: number;
  /** Refreshes the session when the server closed or refused the socket (src/sync/realtime.ts). */
  reauthenticate?(): Promise<boolean>;
  retryTime?: number;
  backoff?: { baseMs: number; maxMs: number };
  /** The collections to open and replicate (default every one); tests pass what they use (COL23). */
  collections?: readonly CollectionName[];
  /**
   * The user's database, already opening (`openUserDatabase`, started while the session was asked for);
   * opened here when it is not given or failed to open.
   */
  database?: Promise<CueDatabase>;
}

/** A signed-in user's local data: the database, the realtime connection and the running replications. */
export interface LocalData {
  db: CueDatabase;
  realtime: RealtimeConnection;
  /** Filled once `replicating` has resolved. */
  replications: Map<CollectionName, CollectionReplication<{ id: string }>>;
  /**
   * Resolves once the replications have started: their code (RxDB's replication, the first sync) loads
   * beside the database's opening, and the screens draw from the database without waiting for it.
   */
  replicating: Promise<void>;
  /** Waits until every replication has caught up with the server. */
  awaitInSync(): Promise<void>;
  /**
   * Waits until this device's writes of `collection` have been pushed and answered, for at most
   * `timeoutMs`; resolves whether they were. A command about a document made here a moment ago (a
   * playlist's cover, its share link) runs after it, instead of asking the server until it appears.
   */
  awaitPushed(collection: CollectionName, timeoutMs: number): Promise<boolean>;
  /** Logout: stops replication, disconnects and closes the database (its data stays for next time). */
  stop(): Promise<void>;
}

/** A synced collection this client keeps locally; the server may serve more before it does. */
const isLocalCollection = (name: SyncCollection): name is CollectionName => name in collectionCreators;

/** The user-timing name of opening the user's database (read by bench/request-queue.mjs). */
export const DATABASE_OPEN_MEASURE = 'cueline:database-open';

/** Opens (creating or migrating) the user's database, without sync: `startLocalData` starts that. */
export async function openUserDatabase(
  options: Pick<LocalDataOptions, 'userId' | 'name' | 'storage' | 'multiInstance' | 'collections'>,
): Promise<CueDatabase> {
  const opening = performance.now();
  const db = await createDatabase({
    name: options.name ?? userDatabaseName(options.userId),
    storage: options.storage,
    multiInstance: options.multiInstance,
    ...(options.collections ? { collections: options.collections } : {}),
  });
  performance.measure(DATABASE_OPEN_MEASURE, { start: opening });
  // The replication's code, asked for now so that the sync starting after the session's answer has it.
  import('./replication').catch(() => undefined);
  return db;
}

/**
 * Opens the user's database (or takes the one opening) and resolves with it; the replication code loads
 * meanwhile, and once both are there every synced collection replicates and realtime connects.
 */
export async function startLocalData(options: LocalDataOptions): Promise<LocalData> {
  // Asked for at once, so a user without local data waits for its first pull no longer than before.
  const replicationCode = import('./replication');
  replicationCode.catch(() => undefined);
  const db = await (options.database
    ? options.database.catch(() => openUserDatabase(options))
    : openUserDatabase(options));
  const realtime = createRealtime(options.socket ?? createLazySocketIoPort(), {
    joinDelayMs: options.joinDelayMs,
    reauthenticate: options.reauthenticate,
  });
  const transport = options.transport ?? createFetchTransport({ headers: options.headers });
  const replications = new Map<CollectionName, CollectionReplication<{ id: string }>>();
  let stopped = false;
  const replicating = replicationCode.then(({ replicateCollection }) => {
    if (stopped) return;
    for (const name of syncCollections) {
      if (!isLocalCollection(name)) continue;
      if (options.collections && !options.collections.includes(name)) continue;
      const collection = db[name] as unknown as RxCollection<{ id: string }>;
      const replication = replicateCollection(collection, {
        name,
        transport,
        push: !pullOnlyCollections.includes(name),
        hints$: realtime.hints$,
        resync$: realtime.resync$,
        retryTime: options.retryTime,
        backoff: options.backoff,
        // A chat message the server refuses is shown as not sent, with retry and delete.
        ...(name === 'messages'
          ? {
              onRefusedNew: (docs: WireDocument[]) =>
                void keepFailedMessages(db, docs).catch(() => undefined),
            }
          : {}),
      });
      replications.set(name, replication as unknown as CollectionReplication<{ id: string }>);
    }
    realtime.connect(options.userId);
  });
  // A failed load (offline with nothing cached) leaves the local data readable, without sync.
  replicating.catch(() => undefined);
  // A track an admin hid leaves the local catalogue cache at once (docs/decisions/0018-admin-area.md).
  const removals = realtime.catalogRemoved$.subscribe(({ trackIds }) => {
    if (db.tracks && !db.closed) void db.tracks.bulkRemove(trackIds).catch(() => undefined);
  });
  return {
    db,
    realtime,
    replications,
    replicating,
    async awaitInSync() {
      await replicating;
      await Promise.all([...replications.values()].map((replication) => replication.state.awaitInSync()));
    },
    async awaitPushed(collection, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      if (!(await settledWithin(replicating, timeoutMs))) return false;
      const replication = replications.get(collection);
      if (!replication) return true;
      return settledWithin(replication.state.awaitInSync(), Math.max(0, deadline - Date.now()));
    },
    async stop() {
      stopped = true;
      removals.unsubscribe();
      realtime.disconnect();
      await replicating.catch(() => undefined);
      await Promise.all([...replications.values()].map((replication) => replication.cancel()));
      await db.close();
    },
  };
}

/** Resolves true when `promise` settles in time (a failure counts as settled), false after `timeoutMs`. */
function settledWithin(promise: Promise<unknown>, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    const done = () => {
      clearTimeout(timer);
      resolve(true);
    };
    promise.then(done, done);
  });
}
