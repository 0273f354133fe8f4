import { and, asc, eq, gt, lte, not, sql } from 'drizzle-orm';
import type { PullResponse } from '../../src/domain/sync-protocol';
import type { Db } from '../db/client';
import { syncTombstones } from '../db/schema/changefeed';
import { changefeedHorizon } from './horizon';
import type { ReplicatedCollection, ReplicatedDocument } from './registry';

/** The seqs a pull reads: after the checkpoint, up to the horizon. */
interface SeqRange {
  after: number;
  upTo: number;
}

/** Visible rows changed after the checkpoint, in seq order (soft-deleted rows included, as `_deleted`). */
async function changedRows(
  db: Db,
  collection: ReplicatedCollection,
  userId: string,
  range: SeqRange,
  limit: number,
) {
  const { table } = collection;
  const rows = await db
    .select()
    .from(table)
    .where(and(collection.visibleTo(userId), gt(table.seq, range.after), lte(table.seq, range.upTo)))
    .orderBy(asc(table.seq))
    .limit(limit);
  return rows.map((row) => collection.toDocument(row as { id: unknown }));
}

/** Rows the user lost sight of after the checkpoint, as `_deleted` documents at the tombstone's seq. */
async function tombstoned(
  db: Db,
  collection: ReplicatedCollection,
  userId: string,
  range: SeqRange,
  limit: number,
) {
  const { table } = collection;
  const rows = await db
    .select({ row: table, tombstoneSeq: syncTombstones.seq })
    .from(syncTombstones)
    .innerJoin(table, sql`${table.id}::text = ${syncTombstones.docId}`)
    .where(
      and(
        eq(syncTombstones.userId, userId),
        eq(syncTombstones.collection, collection.name),
        gt(syncTombstones.seq, range.after),
        lte(syncTombstones.seq, range.upTo),
        not(collection.visibleTo(userId)),
      ),
    )
    .orderBy(asc(syncTombstones.seq))
    .limit(limit);
  return rows.map(({ row, tombstoneSeq }) => ({
    ...collection.toDocument(row as { id: unknown }),
    seq: tombstoneSeq,
    _deleted: true,
  }));
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
  const documents: ReplicatedDocument[] = [...rows, ...tombstones]
    .sort((a, b) => a.seq - b.seq)
    .slice(0, limit);
  const last = documents.at(-1);
  return { documents, checkpoint: { seq: last ? last.seq : checkpoint } };
}
