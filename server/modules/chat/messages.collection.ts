import { sql } from 'drizzle-orm';
import type { MessageWireDocument, ThreadKind } from '../../../src/domain/chat';
import { chatMessages, type ChatMessageRow } from '../../db/schema/chat';
import type { Db } from '../../db/client';
import { defineReplicatedCollection } from '../../sync/registry';
import type { ChatPorts, ChatService } from './chat.service';

export function toMessageDocument(row: ChatMessageRow): MessageWireDocument {
  return {
    id: row.id,
    threadId: row.threadId,
    projectId: row.projectId,
    kind: row.kind as ThreadKind,
    ownerId: row.ownerId,
    authorId: row.authorId,
    authorName: row.authorName,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    seq: row.seq,
    _deleted: row.deleted,
  };
}

/**
 * The `messages` collection (docs/decisions/0007, #12): the messages of every thread the user sees
 * (`audience_ids`: the project's members, plus the owner of an owner thread). A tab writes a message
 * offline with its own UUID and pushes it once online; the server keeps that id, so a message pushed
 * twice lands once. Messages are not edited: no field is pushable. `ports` builds the chat's repositories
 * on the push's transaction (the composition root's, so chat imports no other module's repository).
 */
export const messagesCollection = (service: Pick<ChatService, 'applyCreate'>, ports: (tx: Db) => ChatPorts) =>
  defineReplicatedCollection<ChatMessageRow>({
    name: 'messages',
    table: chatMessages,
    visibleTo: (userId) => sql`${userId}::uuid = any(${chatMessages.audienceIds})`,
    toDocument: (row) => ({ ...toMessageDocument(row) }),
    pullOnly: false,
    pushableFields: [],
    applyPush: () => {
      throw new Error('messages have no pushable fields');
    },
    // Checked on the push's transaction, like `send` on its own.
    applyCreate: (doc, user, tx) => service.applyCreate(doc, user, ports(tx)),
    audience: (row) => row.audienceIds,
  });
