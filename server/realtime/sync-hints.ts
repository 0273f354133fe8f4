import type { SyncCollection } from '../../src/domain/sync-protocol';
import type { SyncHintEffect } from '../outbox/effects';
import type { EffectHandler } from '../outbox/worker';
import type { RealtimeHub } from './hub';

/**
 * Sends sync hints, one per user and collection with the highest seq among them. The only code that
 * emits them: every write adds a `syncHint` effect in its transaction, delivered by the outbox worker.
 */
export function sendSyncHints(realtime: RealtimeHub, hints: SyncHintEffect[]) {
  const latest = new Map<string, { userId: string; collection: SyncCollection; seq: number }>();
  for (const { userIds, collection, seq } of hints) {
    for (const userId of userIds) {
      const key = `${collection}:${userId}`;
      if ((latest.get(key)?.seq ?? 0) < seq) latest.set(key, { userId, collection, seq });
    }
  }
  for (const { userId, collection, seq } of latest.values()) realtime.syncHint([userId], { collection, seq });
}

/** Delivers sync hints after commit. */
export function syncHintDelivery(realtime: RealtimeHub): EffectHandler<'syncHint'> {
  return {
    async deliver(_tx, hints) {
      return () => sendSyncHints(realtime, hints);
    },
  };
}
