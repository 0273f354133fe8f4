import { and, arrayContains, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AccountRole } from '../../../src/domain/roles';
import type { Db } from '../../db/client';
import { notifications, type NotificationRow } from '../../db/schema/notifications';
import { users } from '../../db/schema/users';

export interface NewNotification {
  type: string;
  subType: string;
  message: string;
  objectId: string | null;
}

const INSERT_CHUNK = 1000;

const live = (userId: string) => and(eq(notifications.userId, userId), eq(notifications.deleted, false));

/** The only place that touches the notifications table. */
export function notificationsRepository(db: Db) {
  return {
    async insert(userId: string, input: NewNotification): Promise<NotificationRow> {
      const [row] = await db.insert(notifications).values({ userId, ...input }).returning();
      return row!;
    },

    /** One notification for every user matching the audience (all users when neither is given). */
    async insertForAudience(input: NewNotification, audience: { userId?: string; role?: AccountRole }) {
      const conditions: SQL[] = [];
      if (audience.userId) conditions.push(eq(users.id, audience.userId));
      if (audience.role) conditions.push(arrayContains(users.roles, [audience.role]));
      const recipients = await db
        .select({ id: users.id })
        .from(users)
        .where(and(...conditions));
      return db.transaction(async (tx) => {
        const written: { id: string; userId: string; seq: number }[] = [];
        for (let i = 0; i < recipients.length; i += INSERT_CHUNK) {
          const chunk = recipients.slice(i, i + INSERT_CHUNK).map(({ id }) => ({ userId: id, ...input }));
          const rows = await tx
            .insert(notifications)
            .values(chunk)
            .returning({ id: notifications.id, userId: notifications.userId, seq: notifications.seq });
          written.push(...rows);
        }
        return written;
      });
    },

    async page(userId: string, options: { limit: number; offset: number; onlyUnread: boolean }) {
      const where = options.onlyUnread ? and(live(userId), eq(notifications.read, false)) : live(userId);
      const [rows, [totals]] = await Promise.all([
        db.select().from(notifications).where(where).orderBy(desc(notifications.createdAt), desc(notifications.seq)).limit(options.limit).offset(options.offset),
        db
          .select({ total: count(), unread: sql<number>`count(*) filter (where ${notifications.read} = false)`.mapWith(Number) })
          .from(notifications)
          .where(live(userId)),
      ]);
      const total = options.onlyUnread ? (totals?.unread ?? 0) : (totals?.total ?? 0);
      return { rows, total, totalUnread: totals?.unread ?? 0 };
    },

    async markRead(userId: string, id: string): Promise<NotificationRow | undefined> {
      const [current] = await db.select().from(notifications).where(and(live(userId), eq(notifications.id, id)));
      if (!current || current.read) return current;
      const [row] = await db.update(notifications).set({ read: true }).where(eq(notifications.id, id)).returning();
      return row;
    },

    async markAllRead(userId: string) {
      return db
        .update(notifications)
        .set({ read: true })
        .where(and(live(userId), eq(notifications.read, false)))
        .returning({ seq: notifications.seq });
    },

    /** Retracts a notification: a soft delete, so replicas receive it as `_deleted`. */
    async retract(id: string) {
      const [row] = await db
        .update(notifications)
        .set({ deleted: true })
        .where(and(eq(notifications.id, id), eq(notifications.deleted, false)))
        .returning();
      return row;
    },
  };
}

export type NotificationsRepository = ReturnType<typeof notificationsRepository>;
