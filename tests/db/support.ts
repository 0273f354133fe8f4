import { indexedDB, IDBKeyRange } from 'fake-indexeddb';
import type { RxStorage } from 'rxdb';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import {
  createDatabase,
  type CollectionName,
  type CueDatabase,
  type NotificationDocType,
} from '../../src/db';

/** Dexie storage on fake-indexeddb (docs/design.md §8). */
export const testStorage = () => getRxStorageDexie({ indexedDB, IDBKeyRange }) as RxStorage<unknown, unknown>;

let counter = 0;
export const uniqueName = (prefix = 'test') => `${prefix}-${process.pid}-${Date.now()}-${counter++}`;

/**
 * A fresh database; the caller closes it (RxDB limits open collections per process, COL23). Pass the
 * collections the test uses when it opens more than one database at a time.
 */
export function openTestDatabase(
  name = uniqueName(),
  collections?: readonly CollectionName[],
): Promise<CueDatabase> {
  return createDatabase({
    name,
    storage: testStorage(),
    multiInstance: false,
    ...(collections ? { collections } : {}),
  });
}

let seq = 0;
/** A notification document with sensible defaults. */
export function notificationFactory(overrides: Partial<NotificationDocType> = {}): NotificationDocType {
  seq += 1;
  const createdAt = new Date(Date.UTC(2026, 0, 1, 12, 0, seq)).toISOString();
  return {
    id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    type: 'System',
    subType: 'System',
    message: `Message ${seq}`,
    messageKey: null,
    params: {},
    objectId: null,
    read: false,
    createdAt,
    updatedAt: createdAt,
    seq,
    ...overrides,
  };
}
