import type { CueDatabase } from './collections';
import { newDocumentId } from './library-writes';
import type { MessageDocType } from './schemas/messages.schema';

export interface LocalMessage {
  projectId: string;
  /** The owner of an owner thread; null for the team thread. */
  ownerId: string | null;
  author: { id: string; name: string };
  text: string;
}

/**
 * Writes a chat message into the local `messages` collection; replication pushes it once online, and
 * the server keeps its id, so it lands once however often the push is retried. The text is checked with
 * the server's schema first (an invalid one throws the ZodError before anything is written; the schema
 * and zod load with the first message); the episode and the right to write are the server's to check.
 */
export async function writeMessage(
  db: CueDatabase,
  input: LocalMessage,
  now = new Date(),
): Promise<MessageDocType> {
  const { sendMessageSchema, threadId: threadIdOf } = await import('../domain/chat');
  const { text } = sendMessageSchema.parse({ text: input.text });
  const at = now.toISOString();
  const doc: MessageDocType = {
    id: newDocumentId(),
    threadId: threadIdOf(input.projectId, input.ownerId),
    projectId: input.projectId.toLowerCase(),
    kind: input.ownerId ? 'owner' : 'team',
    ownerId: input.ownerId ? input.ownerId.toLowerCase() : null,
    authorId: input.author.id,
    authorName: input.author.name,
    text,
    createdAt: at,
    updatedAt: at,
    seq: 0,
  };
  await db.messages.insert(doc);
  return doc;
}
