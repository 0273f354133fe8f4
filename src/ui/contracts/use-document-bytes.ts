import { useCallback, useMemo, useState } from 'react';
import { isApiError, type ApiError } from '../../sync/api-error';
import { useApi } from '../hooks/use-api';
import { useTask } from '../hooks/use-task';

export type DocumentBytes =
  | { phase: 'loading' }
  | { phase: 'loaded'; bytes: ArrayBuffer }
  | { phase: 'failed'; error: ApiError | Error };

/**
 * The bytes of a stored document (`path` under the API, e.g. `contract/file/{id}`), fetched through the
 * API client (its session refresh and messages); `retry` asks again. A new path starts over. Bytes are no
 * answer to keep in the local database: a task, not a local query.
 */
export function useDocumentBytes(path: string): DocumentBytes & { retry(): void } {
  const api = useApi();
  const [attempt, setAttempt] = useState(0);
  const run = useMemo(
    () => (signal: AbortSignal) => api.get<ArrayBuffer>(path, { bytes: true, signal }),
    // `attempt` asks again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [api, path, attempt],
  );
  const task = useTask(run);
  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  if (task.status === 'done') return { phase: 'loaded', bytes: task.value, retry };
  if (task.status !== 'failed') return { phase: 'loading', retry };
  const error = task.error;
  const failure = isApiError(error) || error instanceof Error ? error : new Error(String(error));
  return { phase: 'failed', error: failure, retry };
}
