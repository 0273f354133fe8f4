import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { taskDeliveries, tasks, type TaskRow } from '../../db/schema/tasks';
import { users } from '../../db/schema/users';
import { artists, tracks } from '../../db/schema/catalog';
import { isUuid } from '../../../src/domain/ids';
import { taskStatuses, type TaskListQuery, type TaskStatus, type TaskTab } from '../../../src/domain/tasks';
import { taskTab } from '../../../src/domain/tasks';

export type NewTask = Omit<typeof tasks.$inferInsert, 'id' | 'seq' | 'updatedAt' | 'deleted' | 'deliveries'>;

const statusesOf = (tab: TaskTab): TaskStatus[] => taskStatuses.filter((status) => taskTab(status) === tab);

/** The delivered tracks of a task document, read from `task_deliveries` (server/db/schema/tasks.ts). */
const deliveriesSql = sql`deliveries = coalesce((select jsonb_agg(jsonb_build_object('trackId', d.track_id,
    'title', t.title, 'deliveredAt', to_char(d.delivered_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
    order by d.delivered_at, d.track_id)
  from task_deliveries d join tracks t on t.id = d.track_id where d.task_id = tasks.id and not t.deleted), '[]')`;

/** Composer orders' storage. */
export function tasksRepository(db: Db) {
  return {
    async insert(values: NewTask): Promise<TaskRow> {
      const [row] = await db.insert(tasks).values(values).returning();
      return row!;
    },

    async find(id: string): Promise<TaskRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .select()
        .from(tasks)
        .where(and(eq(tasks.id, id), eq(tasks.deleted, false)));
      return row;
    },

    async setStatus(id: string, status: TaskStatus): Promise<TaskRow> {
      const [row] = await db.update(tasks).set({ status }).where(eq(tasks.id, id)).returning();
      return row!;
    },

    /** Records a delivered track and rewrites the task's copy of its deliveries, which moves its seq. */
    async addDelivery(taskId: string, trackId: string): Promise<TaskRow> {
      await db.insert(taskDeliveries).values({ taskId, trackId }).onConflictDoNothing();
      await db.execute(sql`update tasks set ${deliveriesSql} where id = ${taskId}`);
      const [row] = await db.select().from(tasks).where(eq(tasks.id, taskId));
      return row!;
    },

    /** The caller's tasks, newest first: as customer, as owner, or both. */
    async page(userId: string, query: TaskListQuery, offset: number) {
      const conditions: (SQL | undefined)[] = [eq(tasks.deleted, false)];
      if (query.role === 'customer') conditions.push(eq(tasks.customerId, userId));
      else if (query.role === 'owner') conditions.push(eq(tasks.ownerId, userId));
      else conditions.push(or(eq(tasks.customerId, userId), eq(tasks.ownerId, userId)));
      if (query.status) conditions.push(eq(tasks.status, query.status));
      if (query.tab) conditions.push(inArray(tasks.status, statusesOf(query.tab)));
      const where = and(...conditions);
      const rows = await db
        .select()
        .from(tasks)
        .where(where)
        .orderBy(desc(tasks.createdAt), desc(tasks.id))
        .limit(query.limit)
        .offset(offset);
      const [total] = await db.select({ value: count() }).from(tasks).where(where);
      return { rows, total: total?.value ?? 0 };
    },

    /** A user's name and account roles, or undefined for an unknown id. */
    /** The artist's name when the owner represents them (owns a track of theirs as main artist). */
    async artistOf(artistId: string, ownerId: string): Promise<{ name: string } | undefined> {
      if (!isUuid(artistId) || !isUuid(ownerId)) return undefined;
      const [row] = await db
        .select({ name: artists.name })
        .from(artists)
        .where(
          and(
            eq(artists.id, artistId),
            sql`exists (select 1 from ${tracks} t where t.main_artist_id = ${artists.id}
              and t.owner_id = ${ownerId.toLowerCase()}::uuid)`,
          ),
        );
      return row;
    },

    async user(id: string): Promise<{ name: string; roles: string[] } | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .select({ first: users.firstName, last: users.lastName, roles: users.roles })
        .from(users)
        .where(eq(users.id, id));
      return row ? { name: `${row.first} ${row.last}`.trim(), roles: row.roles } : undefined;
    },
  };
}

export type TasksRepository = ReturnType<typeof tasksRepository>;
