import {
  createRevision,
  getHeightOfRevision,
  now,
  setCheckpoint,
  type BulkWriteRow,
  type RxDocumentData,
  type RxStorageInstance,
  type RxStorageInstanceReplicationState,
  type WithDeleted,
} from 'rxdb';
import { PULL_LIMIT_MAX } from '../domain/sync-rules';
import type { SyncCheckpoint } from '../domain/sync-protocol';
import { insertNewDocuments } from './first-sync-insert';

/** One answer of the server's pull, already mapped onto the local schema. */
export interface PulledPage<Doc> {
  documents: WithDeleted<Doc>[];
  checkpoint: SyncCheckpoint;
}

export interface FirstSyncOptions<Doc> {
  /** The pull request: documents with `seq > from`, at most `limit`. */
  fetchPage(from: number, limit: number): Promise<PulledPage<Doc>>;
  /** RxDB's replication state of the collection; set once the replication has started. */
  replication(): RxStorageInstanceReplicationState<Doc> | undefined;
  /** True once the replication is stopped or paused: the fast path stops writing. */
  halted(): boolean;
  pageSize?: number;
}

type Replication<Doc> = RxStorageInstanceReplicationState<Doc>;

/**
 * The document as RxDB's downstream writes a pulled document it has not seen before: first revision,
 * tagged (`_meta.o`) with the replication's identifier hash, so that a later pull recognises the stored
 * document as a master state and not as an unpushed local write even though no replication meta exists.
 */
function forkRow<Doc>(doc: WithDeleted<Doc>, identifierHash: string, lwt: number): BulkWriteRow<Doc> {
  const document = {
    ...doc,
    _attachments: {},
    _rev: createRevision(identifierHash),
    _meta: { lwt, o: { _rev: 1, hash: identifierHash } },
  };
  return { document: document as unknown as RxDocumentData<Doc> };
}

/** True while a stored document is exactly the state a pull wrote: any local write since raises its revision. */
function isPulledState(doc: RxDocumentData<unknown>, identifierHash: string): boolean {
  const origin = (doc._meta as { o?: { _rev?: number; hash?: string } }).o;
  return origin?.hash === identifierHash && origin._rev === getHeightOfRevision(doc._rev);
}

/**
 * Ids of the given documents that the collection still holds exactly as pulled. Pushing one of them would
 * be a no-op on the server: RxDB's upstream can meet first-synced documents (no assumed master state to
 * compare with) when it re-reads the collection, e.g. on a RESYNC while the first sync is written.
 */
export async function unchangedSincePulled<Doc>(
  replication: Replication<Doc>,
  ids: string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const identifierHash = await replication.input.hashFunction(replication.input.identifier);
  const stored = await replication.input.forkInstance.findDocumentsById(ids, true);
  const primaryPath = replication.primaryPath as keyof RxDocumentData<Doc>;
  return new Set(
    stored.filter((doc) => isPulledState(doc, identifierHash)).map((doc) => String(doc[primaryPath])),
  );
}

/**
 * The collection's storage itself. The collection's wrapper would replace `_rev` and `_meta` of every
 * insert (dropping the `_meta.o` tag above) and clone every document once more.
 */
function storageOf<Doc>(replication: Replication<Doc>): RxStorageInstance<Doc, unknown, unknown> {
  const fork = replication.input.forkInstance as RxStorageInstance<Doc, unknown, unknown> & {
    originalStorageInstance?: RxStorageInstance<Doc, unknown, unknown>;
  };
  return fork.originalStorageInstance ?? fork;
}

/** Inserts one page into the collection; false when it could not be inserted whole (a document already there). */
async function insertPage<Doc>(
  replication: Replication<Doc>,
  documents: WithDeleted<Doc>[],
): Promise<boolean> {
  if (documents.length === 0) return true;
  const { hashFunction, identifier } = replication.input;
  const identifierHash = await hashFunction(identifier);
  const lwt = now();
  const rows = documents.map((doc) => forkRow(doc, identifierHash, lwt));
  return insertNewDocuments(storageOf(replication), rows, await replication.downstreamBulkWriteFlag);
}

/**
 * The first pull of an empty client (SPEC rule 15). Fetches pages of PULL_LIMIT_MAX documents, the next
 * page while the current one is written, and inserts them straight into the collection without reading
 * first, since nothing is there. It writes no replication meta (the assumed master state): a later local
 * write of such a document is pushed without one and the server checks it by `seq` (rule 18). The writes
 * carry the replication's downstream context, so the upstream skips these documents and moves its
 * checkpoint past them. After the last page it stores the checkpoint and answers RxDB with no documents.
 * A page it cannot insert whole (a document already there, e.g. changed or deleted on the server
 * meanwhile and pulled again) goes back to RxDB, which writes it the usual way, stores its checkpoint and
 * pulls on from there.
 */
export function createFirstSync<Doc>(options: FirstSyncOptions<Doc>): () => Promise<PulledPage<Doc>> {
  const pageSize = options.pageSize ?? PULL_LIMIT_MAX;
  /** How far documents are written; a retried first pull continues from here. */
  let reached = 0;
  return async function firstPull() {
    const replication = options.replication();
    let next = options.fetchPage(reached, pageSize);
    for (;;) {
      const page = await next;
      if (!replication || options.halted()) return page;
      const last = page.documents.length < pageSize;
      if (!last) next = options.fetchPage(page.checkpoint.seq, pageSize);
      next.catch(() => undefined);
      if (!(await insertPage(replication, page.documents))) return page;
      reached = page.checkpoint.seq;
      if (last) return finish(replication, page.checkpoint);
    }
  };
}

/** Stores the reached checkpoint once everything is written; RxDB gets an empty answer and stops pulling. */
async function finish<Doc>(
  replication: Replication<Doc>,
  checkpoint: SyncCheckpoint,
): Promise<PulledPage<Doc>> {
  if (checkpoint.seq > 0) await setCheckpoint(replication, 'down', checkpoint);
  return { documents: [], checkpoint };
}
