import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from './statistics-parts';

/** Events folded per transaction (migration 0040, `cueline_statistics_fold`). */
const FOLD_BATCH = 5000;
/**
 * How often the server folds what writers recorded: a play shows in the rollup rows within this and a fold's
 * time (decision 0037: ≤ 2 s; the API folds before reading anyway). A fold has a fixed cost (~0.1 s of
 * planning and temporary tables), so folding more often costs the writers' cores more.
 */
export const STATISTICS_FOLD_MS = 1000;

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

export interface StatisticsFolder {
  start(): void;
  stop(): Promise<void>;
}

/** The server's fold loop: every `everyMs`, one run at a time; a failed fold is retried by the next. */
export function createStatisticsFolder(deps: {
  db: Db;
  everyMs?: number;
  onError?: (error: unknown) => void;
}): StatisticsFolder {
  let running: Promise<unknown> | null = null;
  let timer: NodeJS.Timeout | undefined;
  const run = () => {
    running ??= foldStatistics(deps.db, { wait: false })
      .catch((error: unknown) => deps.onError?.(error))
      .finally(() => {
        running = null;
      });
  };
  return {
    start() {
      timer = setInterval(run, deps.everyMs ?? STATISTICS_FOLD_MS);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
