import { filter, map, merge, Subject, type Observable, type Subscription } from 'rxjs';
import type {
  ReplicationPullOptions,
  ReplicationPushOptions,
  RxCollection,
  RxReplicationPullStreamItem,
  RxReplicationWriteToMasterRow,
  WithDeleted,
} from 'rxdb';
import { replicateRxCollection, type RxReplicationState } from 'rxdb/plugins/replication';
import { PULL_LIMIT_DEFAULT, PULL_LIMIT_MAX } from '../domain/sync-rules';
import type { PushRow, SyncCheckpoint, SyncCollection, SyncHint } from '../domain/sync-protocol';
import { createBackoff, withBackoff, type Backoff } from './backoff';
import { createEarlyPull, type EarlyPull, type HintedDocument } from './early-pull';
import { createFirstSync, unchangedSincePulled, type PulledPage } from './first-sync';
import { isRefused, type SyncTransport, type WireDocument } from './sync-transport';
import { createWithdrawals, type Withdrawals } from './withdrawals';
import { settledConflict, toLocalDocument, toWireDocument } from './local-documents';

export { toLocalDocument, toWireDocument } from './local-documents';

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
  /** Page size of the first sync of an empty client (SPEC rule 15); defaults to PULL_LIMIT_MAX. */
  firstSyncPageSize?: number;
  /**
   * `false` for pull-only collections (the server is the only writer): no push handler, so local writes
   * (e.g. search results stored in the collection) are never pushed (SPEC rule 16). Defaults to true.
   */
  push?: boolean;
  /** Fixed pause of RxDB's retry loop; the backoff adds to it (SPEC rule 10). */
  retryTime?: number;
  backoff?: { baseMs: number; maxMs: number };
  /** Tells replications of different servers apart. */
  identifier?: string;
  /**
   * Documents created here that the server refused and never had. Given, they are dropped locally (the
   * refusal is answered as their deletion) and handed over, so the caller can show them as not sent
   * (chat: retry or delete); otherwise they keep their local state (SPEC rule 11).
   */
  onRefusedNew?(documents: WireDocument[]): void;
}

type LocalDoc = { id: string };

/**
 * A hint's documents on the local schema, with the id and seq that order them. Live ones only: a deletion
 * comes by the pull (SPEC rule 6), which the hint triggers anyway.
 */
function hintDocuments<Doc extends LocalDoc>(
  hint: SyncHint,
  fields: readonly string[],
): HintedDocument<Doc>[] {
  return (hint.documents ?? [])
    .filter((doc) => !doc._deleted)
    .map((doc) => ({
      id: doc.id,
      seq: doc.seq,
      document: toLocalDocument<Doc>(doc, fields),
    }));
}

function toPushRow<Doc extends LocalDoc>(row: RxReplicationWriteToMasterRow<Doc>): PushRow<WireDocument> {
  return {
    assumedMasterState: row.assumedMasterState ? toWireDocument(row.assumedMasterState) : null,
    newDocumentState: toWireDocument(row.newDocumentState),
  };
}

/**
 * A push the server refuses (400, 403, 404, …) cannot succeed by retrying: the rows fall back to their
 * last known server state, reported as conflicts, so the replication moves on (SPEC rule 11). A row
 * without an assumed master state (a first-synced document, rule 15) falls back to the server state
 * `serverState` fetches; a client-created one the server never had keeps its local state.
 */
async function refusedRows<Doc extends LocalDoc>(
  rows: RxReplicationWriteToMasterRow<Doc>[],
  serverState: (doc: WithDeleted<Doc>) => Promise<WithDeleted<Doc> | undefined>,
): Promise<WithDeleted<Doc>[]> {
  const states = await Promise.all(
    rows.map((row): Promise<WithDeleted<Doc> | undefined> =>
      row.assumedMasterState ? Promise.resolve(row.assumedMasterState) : serverState(row.newDocumentState),
    ),
  );
  return states.filter((state) => state !== undefined);
}

/** What makes the replication pull: this collection's hints, and every (re)connect (null). */
function resyncTriggers(options: ReplicationOptions): Observable<SyncHint | null> {
  const hinted = (options.hints$ ?? new Subject<SyncHint>()).pipe(
    filter((hint) => hint.collection === options.name),
  );
  const reconnected = (options.resync$ ?? new Subject<unknown>()).pipe(map(() => null));
  return merge(hinted, reconnected);
}

export interface CollectionReplication<Doc extends LocalDoc> {
  state: RxReplicationState<Doc, SyncCheckpoint>;
  /** Stops replicating (on logout); local data stays. */
  cancel(): Promise<void>;
}

interface HandlerContext<Doc extends LocalDoc> {
  options: ReplicationOptions;
  backoff: Backoff;
  /** The fields of the local schema (SPEC rule 14). */
  fields: string[];
  /** The replication, once created (the handlers only run after that). */
  state?: RxReplicationState<Doc, SyncCheckpoint>;
  /** The pull a hint starts before RxDB asks for it (early-pull.ts); set by `pullOptions`. */
  early?: EarlyPull<Doc>;
  /** Settles the tombstones pulls bring into deletions of held documents (SPEC rule 6). */
  withdrawals: Withdrawals<Doc>;
}

/** Pull by checkpoint (SPEC rule 1); an empty client's first pull takes the fast path (rule 15). */
function pullOptions<Doc extends LocalDoc>(
  context: HandlerContext<Doc>,
  stream$: Observable<RxReplicationPullStreamItem<Doc, SyncCheckpoint>>,
): ReplicationPullOptions<Doc, SyncCheckpoint> {
  const { options, backoff, fields } = context;
  const batchSize = options.batchSize ?? PULL_LIMIT_DEFAULT;
  // Tombstones of documents never held are left out (SPEC rule 6); a page they shortened is filled up
  // from where it ended, since RxDB and the first sync stop pulling at a short page.
  const fetchPage = async (from: number, limit: number): Promise<PulledPage<Doc>> => {
    const documents: WithDeleted<Doc>[] = [];
    for (let checkpoint = { seq: from }; ;) {
      const asked = limit - documents.length;
      const answer = await options.transport.pull(options.name, checkpoint.seq, asked);
      checkpoint = answer.checkpoint;
      const pulled = answer.documents.map((doc) => toLocalDocument<Doc>(doc, fields));
      documents.push(...(await context.withdrawals.settle(pulled)));
      if (answer.documents.length < asked || documents.length === limit) return { documents, checkpoint };
    }
  };
  const early = createEarlyPull(fetchPage);
  context.early = early;
  const firstPull = createFirstSync<Doc>({
    fetchPage,
    replication: () => context.state?.internalReplicationState,
    halted: () => context.state?.isStoppedOrPaused() ?? true,
    // A full page handed back to RxDB must not look short to it, or it would stop pulling.
    pageSize: Math.max(options.firstSyncPageSize ?? PULL_LIMIT_MAX, batchSize),
  });
  return {
    batchSize,
    stream$,
    handler: (checkpoint, limit) =>
      withBackoff(backoff, async () => {
        const page = await (checkpoint ? early.pull(checkpoint.seq, limit) : firstPull());
        early.answeredWith(page);
        return page;
      }),
  };
}

/**
 * The server state of a pulled document as long as it still has the `seq` the client pulled: the pull
 * after `seq - 1` starts with it. Undefined for a document the server never sent (seq 0) or one changed since.
 */
function serverStateBySeq<Doc extends LocalDoc>({ options, fields }: HandlerContext<Doc>) {
  return async (doc: WithDeleted<Doc>): Promise<WithDeleted<Doc> | undefined> => {
    const { seq } = doc as WithDeleted<Doc> & { seq?: unknown };
    if (typeof seq !== 'number' || seq <= 0) return undefined;
    const answer = await options.transport.pull(options.name, seq - 1, 1);
    const found = answer.documents.find((wire) => wire.id === doc.id && wire.seq === seq);
    return found ? settledConflict(found, doc, fields) : undefined;
  };
}

/** Rows to push: without first-synced documents still stored exactly as pulled (SPEC rule 15). */
async function withoutPulledStates<Doc extends LocalDoc>(
  context: HandlerContext<Doc>,
  rows: RxReplicationWriteToMasterRow<Doc>[],
) {
  const replication = context.state?.internalReplicationState;
  const candidates = rows.filter((row) => !row.assumedMasterState).map((row) => row.newDocumentState.id);
  if (!replication || candidates.length === 0) return rows;
  const unchanged = await unchangedSincePulled(replication, candidates);
  return rows.filter((row) => row.assumedMasterState || !unchanged.has(row.newDocumentState.id));
}

/** Push with conflict detection (SPEC rules 2–5, 11, 18); none for pull-only collections (rule 16). */
function pushOptions<Doc extends LocalDoc>(
  context: HandlerContext<Doc>,
): ReplicationPushOptions<Doc> | undefined {
  const { options, backoff, fields } = context;
  if (options.push === false) return undefined;
  const serverState = serverStateBySeq(context);
  return {
    batchSize: options.batchSize ?? 100,
    handler: (rows) =>
      withBackoff(backoff, async () => {
        const pending = await withoutPulledStates(context, rows);
        if (pending.length === 0) return [];
        try {
          const conflicts = await options.transport.push(options.name, pending.map(toPushRow));
          const pushed = new Map(pending.map((row) => [row.newDocumentState.id, row.newDocumentState]));
          return conflicts.map((doc) => {
            const local = pushed.get(doc.id);
            return local ? settledConflict(doc, local, fields) : toLocalDocument<Doc>(doc, fields);
          });
        } catch (error) {
          if (!isRefused(error)) throw error;
          const states = await refusedRows(pending, serverState);
          if (!options.onRefusedNew) return states;
          const known = new Set(states.map((state) => state.id));
          const fresh = pending.filter(
            (row) => !row.assumedMasterState && !known.has(row.newDocumentState.id),
          );
          if (fresh.length === 0) return states;
          options.onRefusedNew(fresh.map((row) => toWireDocument(row.newDocumentState)));
          const dropped = fresh.map((row) => ({ ...row.newDocumentState, _deleted: true }));
          return [...states, ...dropped];
        }
      }),
  };
}

/**
 * Live replication of one collection with the server (docs/design.md §7, src/sync/SPEC.md): pull by `seq`
 * checkpoint, push with conflict detection (unless `push: false`), `stream$` fed by socket hints and RESYNC.
 */
export function replicateCollection<Doc extends LocalDoc>(
  collection: RxCollection<Doc>,
  options: ReplicationOptions,
): CollectionReplication<Doc> {
  const backoff = createBackoff(options.backoff ?? { baseMs: 1000, maxMs: 60_000 });
  const stream$ = new Subject<RxReplicationPullStreamItem<Doc, SyncCheckpoint>>();
  const fields = Object.keys(collection.schema.jsonSchema.properties);
  const context: HandlerContext<Doc> = {
    options,
    backoff,
    fields,
    withdrawals: createWithdrawals<Doc>(async (ids) =>
      (await collection.storageInstance.findDocumentsById(ids, true)).map((doc) =>
        toLocalDocument<Doc>(toWireDocument(doc as WithDeleted<Doc>), fields),
      ),
    ),
  };
  const batchSize = options.batchSize ?? PULL_LIMIT_DEFAULT;
  const subscriptions: Subscription[] = [
    resyncTriggers(options).subscribe((hint) => {
      backoff.reset();
      // Only the replicating (leader) tab pulls; a started replication has handed RxDB a page already.
      const replicating = context.state?.internalReplicationState && !context.state.isStoppedOrPaused();
      if (!hint || !replicating) {
        context.early?.drop();
        stream$.next('RESYNC');
        return;
      }
      context.early?.start(batchSize);
      const carried = hint.documents
        ? context.early?.fromHint(hintDocuments<Doc>(hint, context.fields))
        : null;
      if (!carried) return stream$.next('RESYNC');
      // RxDB queues a page after a few promise turns and drops it when a pull started after it came in;
      // the RESYNC follows in the next task, so the carried documents are written first.
      stream$.next(carried);
      setTimeout(() => stream$.next('RESYNC'), 0);
    }),
  ];
  const state = replicateRxCollection<Doc, SyncCheckpoint>({
    collection,
    replicationIdentifier: `cueline-${options.name}-${options.identifier ?? 'api'}`,
    live: true,
    retryTime: options.retryTime ?? 1000,
    waitForLeadership: options.waitForLeadership ?? collection.database.multiInstance,
    autoStart: true,
    deletedField: '_deleted',
    pull: pullOptions(context, stream$),
    push: pushOptions(context),
  });
  context.state = state;
  return {
    state,
    async cancel() {
      subscriptions.forEach((subscription) => subscription.unsubscribe());
      await state.cancel();
      stream$.complete();
    },
  };
}
