import { sql, type SQL } from 'drizzle-orm';
import type { StatisticsInterval, StatisticsMetric } from '../../../src/domain/statistics';
import { arrayOf, type Period, type Selection } from './statistics-parts.sql';

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
 * Whether a listener's day bits (migration 0031: bit 0 is 2020-01-01) hold any day from `first` to `last`,
 * written out in the query so the bit offsets are computed once per period or bucket, not per row.
 */
export const playedBetween = (first: SQL, last: SQL) =>
  sql`position(B'1' IN substring(days FROM cueline_statistics_day_index(${first}) + 1
    FOR cueline_statistics_day_index(${last}) - cueline_statistics_day_index(${first}) + 1)) > 0`;
export const periodBounds = (period: Period) => [sql`${period.from}::date`, sql`${period.to}::date`] as const;

/**
 * The buckets `b` of a period: each interval's first day (`first_day`), and its days inside the period
 * (`start`…`finish`: the first bucket clipped to the period's start, the last to its end).
 */
export const buckets = (period: Period, interval: StatisticsInterval) => sql`
  SELECT b::date AS first_day, greatest(b::date, ${period.from}::date) AS start,
         least((b + ${`1 ${interval}`}::interval)::date - 1, ${period.to}::date) AS finish
    FROM generate_series(date_trunc(${interval}, ${period.from}::date::timestamp),
                         ${period.to}::date::timestamp, ${`1 ${interval}`}::interval) AS b`;

/**
 * The listener rows (`listener_id`, `days`) of an owner, or of a selection of their tracks; `distinct` when
 * a listener may be several rows (the rows of several tracks).
 */
export function listenerRows(ownerId: string, selection: Selection | null): { rows: SQL; distinct: boolean } {
  if (!selection)
    return {
      rows: sql`SELECT listener_id, days FROM statistics_owner_listeners WHERE owner_id = ${ownerId}`,
      distinct: false,
    };
  const { group } = selection;
  if (group?.kind === 'artist')
    return {
      rows: sql`SELECT listener_id, days FROM statistics_artist_listeners
                 WHERE owner_id = ${ownerId} AND artist_id = ${group.id}`,
      distinct: false,
    };
  if (group?.kind === 'album')
    return {
      rows: sql`SELECT listener_id, days FROM statistics_album_listeners
                 WHERE owner_id = ${ownerId} AND album_id = ${group.id}`,
      distinct: false,
    };
  return {
    rows: sql`SELECT listener_id, days FROM statistics_track_listeners
               WHERE track_id = ANY(${arrayOf(selection.trackIds, 'uuid')})`,
    distinct: selection.trackIds.length > 1,
  };
}

/**
 * A bucket's value of all the owner's tracks from their days. Distinct listeners of a week or month are
 * the sum of its days' first plays of the week or month (migration 0035); a first bucket clipped by the
 * period's start is counted from the listeners' bits instead (`clippedFirstBucket`).
 */
export function ownerValue(ownerId: string, metric: StatisticsMetric, interval: StatisticsInterval): SQL {
  return sql`SELECT coalesce(sum(${dayColumn(metric, interval)}), 0) FROM statistics_owner_days
              WHERE owner_id = ${ownerId} AND day BETWEEN b.start AND b.finish`;
}

/**
 * A bucket's value of one artist's tracks from the artist's days (migration 0036), as `ownerValue`: its
 * listeners of a week or month are the sum of the artist's first plays; a clipped first bucket is counted
 * from the artist's listener bits.
 */
export function artistValue(
  ownerId: string,
  artistId: string,
  metric: StatisticsMetric,
  interval: StatisticsInterval,
): SQL {
  return sql`SELECT coalesce(sum(${dayColumn(metric, interval)}), 0) FROM statistics_artist_days
              WHERE owner_id = ${ownerId} AND artist_id = ${artistId} AND day BETWEEN b.start AND b.finish`;
}

const dayColumn = (metric: StatisticsMetric, interval: StatisticsInterval) =>
  metric !== 'listeners'
    ? columns[metric]
    : sql.raw({ day: 'listeners', week: 'week_listeners', month: 'month_listeners' }[interval]);

/**
 * The days of a period's first week or month when the period starts after its Monday or first day (its
 * listeners are not a sum of first plays), else null.
 */
export function clippedFirstBucket(period: Period, interval: StatisticsInterval): Period | null {
  const from = new Date(`${period.from}T00:00:00Z`);
  let end: number;
  if (interval === 'week') {
    const sinceMonday = (from.getUTCDay() + 6) % 7;
    if (sinceMonday === 0) return null;
    end = from.getTime() + (6 - sinceMonday) * 86_400_000;
  } else if (interval === 'month') {
    if (from.getUTCDate() === 1) return null;
    end = Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + 1, 0);
  } else return null;
  const to = new Date(end).toISOString().slice(0, 10);
  return { from: period.from, to: to < period.to ? to : period.to };
}

/**
 * Whether a selection's listeners per bucket are read from bits (`selectionListeners`), not summed: an
 * artist's are summed from its days' first plays (`artistValue`), one track's from its days.
 */
export const listenersFromBits = (selection: Selection, interval: StatisticsInterval) =>
  selection.group?.kind !== 'artist' &&
  (interval !== 'day' || selection.group !== null || selection.trackIds.length > 1);

/**
 * Distinct listeners per bucket of a selection's bit rows, in one pass: each row's bits of the period as
 * text, split at its '1's, give the days it played (few per listener and period); each bucket counts the
 * listeners with a day in it. Reading every row's bits once per bucket cost tens of thousands of
 * substrings per bucket for an artist.
 */
export function selectionListeners(
  ownerId: string,
  selection: Selection,
  period: Period,
  interval: StatisticsInterval,
): SQL {
  const [from, to] = periodBounds(period);
  const { rows } = listenerRows(ownerId, selection);
  const start = sql`cueline_statistics_day_index(${from})`;
  return sql`
    WITH active AS MATERIALIZED (
      SELECT listener_id, substring(days FROM ${start} + 1
               FOR cueline_statistics_day_index(${to}) - ${start} + 1)::text AS bits
        FROM (${rows}) AS a WHERE ${playedBetween(from, to)}),
    pieces AS (
      SELECT a.listener_id, p.n, count(*) OVER (PARTITION BY a.listener_id) AS last,
             sum(length(p.piece) + 1) OVER (PARTITION BY a.listener_id ORDER BY p.n) AS at
        FROM active AS a, unnest(string_to_array(a.bits, '1')) WITH ORDINALITY AS p(piece, n)),
    played AS (SELECT listener_id, ${from} + (at - 1)::int AS day FROM pieces WHERE n < last)
    SELECT to_char(b.start, 'YYYY-MM-DD') AS date, count(DISTINCT p.listener_id)::int AS value
      FROM (${buckets(period, interval)}) AS b
      LEFT JOIN played AS p ON p.day BETWEEN b.start AND b.finish
     GROUP BY b.start ORDER BY b.start`;
}

/**
 * A bucket's value of a selection of tracks: a whole month from their months' rows, other buckets from
 * their days; listeners this way only for one track's days (otherwise `selectionListeners`).
 */
export function selectionValue(
  ownerId: string,
  selection: Selection,
  metric: StatisticsMetric,
  interval: StatisticsInterval,
): SQL {
  if (selection.trackIds.length === 0) return sql`0`;
  const column = metric === 'listeners' ? sql.raw('listeners') : columns[metric];
  const ids = arrayOf(selection.trackIds, 'uuid');
  const days = sql`SELECT coalesce(sum(${column}), 0) FROM statistics_track_days
                    WHERE owner_id = ${ownerId} AND track_id = ANY(${ids}) AND day BETWEEN b.start AND b.finish`;
  if (interval !== 'month') return days;
  const month = sql`SELECT coalesce(sum(${column}), 0) FROM statistics_track_months
                     WHERE owner_id = ${ownerId} AND track_id = ANY(${ids}) AND month = b.start`;
  return sql`CASE WHEN b.start = b.first_day AND b.finish = (b.first_day + interval '1 month')::date - 1
                  THEN (${month}) ELSE (${days}) END`;
}
