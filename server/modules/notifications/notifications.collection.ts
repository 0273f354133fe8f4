import { eq } from 'drizzle-orm';
import type { NotificationDocument, NotificationType } from '../../../src/domain/notifications';
import { notifications, type NotificationRow } from '../../db/schema/notifications';
import { defineReplicatedCollection } from '../../sync/registry';
import type { NotificationService } from './notifications.service';

export function toNotificationDocument(row: NotificationRow): NotificationDocument {
  return {
    id: row.id,
    type: row.type as NotificationType,
    subType: row.subType,
    message: row.message,
    messageKey: row.messageKey,
    params: row.params,
    objectId: row.objectId,
    read: row.read,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    seq: row.seq,
    _deleted: row.deleted,
  };
}

/**
 * The `notifications` collection: each row belongs to one user, who may only mark it read. The rule is
 * the service's (`applyPush`), which `PATCH /api/notifications/read/{id}` applies too.
 */
export const notificationsCollection = (service: Pick<NotificationService, 'applyPush'>) =>
  defineReplicatedCollection<NotificationRow>({
    name: 'notifications',
    table: notifications,
    visibleTo: (userId) => eq(notifications.userId, userId),
    toDocument: (row) => ({ ...toNotificationDocument(row) }),
    pullOnly: false,
    pushableFields: ['read'],
    applyPush: (changes, current) => service.applyPush(changes, current),
    audience: (row) => [row.userId],
  });
