import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { pushRowSchema } from '../../src/domain/sync-protocol';
import type { Db } from '../db/client';
import { AppError } from '../http/errors';
import type { SessionUser } from '../modules/auth/session';
import { lockChangefeed } from './changefeed-lock';
import type { ReplicatedCollection, ReplicatedDocument } from './registry';

type PushRowInput = z.infer<typeof pushRowSchema>;

/** Fields the server owns or RxDB adds locally: never compared, never written. */
const bookkeeping = new Set(['seq', 'updatedAt', '_meta', '_rev', '_attachments']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Keys whose values differ between two documents, bookkeeping aside. */
export function changedKeys(from: Record<string, unknown>, to: Record<string, unknown>): string[] {
  const keys = new Set([...Object.keys(from), ...Object.keys(to)]);
  return [...keys].filter((key) => !bookkeeping.has(key) && !same(from[key], to[key]));
}

export interface PushOutcome {
  conflicts: ReplicatedDocument[];
  /** Rows written, for the `sync` hints sent after commit. */
  written: { seq: number; audience: string[] }[];
}

async function lockVisibleRow(tx: Db, collection: ReplicatedCollection, user: SessionUser, id: string) {
  const { table } = collection;
  if (table.id.columnType === 'PgUUID' && !UUID.test(id)) return undefined;
  const [row] = await tx
    .select()
    .from(table)
    .where(and(eq(table.id, id), collection.visibleTo(user.id)))
    .for('update');
  return row as { id: unknown } | undefined;
}

/** One pushed row: refused (throws), a no-op, a conflict (returns the server state) or written. */
async function pushRow(tx: Db, collection: ReplicatedCollection, user: SessionUser, input: PushRowInput, outcome: PushOutcome) {
  const next = input.newDocumentState;
  if (typeof next.id !== 'string') throw new AppError('BAD_REQUEST', 'sync.invalidDocument');
  const current = await lockVisibleRow(tx, collection, user, next.id);
  if (!current) throw new AppError('BAD_REQUEST', 'sync.unknownDocument');
  const server = collection.toDocument(current);
  const assumed = input.assumedMasterState ?? null;

  const changes = changedKeys(assumed ?? server, next);
  const refused = changes.find((key) => !collection.pushableFields.includes(key));
  if (refused) throw new AppError('BAD_REQUEST', 'sync.fieldNotAllowed', { field: refused });

  if (changedKeys(server, next).length === 0) return;
  if (!assumed || changedKeys(server, assumed).length > 0 || assumed.seq !== server.seq) {
    outcome.conflicts.push(server);
    return;
  }
  const values = collection.applyPush(Object.fromEntries(changes.map((key) => [key, next[key]])), current, user);
  const [written] = await tx.update(collection.table).set(values).where(eq(collection.table.id, current.id)).returning();
  const row = written as { id: unknown; seq: number };
  outcome.written.push({ seq: row.seq, audience: collection.audience(row) });
}

/**
 * Push (DESIGN.md §7, RxDB's push contract), in one transaction: returns the server state of every row
 * whose assumed master state is stale. A retried push whose new state already is the server state is a
 * no-op, so a push repeated after a lost reply changes nothing twice.
 */
export async function pushDocuments(db: Db, collection: ReplicatedCollection, user: SessionUser, rows: PushRowInput[]): Promise<PushOutcome> {
  return db.transaction(async (tx) => {
    const outcome: PushOutcome = { conflicts: [], written: [] };
    await lockChangefeed(tx as unknown as Db);
    for (const row of rows) await pushRow(tx as unknown as Db, collection, user, row, outcome);
    return outcome;
  });
}
