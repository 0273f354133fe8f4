import { useMemo, useState } from 'react';
import type { TrackDocument } from '../../domain/catalog';
import { tracksByIdsQuery } from '../../db';
import { fetchMissingTracks } from '../../sync/missing-tracks';
import { useApi } from './use-api';
import { useObservableState } from './use-observable';
import { useTask } from './use-task';
import { useLocalDb } from '../local-data';

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
  // Ids the server answered 404 for (deleted tracks), and ids fetched in this visit, found or not: neither is
  // asked for again (a retry asks again for those not stored).
  const [gone, setGone] = useState<ReadonlySet<string>>(new Set());
  const [asked, setAsked] = useState<ReadonlySet<string>>(new Set());
  const [attempt, setAttempt] = useState(0);

  const known = local.value;
  const missing = useMemo(() => {
    if (!known || !stableIds) return [];
    const have = new Set(known.map((track) => track.id));
    return stableIds.filter((id) => !have.has(id) && !gone.has(id) && !asked.has(id));
  }, [known, stableIds, gone, asked]);
  const missingKey = missing.join(',');

  // `missingKey` stands for `missing`; `attempt` asks again after a failure.
  const fetchRun = useMemo(
    () =>
      db && missing.length > 0
        ? () =>
            fetchMissingTracks(api, db, missing, ({ found, gone: absent }) => {
              setAsked((previous) => new Set([...previous, ...found, ...absent]));
              if (absent.length > 0) setGone((previous) => new Set([...previous, ...absent]));
            })
        : null,
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [db, api, missingKey, attempt],
  );
  const fetching = useTask(fetchRun);

  const waitingForServer = fetching.status === 'pending';
  return {
    tracks: known ?? [],
    unavailable: stableIds ? stableIds.filter((id) => gone.has(id)).length : 0,
    loading: known === null || (waitingForServer && (known?.length ?? 0) === 0),
    error: local.error ?? (fetching.status === 'failed' ? fetching.error : undefined),
    retry: () => {
      setAsked(new Set());
      setAttempt((value) => value + 1);
    },
  };
}
