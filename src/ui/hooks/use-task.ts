import { useEffect, useState } from 'react';

/** Where a one-off task stands: not asked for, running, or settled with its value or error. */
export type TaskState<T> =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'done'; value: T }
  | { status: 'failed'; error: unknown };

/** A task; its signal aborts once the task is replaced or the screen goes (a request, a wait). */
export type Task<T> = (signal: AbortSignal) => Promise<T>;

interface Settled<T> {
  run: Task<T>;
  state: TaskState<T>;
}

/**
 * Runs a one-off task when a screen shows (a command such as confirming an account, loading the
 * session, a search) and tells its outcome. A new `run` (keep it stable with `useCallback`) runs again;
 * the earlier one's signal aborts and its outcome is dropped, so a late answer never shows for another
 * input. `run` null means nothing to do. Answers that a screen reads from the local database go through
 * `useLocalQuery` instead.
 */
export function useTask<T>(run: Task<T> | null): TaskState<T> {
  const [settled, setSettled] = useState<Settled<T> | null>(null);

  useEffect(() => {
    if (!run) return undefined;
    const controller = new AbortController();
    const settle = (state: TaskState<T>) => !controller.signal.aborted && setSettled({ run, state });
    run(controller.signal).then(
      (value) => settle({ status: 'done', value }),
      (error: unknown) => settle({ status: 'failed', error }),
    );
    return () => controller.abort();
  }, [run]);

  if (!run) return { status: 'idle' };
  return settled?.run === run ? settled.state : { status: 'pending' };
}
