import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import {
  cachedTracksQuery,
  trackSearchKey,
  type CueDatabase,
  type TrackDocType,
  type TrackSearch,
} from '../../db';
import { PAGE_SIZE_DEFAULT, type TrackFacetGroup, type TrackFacets } from '../../domain/catalog';
import { isApiError, type ApiError } from '../../sync';
import {
  cachedResult,
  searchTracks,
  type CachedTrackResult,
  type TrackSearchOutcome,
} from '../../sync/catalog-api';
import { useApi } from '../hooks/use-api';
import { useObservableState } from '../hooks/use-observable';
import { useLocalDb } from '../local-data';
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

/** Server search of one query: debounced, the previous request aborted, the cached answer first. */
function useServerResult(db: CueDatabase | null, query: TrackSearch, online: boolean) {
  const api = useApi();
  const key = trackSearchKey(query);
  const queryRef = useRef(query);
  queryRef.current = query;
  const [result, setResult] = useState<ShownResult | null>(null);
  const [refining, setRefining] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!db) return undefined;
    const current = queryRef.current;
    let live = true;
    const controller = new AbortController();
    setError(null);
    void cachedResult(db, current).then((cached) => {
      if (live && cached)
        setResult((prev) =>
          prev?.key === key && prev.source === 'server'
            ? prev
            : { ...cached, source: 'cache', fresh: new Map() },
        );
    });
    if (!online) {
      setRefining(false);
      return () => {
        live = false;
      };
    }
    setRefining(true);
    const timer = setTimeout(() => {
      searchTracks(api, db, current, { signal: controller.signal })
        .then((outcome) => live && setResult(shown(outcome, outcome.tracks)))
        .catch((failure: unknown) => live && !isAbort(failure) && setError(toApiError(failure)))
        .finally(() => live && setRefining(false));
    }, SERVER_SEARCH_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, db, key, online, attempt]);

  const current = result?.key === key ? result : null;
  const [loadingMore, setLoadingMore] = useState(false);
  const loadMore = useCallback(() => {
    if (!db || !current || current.source !== 'server' || loadingMore || current.ids.length >= current.total)
      return;
    setLoadingMore(true);
    const page = Math.floor(current.ids.length / PAGE_SIZE_DEFAULT) + 1;
    searchTracks(api, db, queryRef.current, { page, limit: PAGE_SIZE_DEFAULT })
      .then((outcome) =>
        setResult((prev) => (prev?.key === outcome.result.key ? shown(outcome, outcome.tracks, prev) : prev)),
      )
      .catch((failure: unknown) => setError(toApiError(failure)))
      .finally(() => setLoadingMore(false));
  }, [api, db, current, loadingMore]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { result: current, refining, error, loadMore, loadingMore, retry };
}

/** The tracks on screen for a search: local at keystroke speed, then the server's answer (docs/design.md §1). */
export function useTrackSearch(query: TrackSearch, online: boolean, wantFacets: boolean): TrackSearchView {
  const db = useLocalDb();
  const all$ = useMemo(() => (db ? cachedTracksQuery(db) : null), [db]);
  const { value: all } = useObservableState<TrackDocType[] | null>(all$, null);
  const index: TrackIndex | null = useMemo(() => (all ? buildTrackIndex(all) : null), [all]);
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
