import { eq } from 'drizzle-orm';
import type { NotificationDocument, NotificationType } from '../../../src/domain/notifications';
import { notifications, type NotificationRow } from '../../db/schema/notifications';
import { AppError } from '../../http/errors';
import { defineReplicatedCollection } from '../../sync/registry';

export function toNotificationDocument(row: NotificationRow): NotificationDocument {
  return {
    id: row.id,
    type: row.type as NotificationType,
    subType: row.subType,
    message: row.message,
    objectId: row.objectId,
    read: row.read,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    seq: row.seq,
    _deleted: row.deleted,
  };
}

/** The `notifications` collection: each row belongs to one user, who may only mark it read. */
export const notificationsCollection = defineReplicatedCollection<NotificationRow>({
  name: 'notifications',
  table: notifications,
  visibleTo: (userId) => eq(notifications.userId, userId),
  toDocument: (row) => ({ ...toNotificationDocument(row) }),
  pullOnly: false,
  pushableFields: ['read'],
  applyPush(changes, current) {
    if (changes.read !== true || current.read) throw new AppError('BAD_REQUEST', 'sync.readOnlyForward');
    return { read: true };
  },
  audience: (row) => [row.userId],
});
