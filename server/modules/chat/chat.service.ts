import { randomUUID } from 'node:crypto';
import type { ListPage } from '../../../src/domain/catalog';
import {
  createdMessageSchema,
  maySeeThread,
  sendRefusal,
  threadId as threadIdOf,
  type MessageApi,
  type MessagesQuery,
  type SendMessage,
  type ThreadApi,
  type ThreadKind,
  type ThreadList,
  type UnreadByProject,
} from '../../../src/domain/chat';
import type { ChatThreadRow } from '../../db/schema/chat';
import type { ProjectRow } from '../../db/schema/projects';
import { AppError } from '../../http/errors';
import { pageOffset } from '../../http/schemas';
import type { SessionUser } from '../auth/index';
import { parseInput } from '../library/index';
import { messageEffects, notificationsOnly, toMessageApi, writeMessage } from './message-writes';
import { callerOf, checkWrite, readableThread, type ChatContext, type ChatPorts } from './thread-access';

export type { ChatContext, ChatPorts } from './thread-access';

/**
 * Project chat (docs/licensing.md §3 "Chat", docs/decisions/0014): threads created lazily, messages
 * sent by REST or pushed from an offline tab (one rule set: `writeMessage`), unread counts per thread.
 */
export function chatService(context: ChatContext) {
  /** The threads the caller sees in a project, created as needed; 404 for an outsider. */
  async function visibleThreads(user: SessionUser, project: ProjectRow) {
    const role = await context.projects.role(project.id, user.id);
    const owners = await context.chat.ownersWithThreads(project.id);
    const existing = await context.chat.threadsOf(project.id);
    const ensure = (ownerId: string | null) =>
      context.chat.ensureThread({
        id: threadIdOf(project.id, ownerId),
        projectId: project.id,
        kind: ownerId ? 'owner' : 'team',
        ownerId,
      });
    const ownerInProject = owners.includes(user.id);
    if (role) {
      // A member who owns tracks in the project too sees the team thread and their own, not the others'.
      const ownerIds = new Set(
        [...owners, ...existing.flatMap((row) => (row.ownerId ? [row.ownerId] : []))].filter(
          (ownerId) => !ownerInProject || ownerId === user.id,
        ),
      );
      const team = await ensure(null);
      const others: ChatThreadRow[] = [];
      for (const ownerId of ownerIds) others.push(await ensure(ownerId));
      return { role, ownerInProject, threads: [team, ...others] };
    }
    const own = existing.find((row) => row.ownerId === user.id);
    if (own) return { role, ownerInProject, threads: [own] };
    if (ownerInProject) return { role, ownerInProject, threads: [await ensure(user.id)] };
    throw new AppError('NOT_FOUND');
  }

  return {
    /** `GET /api/chat/threads/{projectId}`: the threads the caller sees, with unread counts. */
    async threads(user: SessionUser, projectId: string): Promise<ThreadList> {
      const project = await context.projects.find(projectId);
      if (!project) throw new AppError('NOT_FOUND');
      const { role, threads, ownerInProject } = await visibleThreads(user, project);
      const stats = new Map(
        (
          await context.chat.stats(
            user.id,
            threads.map((row) => row.id),
          )
        ).map((s) => [s.threadId, s]),
      );
      const data: ThreadApi[] = [];
      for (const thread of threads) {
        const kind = thread.kind as ThreadKind;
        const caller = { role, isThreadOwner: thread.ownerId === user.id, ownerInProject };
        const stat = stats.get(thread.id);
        data.push({
          _id: thread.id,
          projectId: thread.projectId,
          kind,
          ownerId: thread.ownerId,
          ownerName: thread.ownerId ? await context.chat.userName(thread.ownerId) : null,
          unread: stat?.unread ?? 0,
          lastMessageAt: stat?.lastMessageAt?.toISOString() ?? null,
          canWrite: !project.closedAt && sendRefusal({ kind }, caller, project.episodes.length) === null,
        });
      }
      return { data, totalUnread: data.reduce((sum, thread) => sum + thread.unread, 0) };
    },

    /** `GET /api/chat/unread`: the unread counts of the project cards, over every thread the caller sees. */
    async unread(user: SessionUser): Promise<UnreadByProject> {
      const data = await context.chat.unreadByProject(user.id);
      return { data, totalUnread: data.reduce((sum, row) => sum + row.unread, 0) };
    },

    /** `GET /api/chat/messages/{threadId}`: newest first. */
    async messages(user: SessionUser, threadId: string, query: MessagesQuery): Promise<ListPage<MessageApi>> {
      const { thread } = await readableThread(context, user.id, threadId);
      const { rows, total } = await context.chat.messagesPage(thread.id, pageOffset(query), query.limit);
      return { data: rows.map(toMessageApi), page: query.page, limit: query.limit, total };
    },

    /** `POST /api/chat/send/{threadId}`: a retried send with the same `id` lands once. */
    async send(user: SessionUser, threadId: string, input: SendMessage): Promise<MessageApi> {
      const row = await context.withTransaction(async (repos) => {
        const access = await readableThread(repos, user.id, threadId);
        checkWrite(access);
        return writeMessage(repos, access, user, input.text, input._id ?? randomUUID(), context.now());
      });
      return toMessageApi(row);
    },

    /** `POST /api/chat/read/{threadId}`: everything in the thread up to now is read by the caller. */
    async markRead(user: SessionUser, threadId: string): Promise<{ _id: string; unread: number }> {
      const { thread } = await readableThread(context, user.id, threadId);
      await context.chat.markRead(user.id, thread.id);
      return { _id: thread.id, unread: 0 };
    },

    /**
     * A message written offline and pushed (server/sync/README.md "Client-created documents"): its thread
     * is named by project and owner, created here if needed, and the rules of `send` apply. Returns the
     * new row's values; the author and time are the server's.
     */
    async applyCreate(doc: Record<string, unknown>, user: SessionUser, repos: ChatPorts) {
      const input = parseInput(createdMessageSchema, doc);
      const ownerId = input.ownerId ?? null;
      if (input.threadId.toLowerCase() !== threadIdOf(input.projectId, ownerId))
        throw new AppError('BAD_REQUEST', 'chat.threadNotFound');
      const project = await repos.projects.find(input.projectId);
      if (!project) throw new AppError('NOT_FOUND', 'chat.threadNotFound');
      const caller = await callerOf(repos, project, user.id, ownerId);
      const kind: ThreadKind = ownerId ? 'owner' : 'team';
      if (!maySeeThread({ kind }, caller)) throw new AppError('NOT_FOUND', 'chat.threadNotFound');
      if (
        ownerId &&
        !(await repos.chat.findThread(input.threadId)) &&
        !(await repos.chat.ownersWithThreads(project.id)).includes(ownerId)
      )
        throw new AppError('NOT_FOUND', 'chat.threadNotFound');
      const thread = await repos.chat.ensureThread({
        id: input.threadId.toLowerCase(),
        projectId: project.id,
        kind,
        ownerId,
      });
      const access = { thread, project, caller };
      checkWrite(access);
      const audienceIds = await repos.chat.audience(project.id, ownerId);
      const authorName = await repos.chat.userName(user.id);
      const values = {
        threadId: thread.id,
        projectId: project.id,
        kind,
        ownerId,
        authorId: user.id,
        authorName,
        text: input.text,
        audienceIds,
      };
      const effects = messageEffects(
        {
          ...values,
          id: String(doc.id),
          createdAt: context.now(),
          seq: 0,
          updatedAt: context.now(),
          deleted: false,
        },
        project,
        context.now(),
      );
      await repos.outbox.add(notificationsOnly(effects));
      return values;
    },
  };
}

export type ChatService = ReturnType<typeof chatService>;
