import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type {
  GenreShare,
  StatisticsInterval,
  StatisticsMetric,
  StatisticsPoint,
} from '../../../src/domain/statistics';
import {
  arrayOf,
  periodParts,
  rowsOf,
  trackParts,
  type Period,
  type Selection,
} from './statistics-parts.sql';
import {
  artistValue,
  buckets,
  clippedFirstBucket,
  listenerRows,
  ownerValue,
  periodBounds,
  playedBetween,
  listenersFromBits,
  selectionListeners,
  selectionValue,
} from './statistics-series.sql';
import { foldStatistics } from './statistics-fold.repository';
import { topTracks } from './statistics-top-tracks.sql';

export type { Period, Selection } from './statistics-parts.sql';

/** Paid invoices' amounts in kopecks, and whether any invoice was ever paid. */
export interface Revenue {
  withVat: number;
  withoutVat: number;
  available: boolean;
}

/** The totals of a period; `listeners` distinct over the whole period. */
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

const sums = sql`coalesce(sum(plays), 0)::int AS "plays", coalesce(sum(completed), 0)::int AS "completed",
  coalesce(sum(favourites), 0)::int AS "favourites", coalesce(sum(playlist_adds), 0)::int AS "playlistAdds",
  coalesce(sum(downloads), 0)::int AS "downloads", coalesce(sum(requests), 0)::int AS "requests",
  coalesce(sum(proposals), 0)::int AS "proposals", coalesce(sum(approved), 0)::int AS "approved"`;

/** The counters read from a track's month and day rows. */
const counterColumns = sql`plays, completed, favourites, playlist_adds, downloads, requests, proposals, approved`;

const zero: Totals = {
  plays: 0,
  listeners: 0,
  completed: 0,
  favourites: 0,
  playlistAdds: 0,
  downloads: 0,
  requests: 0,
  proposals: 0,
  approved: 0,
};

/**
 * Reads the rollups (migrations 0031, 0035, 0036): an owner's days, one artist's days, or the months and
 * days of a selection of their tracks. Never reads another owner's rows: every query names the owner or the
 * owner's tracks.
 */
export function statisticsRepository(db: Db) {
  return {
    /** Folds the events recorded so far into the rollups (decision 0037), so a read sees every write before it. */
    async fold(): Promise<void> {
      await foldStatistics(db);
    },

    /** The owner's tracks of one track, album or artist id (none when it is not theirs). */
    async selection(
      ownerId: string,
      filter: { trackId?: string; albumId?: string; artistId?: string },
    ): Promise<Selection> {
      const conditions = [
        filter.trackId ? sql`id = ${filter.trackId}` : undefined,
        filter.albumId ? sql`album_id = ${filter.albumId}` : undefined,
        filter.artistId ? sql`main_artist_id = ${filter.artistId}` : undefined,
      ].filter((condition) => condition !== undefined);
      const rows = await rowsOf<{ id: string }>(
        db,
        sql`SELECT id FROM tracks WHERE owner_id = ${ownerId} AND ${sql.join(conditions, sql` AND `)}`,
      );
      const group =
        filter.trackId || (filter.albumId && filter.artistId)
          ? null
          : filter.albumId
            ? ({ kind: 'album', id: filter.albumId } as const)
            : ({ kind: 'artist', id: filter.artistId! } as const);
      return { trackIds: rows.map((row) => row.id), group };
    },

    async ownerTotals(ownerId: string, period: Period): Promise<Totals> {
      const [totals] = await rowsOf<Omit<Totals, 'listeners'>>(
        db,
        sql`SELECT ${sums} FROM statistics_owner_days
             WHERE owner_id = ${ownerId} AND day BETWEEN ${period.from} AND ${period.to}`,
      );
      return { ...totals!, listeners: await countListeners(ownerId, null, period) };
    },

    /** The totals of a selection: its tracks' whole months and other days, its distinct listeners. */
    async selectionTotals(ownerId: string, selection: Selection, period: Period): Promise<Totals> {
      if (selection.trackIds.length === 0) return zero;
      const { group } = selection;
      const [totals] = await rowsOf<Omit<Totals, 'listeners'>>(
        db,
        group?.kind === 'artist'
          ? sql`SELECT ${sums} FROM statistics_artist_days
                 WHERE owner_id = ${ownerId} AND artist_id = ${group.id}
                   AND day BETWEEN ${period.from} AND ${period.to}`
          : sql`SELECT ${sums} FROM (${trackParts(ownerId, selection.trackIds, periodParts(period), counterColumns)}) AS x`,
      );
      return { ...totals!, listeners: await countListeners(ownerId, selection, period) };
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
                   WHERE ${paidIn} AND (l->>'trackId')::uuid = ANY(${arrayOf(trackIds, 'uuid')})`,
            );
      const [ever] = await rowsOf<{ paid: boolean }>(
        db,
        sql`SELECT EXISTS (SELECT 1 FROM payments WHERE owner_id = ${ownerId} AND status = 'paid') AS paid`,
      );
      return { withVat: Number(sum!.withVat), withoutVat: Number(sum!.withoutVat), available: ever!.paid };
    },

    /** One metric per bucket; `selection` null for all of the owner's tracks. */
    async series(
      ownerId: string,
      selection: Selection | null,
      period: Period,
      metric: StatisticsMetric,
      interval: StatisticsInterval,
    ): Promise<StatisticsPoint[]> {
      if (selection && metric === 'listeners' && listenersFromBits(selection, interval))
        return selection.trackIds.length === 0
          ? rowsOf<StatisticsPoint>(
              db,
              sql`SELECT to_char(b.start, 'YYYY-MM-DD') AS date, 0 AS value
                    FROM (${buckets(period, interval)}) AS b ORDER BY b.start`,
            )
          : rowsOf<StatisticsPoint>(db, selectionListeners(ownerId, selection, period, interval));
      const artist = selection?.group?.kind === 'artist' ? selection.group.id : null;
      const value = artist
        ? artistValue(ownerId, artist, metric, interval)
        : selection
          ? selectionValue(ownerId, selection, metric, interval)
          : ownerValue(ownerId, metric, interval);
      const points = await rowsOf<StatisticsPoint>(
        db,
        sql`SELECT to_char(b.start, 'YYYY-MM-DD') AS date, (${value})::int AS value
              FROM (${buckets(period, interval)}) AS b ORDER BY b.start`,
      );
      const clipped =
        (!selection || artist) && metric === 'listeners' ? clippedFirstBucket(period, interval) : null;
      if (clipped && points[0]) points[0].value = await countListeners(ownerId, selection, clipped);
      return points;
    },

    /** The most played of the owner's tracks, or of a selection of them. */
    async topTracks(ownerId: string, selection: Selection | null, period: Period, limit: number) {
      if (selection?.trackIds.length === 0) return [];
      return topTracks(db, ownerId, selection?.trackIds ?? null, period, limit);
    },

    /**
     * Plays per genre: of all the owner's tracks by the genres they had when played, or of a selection by
     * the genres its tracks have now.
     */
    async genres(ownerId: string, selection: Selection | null, period: Period): Promise<GenreShare[]> {
      if (selection?.trackIds.length === 0) return [];
      return rowsOf<GenreShare>(
        db,
        selection?.group?.kind === 'artist'
          ? sql`SELECT genre, sum(plays)::int AS plays FROM statistics_artist_genre_days
                 WHERE owner_id = ${ownerId} AND artist_id = ${selection.group.id}
                   AND day BETWEEN ${period.from} AND ${period.to}
                 GROUP BY genre HAVING sum(plays) > 0 ORDER BY 2 DESC, 1`
          : selection
            ? sql`SELECT coalesce(g.genre, '') AS genre, sum(x.plays)::int AS plays
                  FROM (SELECT track_id, sum(plays) AS plays
                          FROM (${trackParts(ownerId, selection.trackIds, periodParts(period), sql`track_id, plays`)}) AS p
                         GROUP BY 1) AS x
                  JOIN tracks t ON t.id = x.track_id AND t.id = ANY(${arrayOf(selection.trackIds, 'uuid')})
                  LEFT JOIN LATERAL unnest(t.genres) AS g(genre) ON true
                 GROUP BY 1 HAVING sum(x.plays) > 0 ORDER BY 2 DESC, 1`
            : sql`SELECT genre, sum(plays)::int AS plays FROM statistics_genre_days
                 WHERE owner_id = ${ownerId} AND day BETWEEN ${period.from} AND ${period.to}
                 GROUP BY genre HAVING sum(plays) > 0 ORDER BY 2 DESC, 1`,
      );
    },
  };

  /** Distinct listeners of a period: the listener rows with a day of it. */
  async function countListeners(ownerId: string, selection: Selection | null, period: Period) {
    const { rows, distinct } = listenerRows(ownerId, selection);
    const [listeners] = await rowsOf<{ count: number }>(
      db,
      sql`SELECT ${distinct ? sql`count(DISTINCT listener_id)` : sql`count(*)`}::int AS count
            FROM (${rows}) AS a WHERE ${playedBetween(...periodBounds(period))}`,
    );
    return listeners!.count;
  }
}

export type StatisticsRepository = ReturnType<typeof statisticsRepository>;
