import type { SyncCollection } from '../../src/domain/sync-protocol';
import type { EffectHandler } from '../outbox/worker';
import type { RealtimeHub } from './hub';

/** Delivers sync hints after commit, one per user and collection with the highest seq of the batch. */
export function syncHintDelivery(realtime: RealtimeHub): EffectHandler<'syncHint'> {
  return {
    async deliver(_tx, hints) {
      const latest = new Map<string, { userId: string; collection: SyncCollection; seq: number }>();
      for (const { userIds, collection, seq } of hints) {
        for (const userId of userIds) {
          const key = `${collection}:${userId}`;
          if ((latest.get(key)?.seq ?? 0) < seq) latest.set(key, { userId, collection, seq });
        }
      }
      return () => {
        for (const { userId, collection, seq } of latest.values())
          realtime.syncHint([userId], { collection, seq });
      };
    },
  };
}
