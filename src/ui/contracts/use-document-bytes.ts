import { useCallback, useEffect, useState } from 'react';
import { isApiError, type ApiError } from '../../sync/api-error';
import { useApi } from '../hooks/use-api';

export type DocumentBytes =
  | { phase: 'loading' }
  | { phase: 'loaded'; bytes: ArrayBuffer }
  | { phase: 'failed'; error: ApiError | Error };

/**
 * The bytes of a stored document (`path` under the API, e.g. `contract/file/{id}`), fetched through the
 * API client (its session refresh and messages); `retry` asks again. A new path starts over.
 */
export function useDocumentBytes(path: string): DocumentBytes & { retry(): void } {
  const api = useApi();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; value: DocumentBytes }>({
    key: '',
    value: { phase: 'loading' },
  });
  const key = `${path}#${attempt}`;
  useEffect(() => {
    const controller = new AbortController();
    api.get<ArrayBuffer>(path, { bytes: true, signal: controller.signal }).then(
      (bytes) => setState({ key, value: { phase: 'loaded', bytes } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const failure = isApiError(error) || error instanceof Error ? error : new Error(String(error));
        setState({ key, value: { phase: 'failed', error: failure } });
      },
    );
    return () => controller.abort();
  }, [api, path, key]);
  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  // An answer for another path or attempt is not this one's: until its own comes, it is loading.
  const value: DocumentBytes = state.key === key ? state.value : { phase: 'loading' };
  return { ...value, retry };
}
