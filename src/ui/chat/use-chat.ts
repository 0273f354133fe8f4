import { useCallback, useEffect, useMemo, useState } from 'react';
import { map, type Observable } from 'rxjs';
import {
  failedMessagesQuery,
  projectMessagesQuery,
  threadMessagesQuery,
  type CueDatabase,
  type MessageDocType,
  type ProjectDocType,
} from '../../db';
import { sendRefusal, threadId, type ThreadApi } from '../../domain/chat';
import type { LocalIds } from '../../domain/api-ids';
import { fetchChatThreads, fetchChatUnread, markChatThreadRead } from '../../sync/chat-api';
import { useApi } from '../hooks/use-api';
import { useObservableState } from '../hooks/use-observable';
import { useTask } from '../hooks/use-task';
import { useLocalDb } from '../local-data';
import { useChatReads } from './chat-reads';

/**
 * Project chat's live data (docs/licensing.md §3 "Chat"): the messages come from the replicated
 * `messages` collection; the threads and the unread counts are the server's (the read marks live there),
 * asked again whenever the local messages change or a thread is marked read in this tab.
 */

export type ChatThread = LocalIds<ThreadApi>;

/** A key that changes whenever a message arrives, leaves or is acknowledged by the server. */
const messagesKey = (messages: MessageDocType[]) =>
  `${messages.length}:${messages.at(-1)?.id ?? ''}:${messages.reduce((sum, message) => sum + (message.seq > 0 ? 1 : 0), 0)}`;

function allMessagesKey(db: CueDatabase): Observable<string> {
  return db.messages
    .find()
    .$.pipe(
      map(
        (docs) =>
          `${docs.length}:${docs.reduce((latest, doc) => (doc.updatedAt > latest ? doc.updatedAt : latest), '')}`,
      ),
    );
}

/** A thread's messages, oldest first, live; null while the database opens. */
export function useThreadMessages(threadId: string | null): MessageDocType[] | null {
  const db = useLocalDb();
  const source = useMemo(
    () => (db?.messages && threadId ? threadMessagesQuery(db, threadId) : null),
    [db, threadId],
  );
  return useObservableState<MessageDocType[] | null>(source, null).value;
}

/** A thread's messages the server refused, oldest first, live: shown as not sent with retry and delete. */
export function useFailedMessages(threadId: string | null): MessageDocType[] {
  const db = useLocalDb();
  const source = useMemo(() => (db && threadId ? failedMessagesQuery(db, threadId) : null), [db, threadId]);
  return useObservableState<MessageDocType[]>(source, []).value;
}

/** The project's threads the caller sees with their unread counts; asked again as messages change. */
export function useChatThreads(projectId: string) {
  const api = useApi();
  const db = useLocalDb();
  const source = useMemo(
    () => (db?.messages ? projectMessagesQuery(db, projectId.toLowerCase()).pipe(map(messagesKey)) : null),
    [db, projectId],
  );
  const key = useObservableState<string | null>(source, null).value;
  const readCount = useObservableState(useChatReads().reads$, 0).value;
  const run = useMemo(
    () => (signal: AbortSignal) => fetchChatThreads(api, projectId, { signal }),
    // Asked again whenever the project's local messages change or a thread is read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [api, projectId, key, readCount],
  );
  const state = useTask(run);
  // The last answer stays shown while the next one is asked.
  const [last, setLast] = useState<{ data: ChatThread[]; totalUnread: number } | null>(null);
  useEffect(() => {
    if (state.status === 'done') setLast(state.value);
  }, [state]);
  return {
    threads: state.status === 'done' ? state.value : last,
    error: state.status === 'failed' && !last ? state.error : null,
  };
}

/** Marks a thread read on the server now, and tells every unread count, in this tab and the others, to ask again. */
export function useMarkRead(): (threadId: string) => Promise<void> {
  const api = useApi();
  const reads = useChatReads();
  return useCallback(
    async (threadId: string) => {
      try {
        await markChatThreadRead(api, threadId);
        reads.marked(threadId);
      } catch {
        // Offline or refused: the mark moves the next time the thread is opened.
      }
    },
    [api, reads],
  );
}

/**
 * Unread messages per project (`GET /api/chat/unread`), for the project cards: asked when the list opens,
 * whenever the local messages change and whenever this tab reads a thread. Empty until answered.
 */
export function useChatUnread(): ReadonlyMap<string, number> {
  const api = useApi();
  const db = useLocalDb();
  const source = useMemo(() => (db?.messages ? allMessagesKey(db) : null), [db]);
  const key = useObservableState<string | null>(source, null).value;
  const readCount = useObservableState(useChatReads().reads$, 0).value;
  const run = useMemo(
    () => (signal: AbortSignal) => fetchChatUnread(api, { signal }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [api, key, readCount],
  );
  const state = useTask(run);
  const [counts, setCounts] = useState<ReadonlyMap<string, number>>(new Map());
  useEffect(() => {
    if (state.status !== 'done') return;
    setCounts(new Map(state.value.data.map((item) => [item.projectId.toLowerCase(), item.unread])));
  }, [state]);
  return counts;
}

/** Every local message of a project's threads, oldest first, live; null while the database opens. */
export function useProjectMessages(projectId: string): MessageDocType[] | null {
  const db = useLocalDb();
  const source = useMemo(
    () => (db?.messages ? projectMessagesQuery(db, projectId.toLowerCase()) : null),
    [db, projectId],
  );
  return useObservableState<MessageDocType[] | null>(source, null).value;
}

/**
 * The threads as far as the local data tells, for when the server cannot be asked (offline): the team
 * thread for a member, the caller's own owner thread, and every thread the local messages belong to.
 * Unread counts are the server's, so none here; the right to write follows the domain's rules.
 */
export function localThreads(
  projectId: string,
  project: ProjectDocType | null | undefined,
  messages: readonly MessageDocType[],
  userId: string | null,
  ownerId: string | null | undefined,
): ChatThread[] {
  const id = projectId.toLowerCase();
  const role = (project && project.members.find((member) => member.userId === userId)?.role) ?? null;
  const refs = new Map<string, { ownerId: string | null; ownerName: string | null }>();
  if (role) refs.set(threadId(id, null), { ownerId: null, ownerName: null });
  if (ownerId) refs.set(threadId(id, ownerId), { ownerId: ownerId.toLowerCase(), ownerName: null });
  for (const message of messages) {
    const ref = refs.get(message.threadId) ?? { ownerId: message.ownerId, ownerName: null };
    if (message.ownerId && message.authorId === message.ownerId) ref.ownerName = message.authorName;
    refs.set(message.threadId, ref);
  }
  return [...refs].map(([thread, ref]): ChatThread => {
    const kind = ref.ownerId ? 'owner' : 'team';
    const caller = { role, isThreadOwner: ref.ownerId !== null && ref.ownerId === userId };
    // An owner outside the team does not know the project's episodes: the server decides on the push.
    const episodes = project ? project.episodes.length : 1;
    const last = messages.filter((message) => message.threadId === thread).at(-1);
    return {
      id: thread,
      projectId: id,
      kind,
      ownerId: ref.ownerId,
      ownerName: ref.ownerName,
      unread: 0,
      lastMessageAt: last?.createdAt ?? null,
      canWrite: !project?.closedAt && sendRefusal({ kind }, caller, episodes) === null,
    };
  });
}
