import { useCallback, useMemo, useState } from 'react';
import {
  addToHistory,
  clearHistory,
  readHistory,
  removeFromHistory,
  type HistoryEntry,
  type HistoryStorage,
} from './search-history';

const storage = (): HistoryStorage | null => {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
};

export interface SearchHistory {
  entries: HistoryEntry[];
  add(text: string): void;
  remove(text: string): void;
  clear(): void;
  /** Re-reads the stored entries (drops the ones that expired meanwhile). */
  refresh(): void;
}

/** The signed-in user's search history in localStorage. */
export function useSearchHistory(userId: string | null): SearchHistory {
  const [entries, setEntries] = useState<HistoryEntry[]>(() => {
    const store = storage();
    return store && userId ? readHistory(store, userId) : [];
  });
  const run = useCallback(
    (change: (store: HistoryStorage, user: string) => HistoryEntry[]) => {
      const store = storage();
      if (store && userId) setEntries(change(store, userId));
    },
    [userId],
  );
  return useMemo(
    () => ({
      entries,
      add: (text: string) => run((store, user) => addToHistory(store, user, text)),
      remove: (text: string) => run((store, user) => removeFromHistory(store, user, text)),
      clear: () => run((store, user) => clearHistory(store, user)),
      refresh: () => run((store, user) => readHistory(store, user)),
    }),
    [entries, run],
  );
}
