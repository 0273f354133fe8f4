/** Search history (docs/product.md §4, §9): the last searches with their time, forgotten after 24 hours. */
import { SEARCH_HISTORY_TTL_MS } from '../../domain/app-rules';
export const SEARCH_HISTORY_LIMIT = 10;

export interface HistoryEntry {
  text: string;
  /** ms since the epoch. */
  at: number;
}

export interface HistoryStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const historyKey = (userId: string) => `cueline.search-history.${userId}`;

function isEntry(value: unknown): value is HistoryEntry {
  const entry = value as HistoryEntry | null;
  return typeof entry?.text === 'string' && typeof entry.at === 'number';
}

/** The live entries, newest first. */
export function readHistory(storage: HistoryStorage, userId: string, now = Date.now()): HistoryEntry[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(historyKey(userId)) ?? '[]');
  } catch {
    parsed = [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed
    .filter(isEntry)
    .filter((entry) => now - entry.at < SEARCH_HISTORY_TTL_MS && entry.at <= now + 60_000)
    .sort((a, b) => b.at - a.at)
    .slice(0, SEARCH_HISTORY_LIMIT);
}

function write(storage: HistoryStorage, userId: string, entries: HistoryEntry[]): HistoryEntry[] {
  try {
    if (entries.length) storage.setItem(historyKey(userId), JSON.stringify(entries));
    else storage.removeItem(historyKey(userId));
  } catch {
    // A full or blocked storage only loses the history.
  }
  return entries;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Adds a search (a repeated one moves to the top with the new time). */
export function addToHistory(
  storage: HistoryStorage,
  userId: string,
  text: string,
  now = Date.now(),
): HistoryEntry[] {
  const clean = text.trim().replace(/\s+/g, ' ');
  const entries = readHistory(storage, userId, now);
  if (!clean) return entries;
  return write(
    storage,
    userId,
    [{ text: clean, at: now }, ...entries.filter((entry) => !same(entry.text, clean))].slice(
      0,
      SEARCH_HISTORY_LIMIT,
    ),
  );
}

export function removeFromHistory(
  storage: HistoryStorage,
  userId: string,
  text: string,
  now = Date.now(),
): HistoryEntry[] {
  return write(
    storage,
    userId,
    readHistory(storage, userId, now).filter((entry) => !same(entry.text, text)),
  );
}

export function clearHistory(storage: HistoryStorage, userId: string): HistoryEntry[] {
  return write(storage, userId, []);
}
