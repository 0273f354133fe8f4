import { and, asc, eq, gt, lte, notExists, sql } from 'drizzle-orm';
import { syncTombstone, type PullResponse } from '../../src/domain/sync-protocol';
import type { Db } from '../db/client';
import { syncTombstones } from '../db/schema/changefeed';
import { changefeedHorizon } from './horizon';
import { wireDocument, type ReplicatedCollection, type WireDocument } from './registry';

/** The seqs a pull reads: after the checkpoint, up to the horizon. */
interface SeqRange {
  after: number;
  upTo: number;
}

/**
 * Visible rows changed after the checkpoint, in seq order; a soft-deleted one goes as its tombstone (id,
 * seq, `_deleted`), so nothing written to it after it was deleted is sent.
 */
async function changedRows(
  db: Db,
  collection: ReplicatedCollection,
  userId: string,
  range: SeqRange,
  limit: number,
): Promise<WireDocument[]> {
  const { table } = collection;
  const rows = await db
    .select()
    .from(table)
    .where(and(collection.visibleTo(userId), gt(table.seq, range.after), lte(table.seq, range.upTo)))
    .orderBy(asc(table.seq))
    .limit(limit);
  return rows.map((row) => wireDocument(collection, row as { id: unknown }));
}

/**
 * Documents the user lost sight of after the checkpoint, as tombstones at their seq: the id and
 * `_deleted` only, read from the tombstone alone, whether or not the row still exists. A tombstone whose
 * row the user sees again (access given back, its row not yet rewritten) is not sent.
 */
async function tombstoned(
  db: Db,
  collection: ReplicatedCollection,
  userId: string,
  range: SeqRange,
  limit: number,
): Promise<WireDocument[]> {
  const { table } = collection;
  const visibleAgain = db
    .select({ id: table.id })
    .from(table)
    .where(and(sql`${table.id}::text = ${syncTombstones.docId}`, collection.visibleTo(userId)));
  const rows = await db
    .select({ docId: syncTombstones.docId, seq: syncTombstones.seq })
    .from(syncTombstones)
    .where(
      and(
        eq(syncTombstones.userId, userId),
        eq(syncTombstones.collection, collection.name),
        gt(syncTombstones.seq, range.after),
        lte(syncTombstones.seq, range.upTo),
        notExists(visibleAgain),
      ),
    )
    .orderBy(asc(syncTombstones.seq))
    .limit(limit);
  return rows.map((row) => syncTombstone(row.docId, row.seq));
}

/**
 * Pull (docs/design.md §7): at most `limit` documents with seq > checkpoint, in seq order, merged from the
 * collection's visible rows and the user's tombstones, read from one snapshot; the checkpoint is the
 * last seq returned. Seq order is not commit order, so only seqs up to the changefeed horizon, read
 * before the snapshot, are returned: every transaction that took one of them has ended and is visible
 * to the snapshot, so the checkpoint never passes over a seq that commits later (server/sync/horizon.ts).
 */
export async function pullDocuments(
  db: Db,
  collection: ReplicatedCollection,
  userId: string,
  checkpoint: number,
  limit: number,
): Promise<PullResponse<Record<string, unknown>>> {
  const range = { after: checkpoint, upTo: await changefeedHorizon(db) };
  const [rows, tombstones] = await db.transaction(
    async (tx) => {
      const snapshot = tx as unknown as Db;
      const visible = await changedRows(snapshot, collection, userId, range, limit);
      return [visible, await tombstoned(snapshot, collection, userId, range, limit)] as const;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const documents: WireDocument[] = [...rows, ...tombstones].sort((a, b) => a.seq - b.seq).slice(0, limit);
  const last = documents.at(-1);
  return { documents, checkpoint: { seq: last ? last.seq : checkpoint } };
}
