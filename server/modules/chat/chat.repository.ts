import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  chatMessages,
  chatReads,
  chatThreads,
  type ChatMessageRow,
  type ChatThreadRow,
} from '../../db/schema/chat';
import { users } from '../../db/schema/users';
import { isUuid } from '../../../src/domain/ids';
import type { ThreadKind } from '../../../src/domain/chat';
import { projectOwnersSql, threadAudienceSql } from './thread-audience.sql';

export type NewMessage = Omit<typeof chatMessages.$inferInsert, 'seq' | 'updatedAt' | 'deleted'>;

export interface ThreadStats {
  threadId: string;
  unread: number;
  lastMessageAt: Date | null;
}

/** The rows of a raw statement's result. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Chat storage (server/db/schema/chat.ts): threads, messages and read marks. */
export function chatRepository(db: Db) {
  return {
    async findThread(id: string): Promise<ChatThreadRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.select().from(chatThreads).where(eq(chatThreads.id, id));
      return row;
    },

    /** Creates the thread unless it exists (ids follow from what the thread is), and returns it. */
    async ensureThread(thread: {
      id: string;
      projectId: string;
      kind: ThreadKind;
      ownerId: string | null;
    }): Promise<ChatThreadRow> {
      await db.insert(chatThreads).values(thread).onConflictDoNothing();
      const [row] = await db.select().from(chatThreads).where(eq(chatThreads.id, thread.id));
      return row!;
    },

    async threadsOf(projectId: string): Promise<ChatThreadRow[]> {
      return db
        .select()
        .from(chatThreads)
        .where(eq(chatThreads.projectId, projectId))
        .orderBy(chatThreads.createdAt, chatThreads.id);
    },

    /** The owners a project has an owner thread for: the rule is `projectOwnersSql` (project-owners.ts). */
    async ownersWithThreads(projectId: string): Promise<string[]> {
      const rows = rowsOf<{ id: string }>(await db.execute(projectOwnersSql(projectId)));
      return rows.map((row) => row.id);
    },

    async userName(userId: string): Promise<string> {
      const [row] = await db
        .select({ first: users.firstName, last: users.lastName })
        .from(users)
        .where(eq(users.id, userId));
      return row ? `${row.first} ${row.last}`.trim() : '';
    },

    /** The user ids who see a project's thread now. */
    async audience(projectId: string, ownerId: string | null): Promise<string[]> {
      const rows = rowsOf<{ ids: string[] }>(
        await db.execute(sql`select ${threadAudienceSql(projectId, ownerId)} as ids`),
      );
      return rows[0]?.ids ?? [];
    },

    /** Inserts a message unless its id exists; undefined when it did. */
    async insertMessage(message: NewMessage): Promise<ChatMessageRow | undefined> {
      const [row] = await db
        .insert(chatMessages)
        .values({
          ...message,
          audienceIds: sql`${threadAudienceSql(message.projectId, message.ownerId ?? null)}`,
        })
        .onConflictDoNothing()
        .returning();
      return row;
    },

    async findMessage(id: string): Promise<ChatMessageRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.select().from(chatMessages).where(eq(chatMessages.id, id));
      return row;
    },

    /** A thread's messages, newest first. */
    async messagesPage(threadId: string, offset: number, limit: number) {
      const where = and(eq(chatMessages.threadId, threadId), eq(chatMessages.deleted, false));
      const rows = await db
        .select()
        .from(chatMessages)
        .where(where)
        .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
        .limit(limit)
        .offset(offset);
      const [total] = await db.select({ value: count() }).from(chatMessages).where(where);
      return { rows, total: total?.value ?? 0 };
    },

    /** Per thread: messages by others after the user's read mark, and the newest message's time. */
    async stats(userId: string, threadIds: string[]): Promise<ThreadStats[]> {
      if (threadIds.length === 0) return [];
      const rows = rowsOf<{ thread_id: string; unread: number; last_at: string | null }>(
        await db.execute(sql`
        select t.id as thread_id,
          (select count(*)::int from chat_messages m where m.thread_id = t.id and not m.deleted
            and m.author_id <> ${userId}
            and m.created_at > coalesce((select r.read_at from chat_reads r
              where r.thread_id = t.id and r.user_id = ${userId}), '-infinity'::timestamptz)) as unread,
          (select max(m.created_at) from chat_messages m where m.thread_id = t.id and not m.deleted) as last_at
        from chat_threads t where t.id in (${sql.join(
          threadIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`),
      );
      return rows.map((row) => ({
        threadId: row.thread_id,
        unread: Number(row.unread),
        lastMessageAt: row.last_at ? new Date(row.last_at) : null,
      }));
    },

    /** Per project: messages by others the user sees, after their read mark of the message's thread. */
    async unreadByProject(userId: string): Promise<{ projectId: string; unread: number }[]> {
      const rows = rowsOf<{ project_id: string; unread: number }>(
        await db.execute(sql`
          select m.project_id, count(*)::int as unread from chat_messages m
            left join chat_reads r on r.thread_id = m.thread_id and r.user_id = ${userId}
          where ${userId}::uuid = any(m.audience_ids) and not m.deleted and m.author_id <> ${userId}
            and m.created_at > coalesce(r.read_at, '-infinity'::timestamptz)
          group by m.project_id order by m.project_id`),
      );
      return rows.map((row) => ({ projectId: row.project_id, unread: Number(row.unread) }));
    },

    /** Moves the user's read mark to the database clock, the clock messages are stamped with. */
    async markRead(userId: string, threadId: string) {
      await db
        .insert(chatReads)
        .values({ userId, threadId, readAt: sql`now()` })
        .onConflictDoUpdate({
          target: [chatReads.userId, chatReads.threadId],
          set: { readAt: sql`greatest(${chatReads.readAt}, excluded.read_at)` },
        });
    },
  };
}

export type ChatRepository = ReturnType<typeof chatRepository>;
