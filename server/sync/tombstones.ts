import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { syncTombstones } from '../db/schema/changefeed';

/**
 * Records that `userId` lost sight of documents of `collection`: the next pull of that user returns
 * them as `_deleted`. Call it in the same transaction as the change that removed the access. The
 * tombstone's trigger takes its seq like any replicated write (0015_changefeed_without_lock.sql).
 */
export async function revokeVisibility(
  db: Db,
  input: { userId: string; collection: string; docIds: string[] },
) {
  if (input.docIds.length === 0) return;
  await db
    .insert(syncTombstones)
    .values(input.docIds.map((docId) => ({ userId: input.userId, collection: input.collection, docId })))
    .onConflictDoUpdate({
      target: [syncTombstones.userId, syncTombstones.collection, syncTombstones.docId],
      set: { seq: sql`nextval('change_seq')` },
    });
}

/**
 * Gives access back: drops the tombstones. The caller must also touch the rows (any update bumps their
 * seq) so the user pulls them again.
 */
export async function restoreVisibility(
  db: Db,
  input: { userId: string; collection: string; docIds: string[] },
) {
  if (input.docIds.length === 0) return;
  await db
    .delete(syncTombstones)
    .where(
      and(
        eq(syncTombstones.userId, input.userId),
        eq(syncTombstones.collection, input.collection),
        inArray(syncTombstones.docId, input.docIds),
      ),
    );
}
