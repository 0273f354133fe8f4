import type { NotificationItem, NotificationPage, NotificationType } from '../../../src/domain/notifications';
import type { AccountRole } from '../../../src/domain/roles';
import type { NotificationRow } from '../../db/schema/notifications';
import { toNotificationDocument } from './notifications.collection';
import { AppError } from '../../http/errors';
import type { RealtimeHub } from '../../realtime/hub';
import type { NotificationsRepository } from './notifications.repository';
import { isUuid } from '../../../src/domain/ids';

const COLLECTION = 'notifications';

export interface NotifyInput {
  type: NotificationType;
  subType: string;
  message: string;
  objectId?: string | null;
}

/** The list item of `GET /api/notifications/info`: the replicated document with docs/product.md's `_id`. */
export function toNotificationItem(row: NotificationRow): NotificationItem {
  const { id, updatedAt: _updatedAt, seq: _seq, _deleted, ...fields } = toNotificationDocument(row);
  return { _id: id, ...fields };
}

/**
 * Notifications: stored, replicated, and pushed live. Other modules reach it as `app.notifications`
 * (decorated on the /api instance before any module registers) and call
 * `app.notifications.notify(userId, {type, subType, message, objectId})` after their change is committed.
 */
export function notificationService(repository: NotificationsRepository, realtime: RealtimeHub) {
  const announce = (userId: string, seq: number, event: { subType: string; message: string; objectId: string | null }) => {
    realtime.notification(userId, event);
    realtime.syncHint([userId], { collection: COLLECTION, seq });
  };

  return {
    async notify(userId: string, input: NotifyInput): Promise<NotificationItem> {
      const row = await repository.insert(userId, { ...input, objectId: input.objectId ?? null });
      announce(userId, row.seq, { subType: row.subType, message: row.message, objectId: row.objectId });
      return toNotificationItem(row);
    },

    /** An admin's System or News message to one user, to every holder of a role, or to everyone. */
    async broadcast(input: { type: 'System' | 'News'; message: string; userId?: string; role?: AccountRole }) {
      const notice = { type: input.type, subType: input.type, message: input.message, objectId: null };
      const written = await repository.insertForAudience(notice, { userId: input.userId, role: input.role });
      const event = { subType: notice.subType, message: notice.message, objectId: null };
      for (const row of written) announce(row.userId, row.seq, event);
      return { count: written.length };
    },

    async list(userId: string, query: { limit: number; page: number; onlyUnread: boolean }): Promise<NotificationPage> {
      const offset = (query.page - 1) * query.limit;
      const { rows, total, totalUnread } = await repository.page(userId, { limit: query.limit, offset, onlyUnread: query.onlyUnread });
      return { data: rows.map(toNotificationItem), page: query.page, limit: query.limit, total, totalUnread };
    },

    async markRead(userId: string, id: string): Promise<NotificationItem> {
      const row = isUuid(id) ? await repository.markRead(userId, id) : undefined;
      if (!row) throw new AppError('NOT_FOUND');
      realtime.syncHint([userId], { collection: COLLECTION, seq: row.seq });
      return toNotificationItem(row);
    },

    async markAllRead(userId: string) {
      const rows = await repository.markAllRead(userId);
      const seq = Math.max(0, ...rows.map((row) => row.seq));
      if (rows.length > 0) realtime.syncHint([userId], { collection: COLLECTION, seq });
      return { count: rows.length };
    },

    async retract(id: string) {
      const row = isUuid(id) ? await repository.retract(id) : undefined;
      if (!row) throw new AppError('NOT_FOUND');
      realtime.syncHint([row.userId], { collection: COLLECTION, seq: row.seq });
      return { _id: row.id };
    },
  };
}

export type NotificationService = ReturnType<typeof notificationService>;
