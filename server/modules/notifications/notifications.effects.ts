import type { EffectHandler } from '../../outbox/worker';
import type { RealtimeHub } from '../../realtime/hub';
import { sendSyncHints } from '../../realtime/sync-hints';
import { notificationsRepository } from './notifications.repository';

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
            messageKey: row.messageKey,
            params: row.params,
            objectId: row.objectId,
          });
        sendSyncHints(
          realtime,
          rows.map((row) => ({ userIds: [row.userId], collection: 'notifications', seq: row.seq })),
        );
      };
    },
  };
}
