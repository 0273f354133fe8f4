import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A message sent through the feedback form; the attachment file lives in DATA_DIR/feedback. */
export const feedback = pgTable('feedback', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  type: text('type').notNull(),
  message: text('message').notNull(),
  attachmentFile: text('attachment_file'),
  attachmentType: text('attachment_type'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type FeedbackRow = typeof feedback.$inferSelect;
