import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TaskDelivery } from '../../../src/domain/tasks';
import { tracks } from './catalog';
import { changefeedColumns } from './changefeed';
import { projects } from './projects';
import { users } from './users';

/**
 * Composer orders (docs/licensing.md §3, docs/decisions/0013), replicated as `tasks` to their customer
 * and owner. The delivered tracks live in `task_deliveries`; the task row keeps a copy of them
 * (`deliveries`), rewritten with each delivery so the task's seq moves (server/sync/README.md).
 */
export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerName: text('customer_name').notNull(),
    ownerName: text('owner_name').notNull(),
    /** The artist the customer commissioned from (their page), when chosen; the owner represents them. */
    artistId: uuid('artist_id'),
    artistName: text('artist_name'),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    /** The project's name when ordered, for the owner, who is no member (issue 26 §3). */
    projectName: text('project_name'),
    title: text('title').notNull(),
    referenceUrl: text('reference_url'),
    trackNumber: integer('track_number'),
    tracksCount: integer('tracks_count').notNull().default(1),
    targetTimeline: text('target_timeline'),
    /** YYYY-MM-DD. */
    completionDate: text('completion_date'),
    comment: text('comment'),
    status: text('status').notNull().default('requested'),
    deliveries: jsonb('deliveries').$type<TaskDelivery[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ...changefeedColumns(),
  },
  (t) => [
    index('tasks_customer').on(t.customerId, t.createdAt),
    index('tasks_owner').on(t.ownerId, t.createdAt),
    index('tasks_seq').on(t.seq),
  ],
);

/** A track the owner delivered into a task (uploaded through the catalogue's path). */
export const taskDeliveries = pgTable(
  'task_deliveries',
  {
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    trackId: uuid('track_id')
      .notNull()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.trackId] }), index('task_deliveries_track').on(t.trackId)],
);

export type TaskRow = typeof tasks.$inferSelect;
