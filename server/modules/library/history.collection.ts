import { eq } from 'drizzle-orm';
import type { HistoryWireDocument } from '../../../src/domain/library';
import { listens, type ListenRow } from '../../db/schema/library';
import { defineReplicatedCollection } from '../../sync/registry';

export function toHistoryDocument(row: ListenRow): HistoryWireDocument {
  return {
    id: row.id,
    trackId: row.trackId,
    listenedAt: row.listenedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    seq: row.seq,
    _deleted: row.deleted,
  };
}

/**
 * The `history` collection: the user's listens, pull-only (`POST /api/track/listen/{id}` writes them).
 * Only the newest HISTORY_LIMIT stay: each new listen marks the ones beyond it `deleted`, so replicas
 * drop them as deletions. `deleted` on a listen means "out of the visible history"; the listen itself
 * still happened.
 */
export const historyCollection = defineReplicatedCollection<ListenRow>({
  name: 'history',
  table: listens,
  visibleTo: (userId) => eq(listens.userId, userId),
  toDocument: (row) => ({ ...toHistoryDocument(row) }),
  pullOnly: true,
  audience: (row) => [row.userId],
});
