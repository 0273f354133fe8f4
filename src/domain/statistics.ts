import { z } from 'zod';
import { calendarDaySchema } from './calendar-day-schema';

/**
 * Owner statistics (issue 14, docs/decisions/0017-statistics-rollups.md): the figures of a period of UTC
 * days, optionally of one track, album or artist of the owner.
 */

/** The longest period one query may cover. */
export const STATISTICS_MAX_DAYS = 3 * 366;
export const TOP_TRACKS_MAX = 50;

export const statisticsMetrics = [
  'plays',
  'listeners',
  'completed',
  'favourites',
  'playlistAdds',
  'downloads',
  'requests',
  'proposals',
] as const;
export type StatisticsMetric = (typeof statisticsMetrics)[number];

export const statisticsIntervals = ['day', 'week', 'month'] as const;
export type StatisticsInterval = (typeof statisticsIntervals)[number];

/** A calendar day as YYYY-MM-DD that exists (2026-02-30 does not). */
const calendarDay = calendarDaySchema;

const dayCount = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

const period = z.object({ from: calendarDay, to: calendarDay });

/** Checks a period's order and length; the messages are locale keys. */
const checkPeriod = (value: { from: string; to: string }, ctx: z.RefinementCtx) => {
  const days = dayCount(value.from, value.to);
  if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'statistics.periodOrder' });
  else if (days > STATISTICS_MAX_DAYS)
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'statistics.periodTooLong' });
};

const optionalId = z.uuid({ message: 'validation.invalidId' }).optional();

export const statisticsSummaryQuerySchema = period
  .extend({ trackId: optionalId, albumId: optionalId, artistId: optionalId })
  .superRefine(checkPeriod);
export type StatisticsSummaryQuery = z.infer<typeof statisticsSummaryQuerySchema>;

export const statisticsSeriesQuerySchema = period
  .extend({
    metric: z.enum(statisticsMetrics, { message: 'validation.unknownOption' }),
    interval: z.enum(statisticsIntervals, { message: 'validation.unknownOption' }).default('day'),
    trackId: optionalId,
    albumId: optionalId,
    artistId: optionalId,
  })
  .superRefine(checkPeriod);
export type StatisticsSeriesQuery = z.infer<typeof statisticsSeriesQuerySchema>;

export const statisticsTopTracksQuerySchema = period
  .extend({
    trackId: optionalId,
    albumId: optionalId,
    artistId: optionalId,
    limit: z.coerce
      .number({ message: 'validation.number' })
      .int({ message: 'validation.number' })
      .min(1, { message: 'validation.atLeast' })
      .max(TOP_TRACKS_MAX, { message: 'validation.atMost' })
      .default(10),
  })
  .superRefine(checkPeriod);
export type StatisticsTopTracksQuery = z.infer<typeof statisticsTopTracksQuerySchema>;

export const statisticsGenresQuerySchema = period
  .extend({ trackId: optionalId, albumId: optionalId, artistId: optionalId })
  .superRefine(checkPeriod);
export type StatisticsGenresQuery = z.infer<typeof statisticsGenresQuerySchema>;

const count = z.number().int().nonnegative();
const rate = z.number().min(0).max(1).nullable().describe('0…1; null when nothing to divide by');

export const statisticsSummarySchema = z.object({
  plays: count,
  listeners: count.describe('distinct listeners over the whole period'),
  completionRate: rate.describe('plays listened past 30 s / plays'),
  favourites: count,
  playlistAdds: count,
  downloads: count,
  requests: count.describe('orders received; with a filter, the requested lines of those tracks'),
  proposals: count,
  approvalRate: rate.describe('approvals / proposals of the period'),
  revenue: z.object({
    withVat: z.number(),
    withoutVat: z.number(),
    available: z.boolean().describe('whether any invoice of the owner was ever paid'),
  }),
});
export type StatisticsSummary = z.infer<typeof statisticsSummarySchema>;

export const statisticsPointSchema = z.object({
  date: z.string().describe('the first day of the interval, YYYY-MM-DD'),
  value: z.number(),
});
export type StatisticsPoint = z.infer<typeof statisticsPointSchema>;
export const statisticsSeriesSchema = z.object({ data: z.array(statisticsPointSchema) });

export const topTrackSchema = z.object({
  _id: z.string(),
  title: z.string(),
  artist: z.string(),
  artistId: z.string(),
  album: z.string().nullable(),
  albumId: z.string().nullable(),
  plays: count,
  listeners: count.describe('the sum of daily distinct listeners'),
});
export type TopTrack = z.infer<typeof topTrackSchema>;
export const topTracksSchema = z.object({ data: z.array(topTrackSchema) });

export const genreShareSchema = z.object({
  genre: z.string().describe("'' for tracks without a genre"),
  plays: count,
});
export type GenreShare = z.infer<typeof genreShareSchema>;
export const genresSchema = z.object({ data: z.array(genreShareSchema) });
