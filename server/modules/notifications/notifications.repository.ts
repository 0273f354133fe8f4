import { and, arrayContains, count, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { AccountRole } from '../../../src/domain/roles';
import type { Db } from '../../db/client';
import { adminBroadcasts } from '../../db/schema/admin';
import { notifications, type NotificationRow } from '../../db/schema/notifications';
import { outbox } from '../../db/schema/outbox';
import { users } from '../../db/schema/users';
import type { NotificationEffect } from '../../outbox/effects';
import { isEmpty } from '../../db/values';

export interface NewNotification {
  type: string;
  subType: string;
  message: string;
  objectId: string | null;
}

const INSERT_CHUNK = 1000;

const live = (userId: string) => and(eq(notifications.userId, userId), eq(notifications.deleted, false));

/** The admin notifications among the effects' that were retracted before these copies were delivered. */
async function retractedBroadcasts(db: Db, effects: NotificationEffect[]): Promise<Set<string>> {
  const ids = [...new Set(effects.flatMap((effect) => (effect.broadcastId ? [effect.broadcastId] : [])))];
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: adminBroadcasts.id })
    .from(adminBroadcasts)
    .where(and(inArray(adminBroadcasts.id, ids), isNotNull(adminBroadcasts.retractedAt)));
  return new Set(rows.map((row) => row.id));
}

/** The only place that touches the notifications table. */
export function notificationsRepository(db: Db) {
  return {
    async insert(userId: string, input: NewNotification): Promise<NotificationRow> {
      const [row] = await db
        .insert(notifications)
        .values({ userId, ...input })
        .returning();
      return row!;
    },

    /**
     * Writes a notification effect for every user matching the audience (all users when neither is
     * given) into the outbox, in one statement; each gets its id here, so delivery stores it once.
     */
    async enqueueForAudience(
      input: NewNotification,
      audience: { userId?: string; role?: AccountRole },
      broadcastId?: string,
    ): Promise<number> {
      const conditions: SQL[] = [sql`true`];
      if (audience.userId) conditions.push(eq(users.id, audience.userId));
      if (audience.role) conditions.push(arrayContains(users.roles, [audience.role]));
      const payload = sql`jsonb_build_object('id', gen_random_uuid(), 'userId', ${users.id}, 'type', ${input.type}::text,
        'subType', ${input.subType}::text, 'message', ${input.message}::text, 'objectId', ${input.objectId}::text,
        'createdAt', to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))${
          broadcastId ? sql` || jsonb_build_object('broadcastId', ${broadcastId}::text)` : sql``
        }`;
      const result = await db.execute(
        sql`insert into ${outbox} (kind, payload) select 'notification', ${payload} from ${users} where ${and(...conditions)} order by ${users.id} returning id`,
      );
      return (result as unknown as { rows: unknown[] }).rows.length;
    },

    /**
     * Stores delivered notification effects; one already stored (a delivery repeated after a crash) or
     * one whose user is gone is skipped. Returns the rows stored now.
     */
    async insertEffects(effects: NotificationEffect[]): Promise<NotificationRow[]> {
      const userIds = [...new Set(effects.map((effect) => effect.userId))];
      if (userIds.length === 0) return [];
      const existing = new Set(
        (await db.select({ id: users.id }).from(users).where(inArray(users.id, userIds))).map(
          (row) => row.id,
        ),
      );
      const retracted = await retractedBroadcasts(db, effects);
      const values = effects
        .filter((effect) => existing.has(effect.userId) && !retracted.has(effect.broadcastId ?? ''))
        .map((effect) => ({ ...effect, createdAt: new Date(effect.createdAt) }));
      const written: NotificationRow[] = [];
      for (let i = 0; i < values.length; i += INSERT_CHUNK) {
        written.push(
          ...(await db
            .insert(notifications)
            .values(values.slice(i, i + INSERT_CHUNK))
            .onConflictDoNothing({ target: notifications.id })
            .returning()),
        );
      }
      return written;
    },

    async page(userId: string, options: { limit: number; offset: number; onlyUnread: boolean }) {
      const where = options.onlyUnread ? and(live(userId), eq(notifications.read, false)) : live(userId);
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(where)
          .orderBy(desc(notifications.createdAt), desc(notifications.seq))
          .limit(options.limit)
          .offset(options.offset),
        db
          .select({
            total: count(),
            unread: sql<number>`count(*) filter (where ${notifications.read} = false)`.mapWith(Number),
          })
          .from(notifications)
          .where(live(userId)),
      ]);
      const total = options.onlyUnread ? (totals?.unread ?? 0) : (totals?.total ?? 0);
      return { rows, total, totalUnread: totals?.unread ?? 0 };
    },

    /** The user's notification, unless it is gone (retracted). */
    async findOwn(userId: string, id: string): Promise<NotificationRow | undefined> {
      const [row] = await db
        .select()
        .from(notifications)
        .where(and(live(userId), eq(notifications.id, id)));
      return row;
    },

    async update(
      id: string,
      values: Partial<Pick<NotificationRow, 'read'>>,
    ): Promise<NotificationRow | undefined> {
      const [row] = isEmpty(values)
        ? await db.select().from(notifications).where(eq(notifications.id, id))
        : await db.update(notifications).set(values).where(eq(notifications.id, id)).returning();
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
