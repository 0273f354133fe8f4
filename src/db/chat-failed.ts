import { map, of, type Observable } from 'rxjs';
import type { CueDatabase } from './collections';
import type { MessageDocType } from './schemas/messages.schema';

/**
 * Chat messages written here that the server refused (no right to write any more, the thread gone): the
 * replication drops them from `messages` and hands them over, and they wait here, shown as not sent with
 * retry and delete, until the user chooses. Kept as a local document of `tracks` (created with
 * `localDocuments: true`), in the user's database and seen by every tab.
 */

const FAILED_ID = 'chat-failed-messages';

interface FailedMessages {
  messages: MessageDocType[];
}

const fields: (keyof MessageDocType)[] = [
  'id',
  'threadId',
  'projectId',
  'kind',
  'ownerId',
  'authorId',
  'authorName',
  'text',
  'createdAt',
  'updatedAt',
  'seq',
];

/** A refused document as a message (only the message's fields); null when it is not one. */
function asMessage(doc: Record<string, unknown>): MessageDocType | null {
  if (typeof doc.id !== 'string' || typeof doc.threadId !== 'string' || typeof doc.text !== 'string')
    return null;
  return Object.fromEntries(fields.map((field) => [field, doc[field] ?? null])) as unknown as MessageDocType;
}

let queue: Promise<unknown> = Promise.resolve();
/** One change of the list at a time, so none is lost. */
function change(db: CueDatabase, update: (messages: MessageDocType[]) => MessageDocType[]): Promise<void> {
  const next = queue.then(async () => {
    if (!(db.tracks as CueDatabase['tracks'] | undefined)) return;
    const doc = await db.tracks.getLocal<FailedMessages>(FAILED_ID);
    const messages = [...((doc?.get('messages') as MessageDocType[] | undefined) ?? [])];
    await db.tracks.upsertLocal<FailedMessages>(FAILED_ID, { messages: update(messages) });
  });
  queue = next.catch(() => undefined);
  return next;
}

/** Keeps refused messages as not sent (the replication's `onRefusedNew` for `messages`). */
export function keepFailedMessages(db: CueDatabase, docs: readonly Record<string, unknown>[]): Promise<void> {
  const refused = docs.map(asMessage).filter((message): message is MessageDocType => message !== null);
  if (refused.length === 0) return Promise.resolve();
  const ids = new Set(refused.map((message) => message.id));
  return change(db, (messages) => [...messages.filter((message) => !ids.has(message.id)), ...refused]);
}

/** Forgets a message not sent (deleted, or sent again as a new message). */
export function forgetFailedMessage(db: CueDatabase, id: string): Promise<void> {
  return change(db, (messages) => messages.filter((message) => message.id !== id));
}

/** A thread's messages not sent, oldest first, live. */
export function failedMessagesQuery(db: CueDatabase, threadId: string): Observable<MessageDocType[]> {
  // A database opened with some collections only (tests, tools) keeps none.
  if (!(db.tracks as CueDatabase['tracks'] | undefined)) return of([]);
  return db.tracks
    .getLocal$<FailedMessages>(FAILED_ID)
    .pipe(
      map((doc) =>
        ((doc?.get('messages') as MessageDocType[] | undefined) ?? [])
          .filter((message) => message.threadId === threadId)
          .sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0)),
      ),
    );
}
