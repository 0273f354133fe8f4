/** A minimal external store for React's useSyncExternalStore: an immutable snapshot and listeners. */
export interface Observable<S> {
  subscribe(listener: () => void): () => void;
  getSnapshot(): S;
}

export function createObservable<S>(initial: S) {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => state,
    /** Replaces the snapshot with a patched copy and notifies every listener. */
    update(patch: Partial<S>) {
      state = { ...state, ...patch };
      listeners.forEach((listener) => listener());
    },
  };
}

/** Key-value storage as window.localStorage offers it; async adapters may return promises. */
export interface KeyValueStorage {
  getItem(key: string): string | null | Promise<string | null>;
  setItem(key: string, value: string): void | Promise<void>;
}

/** window.localStorage when the page has one; otherwise nothing is persisted. */
export function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
