import type { CueDatabase } from '../collections';

/**
 * Helpers shared by the caches kept as local documents of `tracks` (search results, API answers):
 * short document ids for long keys, and one write queue per database and cache.
 */

/** A short, stable document id for a key (cyrb53); the key itself is stored and compared on read. */
export function keyId(key: string, prefix = 'q'): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < key.length; i++) {
    const ch = key.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return `${prefix}-${(4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)}`;
}

/** Writes of one cache in one database run one after another, so its index never loses an entry. */
export function writeQueue() {
  const queues = new WeakMap<CueDatabase, Promise<unknown>>();
  return function queued<T>(db: CueDatabase, task: () => Promise<T>): Promise<T> {
    const run = (queues.get(db) ?? Promise.resolve()).then(task);
    queues.set(
      db,
      run.catch(() => undefined),
    );
    return run;
  };
}
