import { and, asc, eq, gt, not, sql } from 'drizzle-orm';
import type { PullResponse } from '../../src/domain/sync-protocol';
import type { Db } from '../db/client';
import { syncTombstones } from '../db/schema/changefeed';
import type { ReplicatedCollection, ReplicatedDocument } from './registry';

/** Visible rows changed after the checkpoint, in seq order (soft-deleted rows included, as `_deleted`). */
async function changedRows(db: Db, collection: ReplicatedCollection, userId: string, checkpoint: number, limit: number) {
  const { table } = collection;
  const rows = await db
    .select()
    .from(table)
    .where(and(collection.visibleTo(userId), gt(table.seq, checkpoint)))
    .orderBy(asc(table.seq))
    .limit(limit);
  return rows.map((row) => collection.toDocument(row as { id: unknown }));
}

/** Rows the user lost sight of after the checkpoint, as `_deleted` documents at the tombstone's seq. */
async function tombstoned(db: Db, collection: ReplicatedCollection, userId: string, checkpoint: number, limit: number) {
  const { table } = collection;
  const rows = await db
    .select({ row: table, tombstoneSeq: syncTombstones.seq })
    .from(syncTombstones)
    .innerJoin(table, sql`${table.id}::text = ${syncTombstones.docId}`)
    .where(
      and(
        eq(syncTombstones.userId, userId),
        eq(syncTombstones.collection, collection.name),
        gt(syncTombstones.seq, checkpoint),
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
 * last seq returned. Seq order is commit order (server/sync/changefeed-lock.ts), so none is passed over.
 */
export async function pullDocuments(
  db: Db,
  collection: ReplicatedCollection,
  userId: string,
  checkpoint: number,
  limit: number,
): Promise<PullResponse<Record<string, unknown>>> {
  const [rows, tombstones] = await db.transaction(
    async (tx) => {
      const snapshot = tx as unknown as Db;
      const visible = await changedRows(snapshot, collection, userId, checkpoint, limit);
      return [visible, await tombstoned(snapshot, collection, userId, checkpoint, limit)] as const;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const documents: ReplicatedDocument[] = [...rows, ...tombstones].sort((a, b) => a.seq - b.seq).slice(0, limit);
  const last = documents.at(-1);
  return { documents, checkpoint: { seq: last ? last.seq : checkpoint } };
}
