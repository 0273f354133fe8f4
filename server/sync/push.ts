import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { pushRowSchema, SyncCollection } from '../../src/domain/sync-protocol';
import type { Db } from '../db/client';
import { AppError } from '../http/errors';
import { syncHintEffect, type Effect } from '../outbox/effects';
import { outboxRepository } from '../outbox/outbox.repository';
import type { SessionUser } from '../modules/auth/index';
import {
  wireDocument,
  type PushableCollection,
  type ReplicatedDocument,
  type WireDocument,
} from './registry';
import { isUuid } from '../../src/domain/ids';

type PushRowInput = z.infer<typeof pushRowSchema>;

/** Fields the server owns or RxDB adds locally: never compared, never written. */
const bookkeeping = new Set(['seq', 'updatedAt', '_meta', '_rev', '_attachments']);

/** JSON with object keys sorted: a jsonb column hands objects back with its own key order. */
const canonical = (value: unknown): string =>
  JSON.stringify(value ?? null, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);

/** Keys whose values differ between two documents, bookkeeping aside. */
export function changedKeys(from: Record<string, unknown>, to: Record<string, unknown>): string[] {
  const keys = new Set([...Object.keys(from), ...Object.keys(to)]);
  return [...keys].filter((key) => !bookkeeping.has(key) && !same(from[key], to[key]));
}

export interface PushOutcome {
  /** The server state of each conflicting row, as pull sends it (a deleted row as its tombstone). */
  conflicts: WireDocument[];
  /** Rows written, for the `sync` hints the push writes to the outbox. */
  written: { seq: number; audience: string[] }[];
}

async function lockVisibleRow(tx: Db, collection: PushableCollection, user: SessionUser, id: string) {
  const { table } = collection;
  if (table.id.columnType === 'PgUUID' && !isUuid(id)) return undefined;
  const [row] = await tx
    .select()
    .from(table)
    .where(and(eq(table.id, id), collection.visibleTo(user.id)))
    .for('update');
  return row as { id: unknown } | undefined;
}

async function writeRow(
  tx: Db,
  collection: PushableCollection,
  id: unknown,
  values: Record<string, unknown>,
  outcome: PushOutcome,
) {
  const [written] = await tx
    .update(collection.table)
    .set(values)
    .where(eq(collection.table.id, id))
    .returning();
  const row = written as { id: unknown; seq: number };
  outcome.written.push({ seq: row.seq, audience: collection.audience(row) });
}

/**
 * A document the server does not have: created when the collection allows it (server/sync/README.md,
 * "Client-created documents"), else refused. An id that exists for someone else is refused; a document
 * created and deleted before it ever reached the server is a no-op.
 */
async function createRow(
  tx: Db,
  collection: PushableCollection,
  user: SessionUser,
  input: PushRowInput,
  outcome: PushOutcome,
  retried: boolean,
): Promise<void> {
  const next = input.newDocumentState as ReplicatedDocument;
  if (input.assumedMasterState || !collection.applyCreate)
    throw new AppError('BAD_REQUEST', 'sync.unknownDocument');
  const { table } = collection;
  if (table.id.columnType === 'PgUUID' && !isUuid(next.id))
    throw new AppError('BAD_REQUEST', 'sync.invalidId');
  const [taken] = await tx.select({ id: table.id }).from(table).where(eq(table.id, next.id));
  if (taken) throw new AppError('BAD_REQUEST', 'sync.idTaken');
  if (next._deleted === true) return;
  const values = await collection.applyCreate(next, user, tx);
  if (!values) {
    outcome.conflicts.push({ ...next, _deleted: true });
    return;
  }
  // Another push may create the same document (or, for favourites, the same user and track) at once:
  // nothing is inserted then, and the row is pushed again against what that push committed.
  const [written] = await tx
    .insert(table)
    .values({ ...values, id: next.id })
    .onConflictDoNothing()
    .returning();
  if (!written && retried) throw new AppError('BAD_REQUEST', 'sync.idTaken');
  if (!written) return pushRow(tx, collection, user, input, outcome, true);
  const row = written as { id: unknown; seq: number };
  outcome.written.push({ seq: row.seq, audience: collection.audience(row) });
}

/**
 * A create pushed again for a row that exists (a retry after a lost reply, or the same document made on
 * two devices): the same document is a no-op; changes of pushable fields apply over the server state;
 * any other difference is a conflict.
 */
async function recreateRow(
  tx: Db,
  collection: PushableCollection,
  user: SessionUser,
  current: { id: unknown },
  next: Record<string, unknown>,
  outcome: PushOutcome,
) {
  const server = collection.toDocument(current);
  const changes = changedKeys(server, next);
  if (changes.length === 0) return;
  if (changes.some((key) => !collection.pushableFields.includes(key))) {
    outcome.conflicts.push(wireDocument(collection, current));
    return;
  }
  const values = await collection.applyPush(
    Object.fromEntries(changes.map((key) => [key, next[key]])),
    current,
    user,
    tx,
  );
  await writeRow(tx, collection, current.id, values, outcome);
}

/** The client's changes over `base` (the state it changed); a field outside pushableFields → 400. */
function pushedChanges(
  collection: PushableCollection,
  base: Record<string, unknown>,
  next: Record<string, unknown>,
): string[] {
  const changes = changedKeys(base, next);
  const refused = changes.find((key) => !collection.pushableFields.includes(key));
  if (refused) throw new AppError('BAD_REQUEST', 'sync.fieldNotAllowed', { field: refused });
  return changes;
}

/** Writes the pushed changes of a current base; the server state pushed again is a no-op (rule 4). */
async function applyChanges(
  tx: Db,
  collection: PushableCollection,
  user: SessionUser,
  current: { id: unknown },
  changes: string[],
  next: Record<string, unknown>,
  outcome: PushOutcome,
) {
  if (changedKeys(collection.toDocument(current), next).length === 0) return;
  const values = await collection.applyPush(
    Object.fromEntries(changes.map((key) => [key, next[key]])),
    current,
    user,
    tx,
  );
  await writeRow(tx, collection, current.id, values, outcome);
}

/** A seq the server gave (client-created documents carry 0 until they are pulled back). */
const isServerSeq = (seq: unknown) => typeof seq === 'number' && seq > 0;

/**
 * A push without an assumed master state of a row the caller can see (src/sync/SPEC.md rule 18): the
 * client pulled the document but keeps no master state of it (first sync, rule 15). Its `seq`, which only
 * the server sets, tells whether its base is current: equal → applied like any push; different → the
 * server state comes back as a conflict (or nothing, when the document already is the server state). A
 * client-created document that was never pulled (seq 0) is a create pushed again (rule 17).
 */
async function pushWithoutAssumedState(
  tx: Db,
  collection: PushableCollection,
  user: SessionUser,
  current: { id: unknown },
  next: Record<string, unknown>,
  outcome: PushOutcome,
) {
  const server = collection.toDocument(current);
  if (isServerSeq(next.seq) && next.seq === server.seq)
    return applyChanges(
      tx,
      collection,
      user,
      current,
      pushedChanges(collection, server, next),
      next,
      outcome,
    );
  if (collection.applyCreate && !isServerSeq(next.seq))
    return recreateRow(tx, collection, user, current, next, outcome);
  if (changedKeys(server, next).length > 0) outcome.conflicts.push(wireDocument(collection, current));
}

/**
 * One pushed row: refused (throws), a no-op, a conflict (returns the server state) or written. A create
 * that lost a race to a concurrent one runs once more (`retried`), now against the row that one committed.
 */
async function pushRow(
  tx: Db,
  collection: PushableCollection,
  user: SessionUser,
  input: PushRowInput,
  outcome: PushOutcome,
  retried = false,
): Promise<void> {
  const next = input.newDocumentState;
  if (typeof next.id !== 'string') throw new AppError('BAD_REQUEST', 'sync.invalidDocument');
  const current = await lockVisibleRow(tx, collection, user, next.id);
  if (!current) return createRow(tx, collection, user, input, outcome, retried);
  const assumed = input.assumedMasterState;
  if (!assumed) return pushWithoutAssumedState(tx, collection, user, current, next, outcome);
  const changes = pushedChanges(collection, assumed, next);
  const server = collection.toDocument(current);
  const seqMoved = collection.staleWhen !== 'fields' && assumed.seq !== server.seq;
  if (changedKeys(server, assumed).length === 0 && !seqMoved)
    return applyChanges(tx, collection, user, current, changes, next, outcome);
  if (changedKeys(server, next).length > 0) outcome.conflicts.push(wireDocument(collection, current));
}

/**
 * Locks the pushed rows in id order before any is written: two pushes of the same rows in different
 * orders then wait for each other instead of deadlocking (there is no global lock to order them).
 */
async function lockInIdOrder(tx: Db, collection: PushableCollection, rows: PushRowInput[]) {
  const { table } = collection;
  const ids = rows.map((row) => row.newDocumentState.id).filter((id): id is string => typeof id === 'string');
  const lockable = table.id.columnType === 'PgUUID' ? ids.filter((id) => isUuid(id)) : ids;
  if (lockable.length < 2) return;
  await tx
    .select({ id: table.id })
    .from(table)
    .where(inArray(table.id, lockable))
    .orderBy(asc(table.id))
    .for('update');
}

/** One `sync` hint per affected user, at the highest seq written for them. */
function hintEffects(collection: PushableCollection, written: PushOutcome['written']): Effect[] {
  const latest = new Map<string, number>();
  for (const { seq, audience } of written) {
    for (const userId of audience) latest.set(userId, Math.max(seq, latest.get(userId) ?? 0));
  }
  return [...latest].map(([userId, seq]) =>
    syncHintEffect({ userIds: [userId], collection: collection.name as SyncCollection, seq }),
  );
}

/**
 * Push (docs/design.md §7, RxDB's push contract), in one transaction: returns the server state of every row
 * whose assumed master state is stale. A retried push whose new state already is the server state is a
 * no-op, so a push repeated after a lost reply changes nothing twice. The `sync` hints of the rows
 * written go to the outbox in the same transaction; the caller wakes its worker once this resolves.
 */
export async function pushDocuments(
  db: Db,
  collection: PushableCollection,
  user: SessionUser,
  rows: PushRowInput[],
): Promise<PushOutcome> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const outcome: PushOutcome = { conflicts: [], written: [] };
    await lockInIdOrder(tx, collection, rows);
    for (const row of rows) await pushRow(tx, collection, user, row, outcome);
    await outboxRepository(tx).add(hintEffects(collection, outcome.written));
    return outcome;
  });
}
