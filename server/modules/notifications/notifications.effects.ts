import type { NotificationRow } from '../../db/schema/notifications';
import type { EffectHandler } from '../../outbox/worker';
import type { RealtimeHub } from '../../realtime/hub';
import { notificationsRepository } from './notifications.repository';

/** The highest seq stored for each user: one sync hint per user, however many notices a batch held. */
function latestSeqs(rows: NotificationRow[]) {
  const latest = new Map<string, number>();
  for (const row of rows) latest.set(row.userId, Math.max(row.seq, latest.get(row.userId) ?? 0));
  return latest;
}

/**
 * Delivers notification effects: stores each one (once: its id was chosen when the effect was written)
 * in the delivering transaction, then, after commit, shows the new ones and hints their users to pull.
 */
export function notificationDelivery(realtime: RealtimeHub): EffectHandler<'notification'> {
  return {
    async deliver(tx, effects) {
      const rows = await notificationsRepository(tx).insertEffects(effects);
      return () => {
        for (const row of rows)
          realtime.notification(row.userId, {
            subType: row.subType,
            message: row.message,
            objectId: row.objectId,
          });
        for (const [userId, seq] of latestSeqs(rows))
          realtime.syncHint([userId], { collection: 'notifications', seq });
      };
    },
  };
}
