import type { Db } from '../../db/client';
import { foldStatistics } from './statistics-fold.repository';

export { foldStatistics } from './statistics-fold.repository';

/**
 * How often the server folds what writers recorded: a play shows in the rollup rows within this and a fold's
 * time (decision 0037: ≤ 2 s; the API folds before reading anyway). A fold has a fixed cost (~0.1 s of
 * planning and temporary tables), so folding more often costs the writers' cores more.
 */
export const STATISTICS_FOLD_MS = 1000;

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
