import { filter, map, merge, Subject, type Observable, type Subscription } from 'rxjs';
import type { RxCollection, RxReplicationPullStreamItem, RxReplicationWriteToMasterRow, WithDeleted } from 'rxdb';
import { replicateRxCollection, type RxReplicationState } from 'rxdb/plugins/replication';
import { PULL_LIMIT_DEFAULT, type PushRow, type SyncCheckpoint, type SyncCollection, type SyncHint } from '../domain/sync-protocol';
import { createBackoff, withBackoff } from './backoff';
import { isRefused, type SyncTransport, type WireDocument } from './sync-transport';

export interface ReplicationOptions {
  /** The server collection (src/domain/sync-protocol.ts). */
  name: SyncCollection;
  transport: SyncTransport;
  /** `sync` hints from the socket; hints for this collection trigger a pull (SPEC rule 7). */
  hints$?: Observable<SyncHint>;
  /** Emits after every (re)connect and room join: the replication re-syncs (SPEC rule 8). */
  resync$?: Observable<unknown>;
  /** Only the leader tab replicates (SPEC rule 9); defaults to the database's multiInstance. */
  waitForLeadership?: boolean;
  batchSize?: number;
  /** Fixed pause of RxDB's retry loop; the backoff adds to it (SPEC rule 10). */
  retryTime?: number;
  backoff?: { baseMs: number; maxMs: number };
  /** Tells replications of different servers apart. */
  identifier?: string;
}

type LocalDoc = { id: string };

/**
 * A server document as stored locally: the fields the local schema knows, plus `_deleted` (which RxDB
 * turns into a local deletion). Fields a newer server adds are dropped until the local schema has them.
 */
export function toLocalDocument<Doc extends LocalDoc>(doc: WireDocument, fields: readonly string[]): WithDeleted<Doc> {
  const local: Record<string, unknown> = { _deleted: doc._deleted === true };
  for (const field of fields) if (field in doc) local[field] = doc[field];
  return local as WithDeleted<Doc>;
}

/** A local document as pushed: the fields plus `_deleted`, without RxDB's bookkeeping. */
export function toWireDocument<Doc extends LocalDoc>(doc: WithDeleted<Doc>): WireDocument {
  const { _meta: _m, _rev: _r, _attachments: _a, ...fields } = doc as WithDeleted<Doc> & { _meta?: unknown; _rev?: unknown; _attachments?: unknown };
  return fields as unknown as WireDocument;
}

function toPushRow<Doc extends LocalDoc>(row: RxReplicationWriteToMasterRow<Doc>): PushRow<WireDocument> {
  return {
    assumedMasterState: row.assumedMasterState ? toWireDocument(row.assumedMasterState) : null,
    newDocumentState: toWireDocument(row.newDocumentState),
  };
}

/**
 * A push the server refuses (400, 403, 404, …) cannot succeed by retrying: the rows fall back to their
 * last known server state, reported as conflicts, so the replication moves on (SPEC rule 11).
 */
function refusedRows<Doc extends LocalDoc>(rows: RxReplicationWriteToMasterRow<Doc>[]): WithDeleted<Doc>[] {
  return rows.flatMap((row) => (row.assumedMasterState ? [row.assumedMasterState] : []));
}

function resyncTriggers(options: ReplicationOptions): Observable<'RESYNC'> {
  const hinted = (options.hints$ ?? new Subject<SyncHint>()).pipe(filter((hint) => hint.collection === options.name));
  return merge(hinted, options.resync$ ?? new Subject<unknown>()).pipe(map(() => 'RESYNC' as const));
}

export interface CollectionReplication<Doc extends LocalDoc> {
  state: RxReplicationState<Doc, SyncCheckpoint>;
  /** Stops replicating (on logout); local data stays. */
  cancel(): Promise<void>;
}

/**
 * Live two-way replication of one collection with the server (DESIGN.md §7, src/sync/SPEC.md):
 * pull by `seq` checkpoint, push with conflict detection, `stream$` fed by socket hints and RESYNC.
 */
export function replicateCollection<Doc extends LocalDoc>(collection: RxCollection<Doc>, options: ReplicationOptions): CollectionReplication<Doc> {
  const backoff = createBackoff(options.backoff ?? { baseMs: 1000, maxMs: 60_000 });
  const { transport, name } = options;
  const fields = Object.keys(collection.schema.jsonSchema.properties);
  const stream$ = new Subject<RxReplicationPullStreamItem<Doc, SyncCheckpoint>>();
  const subscriptions: Subscription[] = [
    resyncTriggers(options).subscribe((item) => {
      backoff.reset();
      stream$.next(item);
    }),
  ];
  const state = replicateRxCollection<Doc, SyncCheckpoint>({
    collection,
    replicationIdentifier: `cueline-${name}-${options.identifier ?? 'api'}`,
    live: true,
    retryTime: options.retryTime ?? 1000,
    waitForLeadership: options.waitForLeadership ?? collection.database.multiInstance,
    autoStart: true,
    deletedField: '_deleted',
    pull: {
      batchSize: options.batchSize ?? PULL_LIMIT_DEFAULT,
      stream$,
      handler: (checkpoint, batchSize) =>
        withBackoff(backoff, async () => {
          const answer = await transport.pull(name, checkpoint?.seq ?? 0, batchSize);
          return { documents: answer.documents.map((doc) => toLocalDocument<Doc>(doc, fields)), checkpoint: answer.checkpoint };
        }),
    },
    push: {
      batchSize: options.batchSize ?? 100,
      handler: (rows) =>
        withBackoff(backoff, async () => {
          try {
            const conflicts = await transport.push(name, rows.map(toPushRow));
            return conflicts.map((doc) => toLocalDocument<Doc>(doc, fields));
          } catch (error) {
            if (isRefused(error)) return refusedRows(rows);
            throw error;
          }
        }),
    },
  });
  return {
    state,
    async cancel() {
      subscriptions.forEach((subscription) => subscription.unsubscribe());
      await state.cancel();
      stream$.complete();
    },
  };
}
