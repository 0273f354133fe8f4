import { Observable, Subject, merge, scan, shareReplay, startWith } from 'rxjs';
import { defineFeatureStore, useFeatureStore } from '../hooks/feature-store';

/** The channel the tabs of one browser announce their read marks on (the marks live on the server). */
export const CHAT_READS_CHANNEL = 'cueline-chat-reads';

const hasChannels = () => typeof BroadcastChannel !== 'undefined';

/** A message on the channel from another tab, while someone listens. */
function otherTabs(name: string): Observable<void> {
  return new Observable<void>((subscriber) => {
    if (!hasChannels()) return undefined;
    const channel = new BroadcastChannel(name);
    // In Node (tests) an open channel must not keep the process alive.
    (channel as { unref?: () => void }).unref?.();
    channel.addEventListener('message', () => subscriber.next());
    return () => channel.close();
  });
}

/** Tells the other tabs that a thread was read here. */
function announce(name: string, threadId: string) {
  if (!hasChannels()) return;
  const channel = new BroadcastChannel(name);
  channel.postMessage({ threadId });
  channel.close();
}

/**
 * The read marks of a session: `reads$` grows each time a thread is marked read in this tab (`marked`) or
 * another tab of the browser says so, and every unread count asks again.
 */
export function createChatReads(name = CHAT_READS_CHANNEL) {
  const here = new Subject<void>();
  const reads$ = merge(here, otherTabs(name)).pipe(
    scan((count) => count + 1, 0),
    startWith(0),
    shareReplay({ bufferSize: 1, refCount: true }),
  );
  return {
    reads$,
    marked: (threadId: string) => {
      here.next();
      announce(name, threadId);
    },
  };
}

export type ChatReads = ReturnType<typeof createChatReads>;

export const chatReadsStore = defineFeatureStore('chat-reads', () => createChatReads());

/** This session's read marks. */
export const useChatReads = (): ChatReads => useFeatureStore(chatReadsStore);
