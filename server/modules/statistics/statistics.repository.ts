import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type {
  GenreShare,
  StatisticsInterval,
  StatisticsMetric,
  StatisticsPoint,
  TopTrack,
} from '../../../src/domain/statistics';

/** A period of UTC days, both included, as YYYY-MM-DD. */
export interface Period {
  from: string;
  to: string;
}

/** The totals of a period; `listeners` distinct over the whole period. */
/** Paid invoices' amounts in kopecks, and whether any invoice was ever paid. */
export interface Revenue {
  withVat: number;
  withoutVat: number;
  available: boolean;
}

export interface Totals {
  plays: number;
  listeners: number;
  completed: number;
  favourites: number;
  playlistAdds: number;
  downloads: number;
  requests: number;
  proposals: number;
  approved: number;
}

const columns: Record<Exclude<StatisticsMetric, 'listeners'>, SQL> = {
  plays: sql.raw('plays'),
  completed: sql.raw('completed'),
  favourites: sql.raw('favourites'),
  playlistAdds: sql.raw('playlist_adds'),
  downloads: sql.raw('downloads'),
  requests: sql.raw('requests'),
  proposals: sql.raw('proposals'),
};

/**
 * Whether a listener's day bits (migration 0026: bit 0 is 2020-01-01) hold any day from `first` to `last`,
 * written out in the query so the bit offsets are computed once per period or bucket, not per row.
 */
const playedBetween = (first: SQL, last: SQL) =>
  sql`position(B'1' IN substring(days FROM cueline_statistics_day_index(${first}) + 1
    FOR cueline_statistics_day_index(${last}) - cueline_statistics_day_index(${first}) + 1)) > 0`;
const periodBounds = (period: Period) => [sql`${period.from}::date`, sql`${period.to}::date`] as const;

async function rowsOf<T>(db: Db, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}

const sums = sql`coalesce(sum(plays), 0)::int AS "plays", coalesce(sum(completed), 0)::int AS "completed",
  coalesce(sum(favourites), 0)::int AS "favourites", coalesce(sum(playlist_adds), 0)::int AS "playlistAdds",
  coalesce(sum(downloads), 0)::int AS "downloads", coalesce(sum(requests), 0)::int AS "requests",
  coalesce(sum(proposals), 0)::int AS "proposals", coalesce(sum(approved), 0)::int AS "approved"`;

/** The buckets of a period: each interval's first day, the first clipped to the period's start. */
const buckets = (period: Period, interval: StatisticsInterval) => sql`
  SELECT greatest(b::date, ${period.from}::date) AS start,
         least((b + ${`1 ${interval}`}::interval)::date - 1, ${period.to}::date) AS finish
    FROM generate_series(date_trunc(${interval}, ${period.from}::date), ${period.to}::date,
                         ${`1 ${interval}`}::interval) AS b`;

/**
 * Reads the rollups (migration 0026): an owner's days, or the days of a set of their tracks (`trackIds`,
 * already limited to the owner's own). Never reads another owner's rows: every query names the owner or
 * the owner's tracks.
 */
export function statisticsRepository(db: Db) {
  return {
    /** The owner's tracks of one track, album or artist id (none when it is not theirs). */
    async ownTrackIds(ownerId: string, filter: { trackId?: string; albumId?: string; artistId?: string }) {
      const conditions = [
        filter.trackId ? sql`id = ${filter.trackId}` : undefined,
        filter.albumId ? sql`album_id = ${filter.albumId}` : undefined,
        filter.artistId ? sql`main_artist_id = ${filter.artistId}` : undefined,
      ].filter((condition) => condition !== undefined);
      const rows = await rowsOf<{ id: string }>(
        db,
        sql`SELECT id FROM tracks WHERE owner_id = ${ownerId} AND ${sql.join(conditions, sql` AND `)}`,
      );
      return rows.map((row) => row.id);
    },

    async ownerTotals(ownerId: string, period: Period): Promise<Totals> {
      const [totals] = await rowsOf<Omit<Totals, 'listeners'>>(
        db,
        sql`SELECT ${sums} FROM statistics_owner_days
             WHERE owner_id = ${ownerId} AND day BETWEEN ${period.from} AND ${period.to}`,
      );
      const [listeners] = await rowsOf<{ count: number }>(
        db,
        sql`SELECT count(*)::int AS count FROM statistics_owner_listeners
             WHERE owner_id = ${ownerId}
               AND ${playedBetween(...periodBounds(period))}`,
      );
      return { ...totals!, listeners: listeners!.count };
    },

    async trackTotals(trackIds: string[], period: Period): Promise<Totals> {
      const ids = sql`${`{${trackIds.join(',')}}`}::uuid[]`;
      const [totals] = await rowsOf<Omit<Totals, 'listeners'>>(
        db,
        sql`SELECT ${sums} FROM statistics_track_days
             WHERE track_id = ANY(${ids}) AND day BETWEEN ${period.from} AND ${period.to}`,
      );
      const [listeners] = await rowsOf<{ count: number }>(
        db,
        sql`SELECT count(DISTINCT listener_id)::int AS count FROM statistics_track_listeners
             WHERE track_id = ANY(${ids})
               AND ${playedBetween(...periodBounds(period))}`,
      );
      return { ...totals!, listeners: listeners!.count };
    },

    /**
     * Paid invoices of the period (by the day receipt was confirmed, UTC), in kopecks: the invoices'
     * totals, or with a filter the lines of those tracks in the paid contracts. `available` tells whether
     * the owner has had any invoice paid at all.
     */
    async revenue(ownerId: string, period: Period, trackIds: string[] | null): Promise<Revenue> {
      const paidIn = sql`p.owner_id = ${ownerId} AND p.status = 'paid'
        AND p.paid_at >= ${period.from}::date AND p.paid_at < ${period.to}::date + 1`;
      const [sum] =
        trackIds === null
          ? await rowsOf<{ withVat: string; withoutVat: string }>(
              db,
              sql`SELECT coalesce(sum((p.totals->>'gross')::bigint), 0) AS "withVat",
                         coalesce(sum((p.totals->>'net')::bigint), 0) AS "withoutVat"
                    FROM payments p WHERE ${paidIn}`,
            )
          : await rowsOf<{ withVat: string; withoutVat: string }>(
              db,
              sql`SELECT coalesce(sum((l->>'priceWithVat')::bigint), 0) AS "withVat",
                         coalesce(sum((l->>'price')::bigint), 0) AS "withoutVat"
                    FROM payments p JOIN contract_documents d ON d.id = p.contract_id,
                         jsonb_array_elements(d.lines) l
                   WHERE ${paidIn} AND (l->>'trackId')::uuid = ANY(${`{${trackIds.join(',')}}`}::uuid[])`,
            );
      const [ever] = await rowsOf<{ paid: boolean }>(
        db,
        sql`SELECT EXISTS (SELECT 1 FROM payments WHERE owner_id = ${ownerId} AND status = 'paid') AS paid`,
      );
      return { withVat: Number(sum!.withVat), withoutVat: Number(sum!.withoutVat), available: ever!.paid };
    },

    /** One metric per bucket; `trackIds` null for all of the owner's tracks. */
    async series(
      ownerId: string,
      trackIds: string[] | null,
      period: Period,
      metric: StatisticsMetric,
      interval: StatisticsInterval,
    ): Promise<StatisticsPoint[]> {
      const ids = trackIds && sql`${`{${trackIds.join(',')}}`}::uuid[]`;
      if (metric === 'listeners' && interval !== 'day')
        return rowsOf<StatisticsPoint>(db, listenerSeries(ownerId, ids, period, interval));
      const value = sql`(SELECT coalesce(sum(${metric === 'listeners' ? sql.raw('listeners') : columns[metric]}), 0)
               FROM ${ids ? sql.raw('statistics_track_days') : sql.raw('statistics_owner_days')}
              WHERE ${ids ? sql`track_id = ANY(${ids})` : sql`owner_id = ${ownerId}`}
                AND day BETWEEN b.start AND b.finish)`;
      return rowsOf<StatisticsPoint>(
        db,
        sql`SELECT to_char(b.start, 'YYYY-MM-DD') AS date, ${value}::int AS value
              FROM (${buckets(period, interval)}) AS b ORDER BY b.start`,
      );
    },

    /** The most played of the owner's tracks, or of `trackIds` (already the owner's) when given. */
    async topTracks(
      ownerId: string,
      trackIds: string[] | null,
      period: Period,
      limit: number,
    ): Promise<TopTrack[]> {
      const only = trackIds ? sql`AND track_id = ANY(${`{${trackIds.join(',')}}`}::uuid[])` : sql``;
      return rowsOf<TopTrack>(
        db,
        sql`SELECT t.id AS "_id", t.title, t.main_artist_name AS artist,
                   t.main_artist_id AS "artistId", t.album_title AS album, t.album_id AS "albumId", top.plays, top.listeners
              FROM (SELECT track_id, sum(plays)::int AS plays, sum(listeners)::int AS listeners
                      FROM statistics_track_days
                     WHERE owner_id = ${ownerId} AND day BETWEEN ${period.from} AND ${period.to} ${only}
                     GROUP BY track_id HAVING sum(plays) > 0
                     ORDER BY 2 DESC, 1 LIMIT ${limit}) AS top
              JOIN tracks t ON t.id = top.track_id
             ORDER BY top.plays DESC, t.id`,
      );
    },

    async genres(ownerId: string, period: Period): Promise<GenreShare[]> {
      return rowsOf<GenreShare>(
        db,
        sql`SELECT genre, sum(plays)::int AS plays FROM statistics_genre_days
             WHERE owner_id = ${ownerId} AND day BETWEEN ${period.from} AND ${period.to}
             GROUP BY genre HAVING sum(plays) > 0 ORDER BY 2 DESC, 1`,
      );
    },
  };
}

/**
 * Distinct listeners of each week or month of a period, from the listeners' day bits: one pass reads the
 * period's bits of everyone who played in it, then each bucket tests its slice of those bits.
 */
function listenerSeries(ownerId: string, ids: SQL | null, period: Period, interval: StatisticsInterval) {
  const [from, to] = periodBounds(period);
  const active = ids
    ? sql`SELECT listener_id, days FROM statistics_track_listeners
           WHERE track_id = ANY(${ids}) AND ${playedBetween(from, to)}`
    : sql`SELECT listener_id, days FROM statistics_owner_listeners
           WHERE owner_id = ${ownerId} AND ${playedBetween(from, to)}`;
  const start = sql`cueline_statistics_day_index(${from})`;
  // A listener is one row of an owner's listeners, but may be a row of several tracks.
  const counted = ids ? sql`count(DISTINCT a.listener_id)` : sql`count(a.listener_id)`;
  return sql`
    WITH active AS MATERIALIZED (
      SELECT listener_id, substring(days FROM ${start} + 1
               FOR cueline_statistics_day_index(${to}) - ${start} + 1) AS bits
        FROM (${active}) AS a)
    SELECT to_char(b.start, 'YYYY-MM-DD') AS date, ${counted}::int AS value
      FROM (${buckets(period, interval)}) AS b
      LEFT JOIN active AS a
        ON position(B'1' IN substring(a.bits FROM b.start - ${from} + 1 FOR b.finish - b.start + 1)) > 0
     GROUP BY b.start ORDER BY b.start`;
}

export type StatisticsRepository = ReturnType<typeof statisticsRepository>;
