import { SYNC_HINT_DOCUMENTS_MAX, type SyncCollection, type SyncHint } from '../../src/domain/sync-protocol';
import type { SyncHintEffect } from '../outbox/effects';
import type { EffectHandler } from '../outbox/worker';
import type { RealtimeHub } from './hub';

type HintDocuments = NonNullable<SyncHint['documents']>;

/**
 * Sends sync hints, one per user and collection with the highest seq among them. The only code that
 * emits them: every write adds a `syncHint` effect in its transaction, delivered by the outbox worker.
 * Documents ride along only when every hint merged into one carries them, newest version of each, and
 * no more than `SYNC_HINT_DOCUMENTS_MAX`, none deleted; otherwise the hint goes without them and the pull brings them.
 */
export function sendSyncHints(realtime: RealtimeHub, hints: SyncHintEffect[]) {
  const latest = new Map<
    string,
    { userId: string; collection: SyncCollection; seq: number; documents: HintDocuments | null }
  >();
  for (const { userIds, collection, seq, documents } of hints) {
    for (const userId of userIds) {
      const key = `${collection}:${userId}`;
      const known = latest.get(key);
      latest.set(key, {
        userId,
        collection,
        seq: Math.max(known?.seq ?? 0, seq),
        documents: known ? mergeDocuments(known.documents, documents) : (documents ?? null),
      });
    }
  }
  for (const { userId, collection, seq, documents } of latest.values())
    realtime.syncHint(
      [userId],
      documents && carriable(documents) ? { collection, seq, documents } : { collection, seq },
    );
}

/** Documents a hint may carry: some, not too many, none deleted (its tombstone comes by the pull). */
const carriable = (documents: HintDocuments) =>
  documents.length > 0 &&
  documents.length <= SYNC_HINT_DOCUMENTS_MAX &&
  documents.every((doc) => !doc._deleted);

/** Both hints' documents, the higher seq of each id; none when either hint came without them. */
function mergeDocuments(known: HintDocuments | null, added: HintDocuments | undefined): HintDocuments | null {
  if (!known || !added) return null;
  const byId = new Map(known.map((doc) => [doc.id, doc]));
  for (const doc of added) if ((byId.get(doc.id)?.seq ?? 0) < doc.seq) byId.set(doc.id, doc);
  return [...byId.values()];
}

/**
 * Delivers sync hints as soon as the delivery run reaches them, without waiting for the run's own commit:
 * the writes they announce committed before the outbox row could be claimed, and a hint sent twice (the
 * run rolled back, a crash before the row was removed) costs one more pull that finds nothing new. The
 * hub still holds each hint without documents until a pull can return its seq (server/sync/horizon.ts);
 * one with documents goes at once (hub.ts).
 */
export function syncHintDelivery(realtime: RealtimeHub): EffectHandler<'syncHint'> {
  return {
    async deliver(_tx, hints) {
      sendSyncHints(realtime, hints);
      return () => undefined;
    },
  };
}
