import { z } from 'zod';
import { uuidV5 } from '../library';
import type { MessageKey } from '../messages';
import { can, type ProjectRole } from '../projects';
import { id, requiredText } from '../projects/fields';

/**
 * Project chat (docs/licensing.md §3 "Chat", docs/product.md §4): per project one team thread for the
 * members and one thread per owner in the project, which that owner and the members share. An owner never
 * sees another owner's thread. The replicated `messages` document and the API's shapes live here.
 */
export const threadKinds = ['team', 'owner'] as const;
export type ThreadKind = (typeof threadKinds)[number];

/** The longest message: a chat line, not a document. */
export const MESSAGE_TEXT_MAX = 4000;
/** Messages a page of `GET /api/chat/messages/{threadId}` holds at most. */
export const MESSAGES_PAGE_MAX = 200;
export const MESSAGES_PAGE_DEFAULT = 50;

const THREADS_NAMESPACE = '5d0b7c3e-8f1a-4c2b-9e6d-3a7f1c9b2e40';

/**
 * A thread's id follows from what it is: `{projectId, kind, ownerId}`. So a tab writing offline knows
 * the id of a thread the server has not created yet, and both ends agree on it.
 */
export function threadId(projectId: string, ownerId: string | null): string {
  return uuidV5(THREADS_NAMESPACE, `${projectId.toLowerCase()}:${ownerId ? ownerId.toLowerCase() : 'team'}`);
}

export interface ThreadRef {
  projectId: string;
  kind: ThreadKind;
  /** The owner of an owner thread; null for the team thread. */
  ownerId: string | null;
}

/**
 * Who the caller is to a thread: their project role (null for none), whether they are its owner, and
 * whether they own tracks in the project (an owner there, even when also a member).
 */
export interface ThreadCaller {
  role: ProjectRole | null;
  isThreadOwner: boolean;
  ownerInProject?: boolean;
}

/** Another owner's thread: never the caller's to see, member or not (docs/licensing.md §3). */
const otherOwnersThread = (thread: Pick<ThreadRef, 'kind'>, caller: ThreadCaller) =>
  thread.kind === 'owner' && !caller.isThreadOwner && Boolean(caller.ownerInProject);

/**
 * Whether the caller may read the thread: members read every thread of the project but those of other
 * owners when they own tracks in it themselves; an owner reads their own.
 */
export function maySeeThread(thread: Pick<ThreadRef, 'kind'>, caller: ThreadCaller): boolean {
  if (otherOwnersThread(thread, caller)) return false;
  if (can(caller.role, 'view')) return true;
  return thread.kind === 'owner' && caller.isThreadOwner;
}

/**
 * Whether the caller may write in the thread (docs/licensing.md §2: writing in the chat is the `comment`
 * right, so a Viewer reads only); the owner of an owner thread writes in it.
 */
export function mayWriteThread(thread: Pick<ThreadRef, 'kind'>, caller: ThreadCaller): boolean {
  if (otherOwnersThread(thread, caller)) return false;
  if (thread.kind === 'owner' && caller.isThreadOwner) return true;
  return can(caller.role, 'comment');
}

/** docs/product.md §4: nothing can be written before the project's first episode. */
export function chatNeedsEpisode(episodes: number): 'projects.chatNeedsEpisode' | null {
  return episodes > 0 ? null : 'projects.chatNeedsEpisode';
}

/** A message's text: not blank ("Required field", docs/product.md §5), at most MESSAGE_TEXT_MAX characters. */
export const messageTextSchema = requiredText(MESSAGE_TEXT_MAX);

/** `POST /api/chat/send/{threadId}`. An optional client-made `_id` makes a retried send land once. */
export const sendMessageSchema = z.object({
  text: messageTextSchema,
  _id: id.optional(),
});
export type SendMessage = z.output<typeof sendMessageSchema>;

export const messagesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(MESSAGES_PAGE_MAX).default(MESSAGES_PAGE_DEFAULT),
});
export type MessagesQuery = z.output<typeof messagesQuerySchema>;

const documentId = z.string().max(64);
const timestamp = z.string().meta({ format: 'date-time' });
const indexedTimestamp = z.string().max(40).meta({ format: 'date-time' });

/**
 * A message as the `messages` collection keeps it (docs/decisions/0007-collection-budget.md, #12): its
 * thread by id and by what the thread is (project, kind, owner), its author and text. A tab creates one
 * offline with its own UUID and `seq: 0`; the server keeps the id, so a message pushed twice lands once.
 */
export const messageDocumentSchema = z.object({
  id: documentId,
  threadId: documentId,
  projectId: documentId,
  kind: z.enum(threadKinds),
  ownerId: documentId.nullable(),
  authorId: documentId,
  authorName: z.string().max(300),
  text: z.string().max(MESSAGE_TEXT_MAX),
  createdAt: indexedTimestamp,
  updatedAt: timestamp,
  seq: z.number().min(0),
});
export type MessageDocument = z.infer<typeof messageDocumentSchema>;
export type MessageWireDocument = MessageDocument & { _deleted: boolean };

/**
 * What a pushed new message must hold; the author, the time and the thread's project, kind and owner
 * are the server's, not the document's.
 */
export const createdMessageSchema = z.object({
  threadId: id,
  projectId: id,
  ownerId: id.nullish(),
  text: messageTextSchema,
});

/** A message in the API's answers. */
export const messageApiSchema = z.object({
  _id: z.string(),
  threadId: z.string(),
  projectId: z.string(),
  kind: z.enum(threadKinds),
  ownerId: z.string().nullable(),
  authorId: z.string(),
  authorName: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type MessageApi = z.infer<typeof messageApiSchema>;

/** A thread in `GET /api/chat/threads/{projectId}`, with what the caller has not read yet. */
export const threadApiSchema = z.object({
  _id: z.string(),
  projectId: z.string(),
  kind: z.enum(threadKinds),
  ownerId: z.string().nullable(),
  /** The owner's name for an owner thread; null for the team thread. */
  ownerName: z.string().nullable(),
  unread: z.number().int().min(0),
  lastMessageAt: z.string().nullable(),
  /** Whether the caller may write now: their right, and the project has an episode. */
  canWrite: z.boolean(),
});
export type ThreadApi = z.infer<typeof threadApiSchema>;

export const threadListSchema = z.object({
  data: z.array(threadApiSchema),
  /** Unread messages over every thread the caller sees: the count on the project card. */
  totalUnread: z.number().int().min(0),
});
export type ThreadList = z.infer<typeof threadListSchema>;

/** `GET /api/chat/unread`: unread messages per project, for the project cards and the header. */
export const unreadByProjectSchema = z.object({
  data: z.array(z.object({ projectId: z.string(), unread: z.number().int().min(0) })),
  totalUnread: z.number().int().min(0),
});
export type UnreadByProject = z.infer<typeof unreadByProjectSchema>;

/** The message key of a refused send, or null when the caller may write now. */
export function sendRefusal(
  thread: Pick<ThreadRef, 'kind'>,
  caller: ThreadCaller,
  episodes: number,
): MessageKey | null {
  if (!mayWriteThread(thread, caller)) return 'chat.cannotWrite';
  return chatNeedsEpisode(episodes);
}
