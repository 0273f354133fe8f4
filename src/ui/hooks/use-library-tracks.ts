import { useEffect, useMemo, useState } from 'react';
import type { TrackDocument } from '../../domain/catalog';
import { tracksByIdsQuery } from '../../db';
import { trackDetail } from '../../domain/api/catalog';
import { isApiError } from '../../sync/api-error';
import { callOperation } from '../../sync/operation-client';
import { storeBrowsedTracks } from '../../sync/catalog-browse-api';
import { useApi } from './use-api';
import type { ApiClient } from './services';
import { useObservableState } from './use-observable';
import { useLocalDb } from '../local-data';

const fetchTrack = (api: ApiClient, id: string) => callOperation(api, trackDetail, { params: { id } });

/** How many missing tracks are asked for at once. */
const FETCH_BATCH = 6;

export interface LibraryTracks {
  /** The tracks known so far, in the order of the ids. */
  tracks: TrackDocument[];
  /** Ids the catalogue no longer has (deleted tracks). */
  unavailable: number;
  /** True until the local answer came and every missing track was asked for once. */
  loading: boolean;
  error: unknown;
  retry(): void;
}

/** Fetches the tracks of `ids` in small batches and stores them; returns the ids the server does not have. */
async function fetchMissing(
  api: ApiClient,
  ids: readonly string[],
  store: (tracks: TrackDocument[]) => Promise<void>,
): Promise<string[]> {
  const gone: string[] = [];
  for (let start = 0; start < ids.length; start += FETCH_BATCH) {
    const batch = ids.slice(start, start + FETCH_BATCH);
    const answers = await Promise.allSettled(batch.map((id) => fetchTrack(api, id)));
    const found: TrackDocument[] = [];
    answers.forEach((answer, index) => {
      if (answer.status === 'fulfilled') found.push(answer.value);
      else if (isApiError(answer.reason) && answer.reason.status === 404) gone.push(batch[index]!);
      else throw answer.reason;
    });
    await store(found);
  }
  return gone;
}

/**
 * The tracks of a library list (favourites, history, a playlist) in order, live from the local
 * `tracks` collection; tracks this device has never seen are fetched once and stored, so the list
 * also works offline afterwards. `ids` null means nothing to show yet.
 */
export function useLibraryTracks(ids: readonly string[] | null): LibraryTracks {
  const db = useLocalDb();
  const api = useApi();
  const key = ids ? ids.join(',') : null;
  // The key carries the ids' identity: a new array with the same ids keeps the subscription.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stableIds = useMemo(() => ids ?? null, [key]);
  const source = useMemo(() => (db && stableIds ? tracksByIdsQuery(db, stableIds) : null), [db, stableIds]);
  const local = useObservableState<TrackDocument[] | null>(source, null);
  const [gone, setGone] = useState<ReadonlySet<string>>(new Set());
  const [fetching, setFetching] = useState<{ key: string | null; error: unknown; done: boolean }>({
    key: null,
    error: undefined,
    done: false,
  });
  const [attempt, setAttempt] = useState(0);

  const known = local.value;
  const missing = useMemo(() => {
    if (!known || !stableIds) return [];
    const have = new Set(known.map((track) => track.id));
    return stableIds.filter((id) => !have.has(id) && !gone.has(id));
  }, [known, stableIds, gone]);
  const missingKey = missing.join(',');

  useEffect(() => {
    if (!db || missing.length === 0) return undefined;
    let live = true;
    setFetching({ key: missingKey, error: undefined, done: false });
    fetchMissing(api, missing, (tracks) => storeBrowsedTracks(db, tracks)).then(
      (absent) => {
        if (!live) return;
        if (absent.length > 0) setGone((previous) => new Set([...previous, ...absent]));
        setFetching({ key: missingKey, error: undefined, done: true });
      },
      (error: unknown) => live && setFetching({ key: missingKey, error, done: true }),
    );
    return () => {
      live = false;
    };
    // `missingKey` stands for `missing`; `attempt` asks again after a failure.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [db, api, missingKey, attempt]);

  const waitingForServer = missing.length > 0 && !(fetching.key === missingKey && fetching.done);
  return {
    tracks: known ?? [],
    unavailable: stableIds ? stableIds.filter((id) => gone.has(id)).length : 0,
    loading: known === null || (waitingForServer && (known?.length ?? 0) === 0),
    error: local.error ?? (fetching.key === missingKey ? fetching.error : undefined),
    retry: () => setAttempt((value) => value + 1),
  };
}
