import { toApiIds } from '../../../src/domain/api-ids';
import type { MessageApi } from '../../../src/domain/chat';
import type { ChatMessageRow } from '../../db/schema/chat';
import type { ProjectRow } from '../../db/schema/projects';
import { AppError } from '../../http/errors';
import { syncHintEffect, type Effect } from '../../outbox/effects';
import type { SessionUser } from '../auth/index';
import { notificationEffect } from '../notifications/index';
import { toMessageDocument } from './messages.collection';
import type { ChatPorts, ThreadAccess } from './thread-access';

/** How much of a message a "New Message" notification quotes. */
const QUOTE_MAX = 140;

export function toMessageApi(row: ChatMessageRow): MessageApi {
  const { seq: _seq, updatedAt: _updatedAt, _deleted, ...rest } = toMessageDocument(row);
  return toApiIds(rest);
}

/**
 * Writes a message and its effects in the caller's transaction: a `messages` hint to everyone who sees
 * the thread and "New Message" to all of them but the author. A message whose id exists is not written
 * again (a retried send): the stored one is answered.
 */
export async function writeMessage(
  repos: ChatPorts,
  access: ThreadAccess,
  author: SessionUser,
  text: string,
  id: string,
  now: Date,
): Promise<ChatMessageRow> {
  const existing = await repos.chat.findMessage(id);
  if (existing) {
    if (existing.authorId !== author.id || existing.threadId !== access.thread.id)
      throw new AppError('BAD_REQUEST', 'sync.idTaken');
    return existing;
  }
  const authorName = await repos.chat.userName(author.id);
  const row = await repos.chat.insertMessage({
    id,
    threadId: access.thread.id,
    projectId: access.project.id,
    kind: access.thread.kind,
    ownerId: access.thread.ownerId,
    authorId: author.id,
    authorName,
    text,
  });
  if (!row) throw new AppError('BAD_REQUEST', 'sync.idTaken');
  await repos.outbox.add(messageEffects(row, access.project, now));
  return row;
}

export function messageEffects(row: ChatMessageRow, project: ProjectRow, now: Date): Effect[] {
  const quote = row.text.length > QUOTE_MAX ? `${row.text.slice(0, QUOTE_MAX - 1)}…` : row.text;
  const params = { name: project.name, author: row.authorName, text: quote };
  return [
    syncHintEffect({ userIds: row.audienceIds, collection: 'messages', seq: row.seq }),
    ...row.audienceIds
      .filter((userId) => userId !== row.authorId)
      .map((userId): Effect => ({
        kind: 'notification',
        payload: notificationEffect(
          userId,
          { type: 'Chat', subType: 'New Message', key: 'chat.newMessage', params, objectId: project.id },
          now,
        ),
      })),
  ];
}

/** The push's effects only: the push writes the `messages` hint of the row itself. */
export const notificationsOnly = (effects: Effect[]) =>
  effects.filter((effect) => effect.kind === 'notification');
