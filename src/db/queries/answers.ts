import type { Observer, Subscribable } from 'rxjs';
import type { CueDatabase } from '../collections';
import { keyId, writeQueue } from './local-cache';

/**
 * API answers kept locally (docs/decisions/0007-collection-budget.md): each answer of a screen's query
 * (the home rows, an album, an artist, a page of a list) is a local document of `tracks`, keyed by the
 * operation and its input, so a revisit renders at once and offline. Local documents take no
 * collection slot; the least recently stored beyond `ANSWER_CACHE_LIMIT` are dropped.
 */
export interface StoredAnswer<T> {
  key: string;
  value: T;
  /** When the server answered (ms since the epoch). */
  fetchedAt: number;
}

export const ANSWER_CACHE_LIMIT = 300;
const INDEX_ID = 'answers';
const queued = writeQueue();

interface AnswerIndex {
  entries: { id: string; at: number }[];
}

async function remember(db: CueDatabase, id: string, at: number): Promise<void> {
  const doc = await db.tracks.getLocal<AnswerIndex>(INDEX_ID);
  const previous = (doc?.get('entries') ?? []) as AnswerIndex['entries'];
  const entries = [{ id, at }, ...previous.filter((entry) => entry.id !== id)];
  const dropped = entries.splice(ANSWER_CACHE_LIMIT);
  await db.tracks.upsertLocal<AnswerIndex>(INDEX_ID, { entries });
  for (const entry of dropped) await (await db.tracks.getLocal(entry.id))?.remove();
}

/** Keeps the answer for `key`, replacing the one kept before. */
export function storeAnswer<T>(db: CueDatabase, key: string, value: T, now = Date.now()): Promise<void> {
  return queued(db, async () => {
    const id = keyId(key, 'a');
    await db.tracks.upsertLocal<StoredAnswer<T>>(id, { key, value, fetchedAt: now });
    await remember(db, id, now);
  });
}

/**
 * The kept answer for `key`, live: null until one is stored (and after it is dropped). A plain subscribable
 * over RxDB's observable, so the modules that read answers load no rxjs operators of their own.
 */
export function answerQuery<T>(db: CueDatabase, key: string): Subscribable<StoredAnswer<T> | null> {
  const docs = db.tracks.getLocal$<StoredAnswer<T>>(keyId(key, 'a'));
  return {
    subscribe: (observer: Partial<Observer<StoredAnswer<T> | null>>) =>
      docs.subscribe({
        next: (doc) => {
          const data = doc?.toJSON().data as StoredAnswer<T> | undefined;
          observer.next?.(data && data.key === key ? data : null);
        },
        error: (error: unknown) => observer.error?.(error),
        complete: () => observer.complete?.(),
      }),
  };
}

/** How many answers are kept. */
export async function storedAnswerCount(db: CueDatabase): Promise<number> {
  const doc = await db.tracks.getLocal<AnswerIndex>(INDEX_ID);
  return ((doc?.get('entries') ?? []) as AnswerIndex['entries']).length;
}
