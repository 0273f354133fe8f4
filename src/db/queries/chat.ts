import { map, type Observable } from 'rxjs';
import type { CueDatabase } from '../collections';
import type { MessageDocType } from '../schemas/messages.schema';

/**
 * Live reads of project chat (docs/licensing.md §3 "Chat"): the replicated `messages` as plain objects.
 * A message written offline shows at once (its `seq` is 0 until the server has it).
 */

/** A thread's messages, oldest first (the reading order of a chat), live. */
export function threadMessagesQuery(db: CueDatabase, threadId: string): Observable<MessageDocType[]> {
  return db.messages
    .find({ selector: { threadId: { $eq: threadId } }, sort: [{ createdAt: 'asc' }, { id: 'asc' }] })
    .$.pipe(map((docs) => docs.map((doc) => doc.toMutableJSON() as MessageDocType)));
}

/** Every message of a project's threads the user sees, oldest first, live. */
export function projectMessagesQuery(db: CueDatabase, projectId: string): Observable<MessageDocType[]> {
  return db.messages
    .find({ selector: { projectId: { $eq: projectId } }, sort: [{ createdAt: 'asc' }, { id: 'asc' }] })
    .$.pipe(map((docs) => docs.map((doc) => doc.toMutableJSON() as MessageDocType)));
}

/** Messages by others after `readAt` (an ISO time; null: never read) in a thread, live. */
export function threadUnreadQuery(
  db: CueDatabase,
  threadId: string,
  userId: string,
  readAt: string | null,
): Observable<number> {
  return threadMessagesQuery(db, threadId).pipe(
    map(
      (messages) =>
        messages.filter((message) => message.authorId !== userId && (!readAt || message.createdAt > readAt))
          .length,
    ),
  );
}
