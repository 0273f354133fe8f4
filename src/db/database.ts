import { createRxDatabase, removeRxDatabase, type RxStorage } from 'rxdb';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { collectionCreators, type CollectionName, type CueDatabase } from './collections';
import { withIndexReads } from './index-reads';
import { ensurePlugins, prepareStorage } from './plugins';

export interface DatabaseOptions {
  /** Database name; one per signed-in user, see `userDatabaseName`. */
  name: string;
  /** Defaults to Dexie on the browser's IndexedDB; tests pass Dexie on fake-indexeddb. */
  storage?: RxStorage<unknown, unknown>;
  /** Share changes between tabs (BroadcastChannel); defaults to true in a browser. */
  multiInstance?: boolean;
  /**
   * The collections to open; default every one. RxDB's open-source build allows 13 open collections per
   * process across databases (COL23), so a test that needs two databases opens only what it uses.
   * Only the listed collections exist on the returned database.
   */
  collections?: readonly CollectionName[];
}

const inBrowser = () => typeof window !== 'undefined' && typeof indexedDB !== 'undefined';

/** The local database of one user: its name carries the user id, so users never share data. */
export function userDatabaseName(userId: string): string {
  return `cueline-u-${userId.toLowerCase().replace(/[^a-z0-9]/g, '')}`;
}

export function defaultStorage(): RxStorage<unknown, unknown> {
  return getRxStorageDexie() as RxStorage<unknown, unknown>;
}

/** The creators of the chosen collections, in the order `collectionCreators` lists them. */
function creatorsOf(names: readonly CollectionName[] | undefined): Partial<typeof collectionCreators> {
  if (!names) return collectionCreators;
  return Object.fromEntries(
    Object.entries(collectionCreators).filter(([name]) => names.includes(name as CollectionName)),
  );
}

/** Opens (creating or migrating) the database with the chosen collections (default: all). */
export async function createDatabase(options: DatabaseOptions): Promise<CueDatabase> {
  const db = await createRxDatabase<CueDatabase['collections']>({
    name: options.name,
    // Dexie's queries read their index range in one request (index-reads.ts), the newest first when asked.
    storage: await prepareStorage(withIndexReads(options.storage ?? defaultStorage())),
    multiInstance: options.multiInstance ?? inBrowser(),
    eventReduce: true,
    closeDuplicates: true,
  });
  try {
    await db.addCollections(creatorsOf(options.collections));
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

/** Wipes a user's local database ("remove user"); close it first if it is open. */
export async function removeDatabase(name: string, storage?: RxStorage<unknown, unknown>): Promise<void> {
  await ensurePlugins();
  await removeRxDatabase(name, storage ?? defaultStorage());
}
