import type { CueDatabase } from '../../db';

/**
 * The database of the user this device last confirmed, opening while the server is asked who is signed
 * in (a reload of a signed-in tab): the session's answer then finds it open or nearly so. Kept here, apart
 * from the RxDB chunk, so the provider can drop it without loading that chunk.
 */
let early: { userId: string; db: Promise<CueDatabase> } | null = null;

/** Keeps the database opening for `userId`; a second one while the first is kept is not started. */
export function keepEarlyDatabase(userId: string, open: () => Promise<CueDatabase>): void {
  if (early) return;
  const db = open();
  // Not taken, a failed opening is simply dropped: the session's user gets a database opened anew.
  db.catch(() => undefined);
  early = { userId, db };
}

/** The database kept for `userId`, handed over once; one kept for another user is closed. */
export function takeEarlyDatabase(userId: string): Promise<CueDatabase> | undefined {
  const kept = early;
  early = null;
  if (!kept) return undefined;
  if (kept.userId === userId) return kept.db;
  void kept.db.then((db) => db.close()).catch(() => undefined);
  return undefined;
}

/** The session ended or was refused: closes a database kept for the user it named. */
export function dropEarlyDatabase(): void {
  void takeEarlyDatabase('');
}
