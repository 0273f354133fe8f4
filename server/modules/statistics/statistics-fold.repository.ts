import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from './statistics-parts.sql';

/** Events folded per transaction (migration 0040, `cueline_statistics_fold`). */
const FOLD_BATCH = 5000;
/**
 * Folds every statistics event recorded so far into the rollups (docs/decisions/0037): batch after batch,
 * each in its own transaction, until one comes back short. Folds take turns on their own lock, which no
 * writer takes: `wait` (a read) waits for a running fold and then sees what it left; without it (the loop)
 * a fold another process is running is left to finish, and the next tick takes what remains.
 */
export async function foldStatistics(db: Db, options: { wait?: boolean } = {}): Promise<number> {
  let total = 0;
  for (;;) {
    const [row] = await rowsOf<{ folded: number }>(
      db,
      sql`SELECT cueline_statistics_fold(${FOLD_BATCH}, ${options.wait ?? true}) AS folded`,
    );
    const folded = row?.folded ?? 0;
    if (folded < 0) return total;
    total += folded;
    if (folded < FOLD_BATCH) return total;
  }
}
