import { useCallback, useEffect, useState } from 'react';
import type { TrackDocument } from '../../domain/catalog';
import { ApiError } from '../../sync/api-error';
import { browseCacheFor, storeBrowsedTracks } from '../../sync/catalog-browse-api';
import { useApi } from './use-api';
import { useLocalDb } from '../local-data';
import type { ApiClient } from './services';

export interface BrowseResource<T> {
  data: T | undefined;
  error: ApiError | undefined;
  /** True while nothing is shown yet and a request runs. */
  loading: boolean;
  retry(): void;
}

export interface BrowseResourceOptions<T> {
  /** Tracks of the answer to write into the local `tracks` collection. */
  tracksOf?: (value: T) => readonly TrackDocument[];
  /** Ask the server again even when a kept answer is shown (default true). */
  revalidate?: boolean;
}

interface Loaded<T> {
  key: string | null;
  data: T | undefined;
  error: ApiError | undefined;
}

const asApiError = (error: unknown): ApiError =>
  error instanceof ApiError ? error : new ApiError({ text: error instanceof Error ? error.message : String(error), messageKey: null });

/**
 * One answer of the browse API for a screen: the session's kept answer shows at once (a revisit is
 * instant), then the server is asked again. `key` null means nothing to load.
 */
export function useBrowseResource<T>(
  key: string | null,
  loader: (api: ApiClient) => Promise<T>,
  options: BrowseResourceOptions<T> = {},
): BrowseResource<T> {
  const api = useApi();
  const db = useLocalDb();
  const cache = browseCacheFor(api);
  const [loaded, setLoaded] = useState<Loaded<T>>(() => ({ key, data: key ? cache.peek<T>(key) : undefined, error: undefined }));
  const [attempt, setAttempt] = useState(0);
  const current: Loaded<T> = loaded.key === key ? loaded : { key, data: key ? cache.peek<T>(key) : undefined, error: undefined };
  const { tracksOf, revalidate = true } = options;

  useEffect(() => {
    if (!key) return undefined;
    let live = true;
    const fresh = revalidate || attempt > 0;
    cache.load(key, () => loader(api), fresh).then(
      (data) => live && setLoaded({ key, data, error: undefined }),
      (error: unknown) => live && setLoaded((previous) => ({ key, data: previous.key === key ? previous.data : cache.peek<T>(key), error: asApiError(error) })),
    );
    return () => {
      live = false;
    };
    // The loader is the same request for the same key; the key decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt, api]);

  useEffect(() => {
    if (!db || !current.data || !tracksOf) return;
    storeBrowsedTracks(db, tracksOf(current.data)).catch(() => undefined);
    // Written once per answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [db, current.data]);

  const retry = useCallback(() => {
    setLoaded((previous) => ({ ...previous, error: undefined }));
    setAttempt((value) => value + 1);
  }, []);

  return { data: current.data, error: current.error, loading: !!key && current.data === undefined && !current.error, retry };
}
