import {
  randomToken,
  type BulkWriteRow,
  type EventBulk,
  type RxDocumentData,
  type RxStorageChangeEvent,
  type RxStorageInstance,
} from 'rxdb';
import { fromStorageToDexie } from 'rxdb/plugins/storage-dexie';
import type { DexieStorageInternals } from 'rxdb';

type Storage<Doc> = RxStorageInstance<Doc, unknown, unknown>;

/** The parts of RxDB's Dexie storage instance an insert of new documents needs. */
interface DexieInstance<Doc> {
  internals: DexieStorageInternals;
  primaryPath: string;
  changes$: { next(bulk: EventBulk<RxStorageChangeEvent<RxDocumentData<Doc>>, unknown>): void };
}

function asDexieInstance<Doc>(storage: Storage<Doc>): DexieInstance<Doc> | undefined {
  const instance = storage as unknown as Partial<DexieInstance<Doc>>;
  const isDexie =
    instance.internals instanceof Promise &&
    typeof instance.changes$?.next === 'function' &&
    typeof instance.primaryPath === 'string';
  return isDexie ? (instance as DexieInstance<Doc>) : undefined;
}

/** The change events RxDB's storage emits for inserted documents (none for documents inserted as deleted). */
function insertEvents<Doc>(
  documents: RxDocumentData<Doc>[],
  primaryPath: string,
  context: string,
): EventBulk<RxStorageChangeEvent<RxDocumentData<Doc>>, unknown> {
  const events = documents
    .filter((document) => !document._deleted)
    .map((document) => ({
      documentId: String(document[primaryPath as keyof RxDocumentData<Doc>]),
      operation: 'INSERT' as const,
      documentData: document,
      previousDocumentData: undefined,
    }));
  const last = documents[documents.length - 1]!;
  return {
    id: randomToken(10),
    events,
    checkpoint: { id: last[primaryPath as keyof RxDocumentData<Doc>], lwt: last._meta.lwt },
    context,
  };
}

/**
 * Inserts documents known to be new (SPEC rule 15) in one IndexedDB transaction of adds: RxDB's storage
 * would first read every key to sort inserts from updates. All or nothing: when any add fails (a document
 * already stored) nothing of the page is written and it answers false; the page then goes the usual way. Emits the same change events as the
 * storage, so queries, other tabs and the replication see the inserts. Other storages: their bulkWrite.
 */
export async function insertNewDocuments<Doc>(
  storage: Storage<Doc>,
  rows: BulkWriteRow<Doc>[],
  context: string,
): Promise<boolean> {
  const dexie = asDexieInstance(storage);
  if (!dexie) return (await storage.bulkWrite(rows, context)).error.length === 0;
  const { dexieDb, dexieTable, booleanIndexes } = await dexie.internals;
  if (!dexieDb || !dexieTable) return (await storage.bulkWrite(rows, context)).error.length === 0;
  const documents = rows.map((row) => row.document);
  try {
    await dexieDb.transaction('rw', dexieTable, () =>
      dexieTable.bulkAdd(documents.map((document) => fromStorageToDexie(booleanIndexes, document))),
    );
  } catch {
    // Typically a document already there (BulkError); RxDB's own write of the page reports anything else.
    return false;
  }
  const bulk = insertEvents(documents, dexie.primaryPath, context);
  if (bulk.events.length > 0) dexie.changes$.next(bulk);
  return true;
}
