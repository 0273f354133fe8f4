import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import {
  cachedTracksQuery,
  trackSearchKey,
  type CueDatabase,
  type TrackDocType,
  type TrackSearch,
} from '../../db';
import { PAGE_SIZE_DEFAULT } from '../../domain/catalog-vocabulary';
import type { TrackFacetGroup, TrackFacets } from '../../domain/catalog';
import { isApiError, type ApiError } from '../../sync';
import {
  cachedResult,
  searchTracks,
  type CachedTrackResult,
  type TrackSearchOutcome,
} from '../../sync/catalog/catalog-api';
import { useApi } from '../hooks/use-api';
import { useObservableState } from '../hooks/use-observable';
import { useTask } from '../hooks/use-task';
import { useLocalData, useLocalDb } from '../local-data';
import { buildTrackIndex, filterTracks, localFacets, type TrackIndex } from '../../domain/catalog-filter';

/** The server search waits this long after the last keystroke (the local filter answers at once). */
const SERVER_SEARCH_DEBOUNCE_MS = 200;

interface ShownResult extends CachedTrackResult {
  source: 'cache' | 'server';
  /** Tracks of the pages fetched in this visit, until the live query has them. */
  fresh: Map<string, TrackDocType>;
}

interface TrackSearchView {
  tracks: TrackDocType[];
  total: number;
  facets: TrackFacets | null;
  /** The total and facets are the server's estimates (shown as approximate). */
  totalIsEstimate: boolean;
  /** Chip groups whose counts are the server's estimates. */
  estimatedFacets: TrackFacetGroup[];
  /** local: the in-memory filter; cache: the remembered answer; server: answered in this visit. */
  source: 'local' | 'cache' | 'server';
  refining: boolean;
  /** The local tracks have not been read yet. */
  loading: boolean;
  error: ApiError | null;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore(): void;
  retry(): void;
}

const NO_GROUPS: TrackFacetGroup[] = [];
const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';
const toApiError = (error: unknown): ApiError | null => (isApiError(error) ? error : null);

function shown(
  outcome: TrackSearchOutcome,
  fresh: TrackDocType[],
  previous?: ShownResult | null,
): ShownResult {
  const map = new Map(previous?.key === outcome.result.key ? previous.fresh : []);
  for (const track of fresh) map.set(track.id, track);
  return { ...outcome.result, source: outcome.source, fresh: map };
}

/** Waits `ms`; rejects with an AbortError when the signal aborts first. */
function delay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new DOMException('The search was replaced by a newer one', 'AbortError'));
      },
      { once: true },
    );
  });
}

/** Further pages of one search answer, kept while that answer is the one shown. */
interface MorePages {
  base: TrackSearchOutcome;
  result: ShownResult;
}

/**
 * Server search of one query: the remembered answer first, then the server's, debounced; a replaced
 * search is aborted and its answer dropped (useTask).
 */
function useServerResult(db: CueDatabase | null, query: TrackSearch, online: boolean) {
  const api = useApi();
  const key = trackSearchKey(query);
  const queryRef = useRef(query);
  queryRef.current = query;
  const [attempt, setAttempt] = useState(0);

  // The key names the query: a new query object with the same key is the same search; `attempt` asks
  // again after a failure. The remembered answer is read again when the connection changes: going
  // offline on a screen that stayed mounted shows the answer saved while it was online.
  /* eslint-disable react-hooks/exhaustive-deps */
  const readCache = useMemo(() => (db ? () => cachedResult(db, queryRef.current) : null), [db, key, online]);
  const search = useMemo(
    () =>
      db && online
        ? async (signal: AbortSignal) => {
            await delay(SERVER_SEARCH_DEBOUNCE_MS, signal);
            return searchTracks(api, db, queryRef.current, { signal });
          }
        : null,
    [api, db, key, online, attempt],
  );
  /* eslint-enable react-hooks/exhaustive-deps */
  const cached = useTask(readCache);
  const answer = useTask(search);
  const answered = answer.status === 'done' ? answer.value : null;

  const [more, setMore] = useState<MorePages | null>(null);
  const [moreError, setMoreError] = useState<{ base: TrackSearchOutcome; error: ApiError | null } | null>(
    null,
  );
  const [loadingMore, setLoadingMore] = useState(false);

  const remembered = cached.status === 'done' ? cached.value : null;
  const current = useMemo((): ShownResult | null => {
    const result: ShownResult | null = answered
      ? more?.base === answered
        ? more.result
        : shown(answered, answered.tracks)
      : remembered
        ? { ...remembered, source: 'cache', fresh: new Map() }
        : null;
    return result?.key === key ? result : null;
  }, [answered, more, remembered, key]);

  const loadMore = useCallback(() => {
    if (
      !db ||
      !answered ||
      current?.source !== 'server' ||
      loadingMore ||
      current.ids.length >= current.total
    )
      return;
    const shownNow = current;
    setLoadingMore(true);
    const page = Math.floor(shownNow.ids.length / PAGE_SIZE_DEFAULT) + 1;
    // Pages belong to the answer they extend: a newer search's answer drops them.
    searchTracks(api, db, queryRef.current, { page, limit: PAGE_SIZE_DEFAULT })
      .then((outcome) => setMore({ base: answered, result: shown(outcome, outcome.tracks, shownNow) }))
      .catch((failure: unknown) => setMoreError({ base: answered, error: toApiError(failure) }))
      .finally(() => setLoadingMore(false));
  }, [api, db, answered, current, loadingMore]);

  const failed = answer.status === 'failed' && !isAbort(answer.error) ? toApiError(answer.error) : null;
  const error = failed ?? (moreError && moreError.base === answered ? moreError.error : null);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { result: current, refining: answer.status === 'pending', error, loadMore, loadingMore, retry };
}

/**
 * When an admin restores a track, or hides one this answer shows, the server is asked again: the local cache drops the
 * track at once (src/sync/local-data.ts) and the new answer brings the total and facets without it.
 */
function useAskAgainWhenRemoved(ids: readonly string[] | undefined, retry: () => void) {
  const localData = useLocalData();
  const shown = useRef<readonly string[]>([]);
  shown.current = ids ?? [];
  useEffect(() => {
    if (!localData) return undefined;
    const subscription = localData.realtime.catalogRemoved$.subscribe(({ trackIds }) => {
      if (trackIds.some((id) => shown.current.includes(id))) retry();
    });
    // A restored track may belong to any search: each one on screen asks again (issue 26 §3).
    const restored = localData.realtime.catalogRestored$.subscribe(() => retry());
    return () => {
      subscription.unsubscribe();
      restored.unsubscribe();
    };
  }, [localData, retry]);
}

/** The tracks on screen for a search: local at keystroke speed, then the server's answer (docs/design.md §1). */
export function useTrackSearch(query: TrackSearch, online: boolean, wantFacets: boolean): TrackSearchView {
  const db = useLocalDb();
  const all$ = useMemo(() => (db ? cachedTracksQuery(db) : null), [db]);
  const { value: all } = useObservableState<TrackDocType[] | null>(all$, null);
  // Each emission's index starts from the last one (unchanged tracks keep their text and order).
  const lastIndex = useRef<TrackIndex | null>(null);
  const index: TrackIndex | null = useMemo(() => {
    const next = all ? buildTrackIndex(all, lastIndex.current) : null;
    lastIndex.current = next;
    return next;
  }, [all]);
  const server = useServerResult(db, query, online);
  const local = useMemo(
    () => (index && !server.result ? filterTracks(index, query) : null),
    [index, server.result, query],
  );
  // Counting chips over every cached track waits behind the keystroke's render.
  const facetQuery = useDeferredValue(query);
  const facets = useMemo(
    () => (index && wantFacets && !server.result ? localFacets(index, facetQuery) : null),
    [index, wantFacets, server.result, facetQuery],
  );

  const result = server.result;
  useAskAgainWhenRemoved(result?.ids, server.retry);
  const tracks = useMemo(() => {
    if (!result) return local?.tracks ?? [];
    return result.ids.flatMap((id) => {
      const track = index?.byId.get(id) ?? result.fresh.get(id);
      return track ? [track] : [];
    });
  }, [result, local, index]);

  return {
    tracks,
    total: result ? result.total : tracks.length,
    facets: result ? result.facets : facets,
    totalIsEstimate: result?.totalIsEstimate === true,
    estimatedFacets: result?.estimatedFacets ?? NO_GROUPS,
    source: result ? result.source : 'local',
    refining: server.refining,
    loading: !index && !result,
    error: server.error,
    hasMore: Boolean(result && result.source === 'server' && result.ids.length < result.total),
    loadingMore: server.loadingMore,
    loadMore: server.loadMore,
    retry: server.retry,
  };
}
