import {
  genresSchema,
  statisticsGenresQuerySchema,
  statisticsSeriesQuerySchema,
  statisticsSeriesSchema,
  statisticsSummaryQuerySchema,
  statisticsSummarySchema,
  statisticsTopTracksQuerySchema,
  topTracksSchema,
} from '../statistics';
import { defineOperation } from './operation';

/**
 * Owner statistics (issue 14): the owner's own tracks only, over a period of UTC days (YYYY-MM-DD, both
 * included). Series, top tracks and genres answer `{data}`: they are whole answers, not pages.
 */
export const statisticsSummary = defineOperation({
  id: 'statistics.summary',
  summary: 'My statistics for a period, optionally of one track, album or artist',
  access: 'session',
  method: 'GET',
  path: '/statistics/summary',
  query: statisticsSummaryQuerySchema,
  response: statisticsSummarySchema,
});

export const statisticsSeries = defineOperation({
  id: 'statistics.series',
  summary: 'One figure of my statistics per day, week or month of a period',
  access: 'session',
  method: 'GET',
  path: '/statistics/series',
  query: statisticsSeriesQuerySchema,
  response: statisticsSeriesSchema,
});

export const statisticsTopTracks = defineOperation({
  id: 'statistics.topTracks',
  summary: 'My most played tracks of a period',
  access: 'session',
  method: 'GET',
  path: '/statistics/top-tracks',
  query: statisticsTopTracksQuerySchema,
  response: topTracksSchema,
});

export const statisticsGenres = defineOperation({
  id: 'statistics.genres',
  summary: 'My plays of a period by genre, of one track, album or artist when given',
  access: 'session',
  method: 'GET',
  path: '/statistics/genres',
  query: statisticsGenresQuerySchema,
  response: genresSchema,
});
