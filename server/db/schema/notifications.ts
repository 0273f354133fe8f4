import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { changefeedColumns } from './changefeed';
import { users } from './users';

/** A notification of one user (docs/product.md §3); replicated as the `notifications` collection. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** System, News, Chat, Proposal or Contract. */
    type: text('type').notNull(),
    subType: text('sub_type').notNull(),
    /** The text in English (or the admin's own words), shown when there is no `messageKey`. */
    message: text('message').notNull(),
    /** The message catalogue's key of the text, rendered in the reader's language; null for free text. */
    messageKey: text('message_key'),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    objectId: text('object_id'),
    read: boolean('read').notNull().default(false),
    /** The admin notification (admin_broadcasts) this is a copy of, for its delivery and read counts. */
    broadcastId: uuid('broadcast_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ...changefeedColumns(),
  },
  (t) => [
    index('notifications_user_seq').on(t.userId, t.seq),
    index('notifications_user_created').on(t.userId, t.createdAt),
    index('notifications_broadcast').on(t.broadcastId),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
