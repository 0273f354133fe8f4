import { useMemo } from 'react';
import type { StatisticsPeriod } from '../../domain/statistics-view';
import { intervalFor } from '../../domain/statistics-view';
import type { GenreShare, StatisticsPoint, StatisticsSummary, TopTrack } from '../../domain/statistics';
import {
  fetchGenres,
  fetchSeries,
  fetchSummary,
  fetchTopTracks,
  type StatisticsFilter,
} from '../../sync/statistics-api';
import type { ApiClient } from '../../sync/api-client';
import type { LocalQuery } from '../../sync/local-query';
import { useLocalQuery } from '../hooks/use-local-query';

export const TOP_TRACKS_SHOWN = 10;
/** Top tracks asked for: the ten shown, and more to offer as filters. */
const TOP_TRACKS_ASKED = 50;

export interface StatisticsData {
  summary: StatisticsSummary;
  plays: StatisticsPoint[];
  listeners: StatisticsPoint[];
  /** The most played tracks, of the filter when there is one. */
  topTracks: TopTrack[];
  /** The most played of all the owner's tracks: the filters offered. */
  choices: TopTrack[];
  /** Plays by genre, of the filter when there is one. */
  genres: GenreShare[];
}

export type StatisticsState =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; data: StatisticsData };

/** Everything the screen shows for a period and filter, asked for together. */
async function fetchStatistics(
  api: ApiClient,
  period: { from: string; to: string },
  only: StatisticsFilter,
): Promise<StatisticsData> {
  const interval = intervalFor(period);
  const filtered = Boolean(only.trackId || only.albumId || only.artistId);
  const [summary, plays, listeners, top, genres, filteredTop] = await Promise.all([
    fetchSummary(api, period, only),
    fetchSeries(api, period, 'plays', interval, only),
    fetchSeries(api, period, 'listeners', interval, only),
    fetchTopTracks(api, period, TOP_TRACKS_ASKED),
    fetchGenres(api, period, only),
    filtered ? fetchTopTracks(api, period, TOP_TRACKS_SHOWN, only) : null,
  ]);
  return {
    summary,
    plays: plays.data,
    listeners: listeners.data,
    topTracks: (filteredTop ?? top).data.slice(0, TOP_TRACKS_SHOWN),
    choices: top.data,
    genres: genres.data,
  };
}

/**
 * Everything the screen shows for a period and filter, as one kept answer (`useLocalQuery`): a period seen
 * before shows at once, offline too, while the server is asked again; `retry` asks again.
 */
export function useStatistics(period: StatisticsPeriod | null, filter: StatisticsFilter) {
  const { trackId, albumId, artistId } = filter;
  const [from, to] = [period?.from, period?.to];
  const query = useMemo((): LocalQuery<StatisticsData> | null => {
    if (!from || !to) return null;
    const only = { trackId, albumId, artistId };
    return {
      key: `statistics:${JSON.stringify([from, to, trackId ?? null, albumId ?? null, artistId ?? null])}`,
      fetch: (api) => fetchStatistics(api, { from, to }, only),
    };
  }, [from, to, trackId, albumId, artistId]);
  const answer = useLocalQuery(query);
  const state: StatisticsState = answer.data
    ? { status: 'ready', data: answer.data }
    : answer.error
      ? { status: 'error', error: answer.error }
      : { status: 'loading' };
  return { state, retry: answer.retry };
}
