import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { changefeedColumns } from './changefeed';
import { projects } from './projects';
import { users } from './users';

/**
 * Project chat (docs/licensing.md §3 "Chat", docs/decisions/0013). A thread is `{project, kind, owner}`,
 * its id `threadId(project, owner)` (src/domain/chat), created lazily. Messages are replicated as
 * `messages`: each row keeps a copy of its thread's audience (`audience_ids`: the project's members, plus
 * the owner of an owner thread), rewritten with every member change of the project, so `visibleTo` is a
 * test on it and a member change moves the messages' seqs (server/sync/README.md).
 */
export const chatThreads = pgTable(
  'chat_threads',
  {
    id: uuid('id').primaryKey(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** 'team' or 'owner'. */
    kind: text('kind').notNull(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_threads_project').on(t.projectId), index('chat_threads_owner').on(t.ownerId)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    /** The client's UUID when written offline (a retried push lands once), else the server's. */
    id: uuid('id').primaryKey(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => chatThreads.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    ownerId: uuid('owner_id'),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorName: text('author_name').notNull(),
    text: text('text').notNull(),
    audienceIds: uuid('audience_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** The server's clock when the message arrived: the order of a thread and what counts as unread. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ...changefeedColumns(),
  },
  (t) => [
    index('chat_messages_audience').using('gin', t.audienceIds),
    index('chat_messages_thread').on(t.threadId, t.createdAt),
    index('chat_messages_project').on(t.projectId),
    index('chat_messages_seq').on(t.seq),
  ],
);

/** A user's read mark per thread: messages by others after it are unread. */
export const chatReads = pgTable(
  'chat_reads',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => chatThreads.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.threadId] })],
);

export type ChatThreadRow = typeof chatThreads.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;
