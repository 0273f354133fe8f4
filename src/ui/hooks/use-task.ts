import { useEffect, useState } from 'react';

/** Where a one-off task stands: not asked for, running, or settled with its value or error. */
export type TaskState<T> =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'done'; value: T }
  | { status: 'failed'; error: unknown };

interface Settled<T> {
  run: () => Promise<T>;
  state: TaskState<T>;
}

/**
 * Runs a one-off task when a screen shows (a command such as confirming an account, or loading the
 * session) and tells its outcome. A new `run` (keep it stable with `useCallback`) runs again; the outcome
 * of an earlier one is dropped, so a late answer never shows for another input. `run` null means nothing
 * to do. Answers that a screen reads from the local database go through `useLocalQuery` instead.
 */
export function useTask<T>(run: (() => Promise<T>) | null): TaskState<T> {
  const [settled, setSettled] = useState<Settled<T> | null>(null);

  useEffect(() => {
    if (!run) return undefined;
    let current = true;
    const settle = (state: TaskState<T>) => current && setSettled({ run, state });
    run().then(
      (value) => settle({ status: 'done', value }),
      (error: unknown) => settle({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [run]);

  if (!run) return { status: 'idle' };
  return settled?.run === run ? settled.state : { status: 'pending' };
}
