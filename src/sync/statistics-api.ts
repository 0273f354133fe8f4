import {
  statisticsGenres,
  statisticsSeries,
  statisticsSummary,
  statisticsTopTracks,
} from '../domain/api/statistics';
import type { StatisticsInterval, StatisticsMetric } from '../domain/statistics';
import type { ApiClient } from './api-client';
import { callOperation } from './operation-client';

/** The owner's statistics (issue 14); the screen keeps one answer per period and filter (useStatistics). */
export interface StatisticsFilter {
  trackId?: string;
  albumId?: string;
  artistId?: string;
}

type Period = { from: string; to: string };

/** The filter's set ids only: an unset one is left out of the query, not sent empty. */
const only = (filter: StatisticsFilter) =>
  Object.fromEntries(Object.entries(filter).filter(([, id]) => id)) as StatisticsFilter;

export const fetchSummary = (api: ApiClient, period: Period, filter: StatisticsFilter) =>
  callOperation(api, statisticsSummary, { query: { ...period, ...only(filter) } });

export const fetchSeries = (
  api: ApiClient,
  period: Period,
  metric: StatisticsMetric,
  interval: StatisticsInterval,
  filter: StatisticsFilter,
) => callOperation(api, statisticsSeries, { query: { ...period, metric, interval, ...only(filter) } });

export const fetchTopTracks = (
  api: ApiClient,
  period: Period,
  limit: number,
  filter: StatisticsFilter = {},
) => callOperation(api, statisticsTopTracks, { query: { ...period, limit, ...only(filter) } });

export const fetchGenres = (api: ApiClient, period: Period, filter: StatisticsFilter = {}) =>
  callOperation(api, statisticsGenres, { query: { ...period, ...only(filter) } });
