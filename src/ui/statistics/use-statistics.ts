import { useCallback, useEffect, useState } from 'react';
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
import { useApi } from '../hooks/use-api';

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

/** Everything the screen shows for a period and filter, asked for together; `retry` asks again. */
export function useStatistics(period: StatisticsPeriod | null, filter: StatisticsFilter) {
  const api = useApi();
  const [state, setState] = useState<StatisticsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const { trackId, albumId, artistId } = filter;
  const [from, to] = [period?.from, period?.to];

  useEffect(() => {
    if (!from || !to) return;
    const period = { from, to };
    let current = true;
    setState({ status: 'loading' });
    const only = { trackId, albumId, artistId };
    const interval = intervalFor(period);
    const filtered = Boolean(trackId || albumId || artistId);
    Promise.all([
      fetchSummary(api, period, only),
      fetchSeries(api, period, 'plays', interval, only),
      fetchSeries(api, period, 'listeners', interval, only),
      fetchTopTracks(api, period, TOP_TRACKS_ASKED),
      fetchGenres(api, period, only),
      filtered ? fetchTopTracks(api, period, TOP_TRACKS_SHOWN, only) : null,
    ]).then(
      ([summary, plays, listeners, top, genres, filteredTop]) => {
        if (current)
          setState({
            status: 'ready',
            data: {
              summary,
              plays: plays.data,
              listeners: listeners.data,
              topTracks: (filteredTop ?? top).data.slice(0, TOP_TRACKS_SHOWN),
              choices: top.data,
              genres: genres.data,
            },
          });
      },
      (error: unknown) => {
        if (current) setState({ status: 'error', error });
      },
    );
    return () => {
      current = false;
    };
  }, [api, from, to, trackId, albumId, artistId, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
