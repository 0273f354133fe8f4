import { randomUUID } from 'node:crypto';
import { isUuid } from '../../../src/domain/ids';
import { translate, type MessageKey } from '../../../src/domain/messages';
import type {
  NotificationItem,
  NotificationPage,
  NotificationParams,
  NotificationType,
} from '../../../src/domain/notifications';
import type { AccountRole } from '../../../src/domain/roles';
import type { NotificationRow } from '../../db/schema/notifications';
import type { Store } from '../../db/transaction';
import { AppError } from '../../http/errors';
import { pageOffset } from '../../http/schemas';
import { syncHintEffect, type Effect, type NotificationEffect } from '../../outbox/effects';
import type { OutboxRepository } from '../../outbox/outbox.repository';
import { toNotificationDocument } from './notifications.collection';
import type { NotificationsRepository } from './notifications.repository';

const COLLECTION = 'notifications';

/**
 * A notification's text: a catalogue key with its parameters, which each reader's client renders in their
 * language (the English text is stored beside it for the lists that show text only), or free text.
 */
export type NotifyText = { key: MessageKey; params?: NotificationParams } | { message: string };

export type NotifyInput = NotifyText & {
  type: NotificationType;
  subType: string;
  objectId?: string | null;
};

/** The stored columns of a notification's text (notifications.message, message_key, params). */
export function notificationText(
  text: NotifyText,
): Pick<NotificationEffect, 'message' | 'messageKey' | 'params'> {
  if ('message' in text) return { message: text.message, messageKey: null, params: {} };
  const params = text.params ?? {};
  return { message: translate('en', text.key, params), messageKey: text.key, params };
}

/** What the service needs from storage; tests pass an in-memory store. */
export interface NotificationsPorts {
  notifications: Pick<
    NotificationsRepository,
    'enqueueForAudience' | 'page' | 'findOwn' | 'update' | 'markAllRead' | 'retract'
  >;
  outbox: Pick<OutboxRepository, 'add'>;
}

/** The list item of `GET /api/notifications/info`: the replicated document with docs/product.md's `_id`. */
export function toNotificationItem(row: NotificationRow): NotificationItem {
  const { id, updatedAt: _updatedAt, seq: _seq, _deleted, ...fields } = toNotificationDocument(row);
  return { _id: id, ...fields };
}

/**
 * The outbox effect of a notification to `userId`. A module that notifies as part of its own write adds
 * it to the outbox in that write's transaction (`repos.outbox.add([notificationEffect(...)])`), so the
 * notice is stored and shown exactly when the write commits.
 */
export function notificationEffect(userId: string, input: NotifyInput, now: Date): NotificationEffect {
  return {
    id: randomUUID(),
    userId,
    type: input.type,
    subType: input.subType,
    ...notificationText(input),
    objectId: input.objectId ?? null,
    createdAt: now.toISOString(),
  };
}

const hint = (userId: string, seq: number): Effect =>
  syncHintEffect({ userIds: [userId], collection: COLLECTION, seq });

/**
 * A change of a notification by its user, pushed or by `markRead`: only `read`, and only from false to
 * true. Returns the column values to write, or throws an AppError.
 */
function readForward(
  changes: Record<string, unknown>,
  current: NotificationRow,
): Pick<NotificationRow, 'read'> {
  if (changes.read !== true || current.read) throw new AppError('BAD_REQUEST', 'sync.readOnlyForward');
  return { read: true };
}

/**
 * Notifications: stored, replicated, and pushed live. Every notice and sync hint goes through the
 * outbox (docs/architecture.md): written in the change's transaction, delivered after it commits.
 */
export function notificationService(store: Store<NotificationsPorts>, now: () => Date) {
  return {
    /** A notification on its own; it is stored and shown as soon as the outbox delivers it. */
    async notify(userId: string, input: NotifyInput): Promise<NotificationItem> {
      const effect = notificationEffect(userId, input, now());
      await store.withTransaction((repos) => repos.outbox.add([{ kind: 'notification', payload: effect }]));
      const { id, userId: _userId, ...fields } = effect;
      return {
        _id: id,
        ...fields,
        messageKey: effect.messageKey ?? null,
        params: effect.params ?? {},
        type: input.type,
        read: false,
      };
    },

    /** An admin's System or News message to one user, to every holder of a role, or to everyone. */
    async broadcast(input: {
      type: 'System' | 'News';
      message: string;
      userId?: string;
      role?: AccountRole;
    }) {
      const notice = { type: input.type, subType: input.type, message: input.message, objectId: null };
      const count = await store.withTransaction((repos) =>
        repos.notifications.enqueueForAudience(notice, { userId: input.userId, role: input.role }),
      );
      return { count };
    },

    async list(
      userId: string,
      query: { limit: number; page: number; onlyUnread: boolean },
    ): Promise<NotificationPage> {
      const { rows, total, totalUnread } = await store.notifications.page(userId, {
        limit: query.limit,
        offset: pageOffset(query),
        onlyUnread: query.onlyUnread,
      });
      return { data: rows.map(toNotificationItem), page: query.page, limit: query.limit, total, totalUnread };
    },

    /** A pushed change of a notification: the rule `markRead` applies too. */
    applyPush: readForward,

    /** `PATCH /api/notifications/read/{id}`: the push rule on the user's own notification; idempotent. */
    async markRead(userId: string, id: string): Promise<NotificationItem> {
      if (!isUuid(id)) throw new AppError('NOT_FOUND');
      const row = await store.withTransaction(async (repos) => {
        const current = await repos.notifications.findOwn(userId, id);
        if (!current || current.read) return current;
        const marked = await repos.notifications.update(current.id, readForward({ read: true }, current));
        if (marked) await repos.outbox.add([hint(userId, marked.seq)]);
        return marked;
      });
      if (!row) throw new AppError('NOT_FOUND');
      return toNotificationItem(row);
    },

    async markAllRead(userId: string) {
      const rows = await store.withTransaction(async (repos) => {
        const marked = await repos.notifications.markAllRead(userId);
        if (marked.length > 0)
          await repos.outbox.add([hint(userId, Math.max(...marked.map((row) => row.seq)))]);
        return marked;
      });
      return { count: rows.length };
    },

    async retract(id: string) {
      if (!isUuid(id)) throw new AppError('NOT_FOUND');
      const row = await store.withTransaction(async (repos) => {
        const retracted = await repos.notifications.retract(id);
        if (retracted) await repos.outbox.add([hint(retracted.userId, retracted.seq)]);
        return retracted;
      });
      if (!row) throw new AppError('NOT_FOUND');
      return { _id: row.id };
    },
  };
}

export type NotificationService = ReturnType<typeof notificationService>;
