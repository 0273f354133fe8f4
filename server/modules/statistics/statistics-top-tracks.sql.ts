import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { TopTrack } from '../../../src/domain/statistics';
import {
  arrayOf,
  periodParts,
  rowsOf,
  trackParts,
  type Period,
  type PeriodParts,
} from './statistics-parts.sql';

/** How far down each list the first round reads (at least twice the limit); each further round four times as far. */
const FIRST_DEPTH = 32;

const withTitles = (top: SQL) => sql`
  SELECT t.id AS "_id", t.title, t.main_artist_name AS artist, t.main_artist_id AS "artistId",
         t.album_title AS album, t.album_id AS "albumId", top.plays, top.listeners
    FROM (${top}) AS top JOIN tracks t ON t.id = top.track_id
   ORDER BY top.plays DESC, t.id`;

/**
 * One round of the threshold algorithm (docs/decisions/0021-statistics-rollups-coarser.md) over the lists
 * of the period's parts, each month's and each edge day's tracks by plays (indexes `…_plays`): the first
 * `depth` tracks of every list are the candidates and get their exact totals; `bound` is the sum of the
 * last plays read in each list that has more, which no track outside the candidates can exceed.
 */
function round(ownerId: string, parts: PeriodParts, depth: number, limit: number) {
  const [months, days] = [arrayOf(parts.months, 'date'), arrayOf(parts.days, 'date')];
  return sql`
    WITH heads AS (
      SELECT h.track_id, h.plays, l.n AS list
        FROM unnest(${months}) WITH ORDINALITY AS l(month, n)
        CROSS JOIN LATERAL (SELECT track_id, plays FROM statistics_track_months
                             WHERE owner_id = ${ownerId} AND month = l.month AND plays > 0
                             ORDER BY plays DESC NULLS LAST LIMIT ${depth}) AS h
      UNION ALL
      SELECT h.track_id, h.plays, -l.n
        FROM unnest(${days}) WITH ORDINALITY AS l(day, n)
        CROSS JOIN LATERAL (SELECT track_id, plays FROM statistics_track_days
                             WHERE owner_id = ${ownerId} AND day = l.day AND plays > 0
                             ORDER BY plays DESC NULLS LAST LIMIT ${depth}) AS h),
    bound AS (
      SELECT coalesce(sum(low), 0)::int AS plays
        FROM (SELECT CASE WHEN count(*) < ${depth} THEN 0 ELSE min(plays) END AS low
                FROM heads GROUP BY list) AS lists),
    totals AS (
      SELECT c.track_id, sum(x.plays)::int AS plays, sum(x.listeners)::int AS listeners
        FROM (SELECT DISTINCT track_id FROM heads) AS c
        CROSS JOIN LATERAL (
          SELECT plays, listeners FROM statistics_track_months
           WHERE owner_id = ${ownerId} AND track_id = c.track_id AND month = ANY(${months})
          UNION ALL
          SELECT plays, listeners FROM statistics_track_days
           WHERE owner_id = ${ownerId} AND track_id = c.track_id AND day = ANY(${days})) AS x
       GROUP BY c.track_id)
    SELECT top.*, (SELECT plays FROM bound) AS bound
      FROM (${withTitles(sql`SELECT * FROM totals ORDER BY plays DESC, track_id LIMIT ${limit}`)}) AS top
     ORDER BY top.plays DESC, top."_id"`;
}

/**
 * The most played tracks of a period: of all the owner's tracks by rounds of the threshold algorithm until
 * the last of the top `limit` has more plays than any track not yet read can have; of a few tracks
 * (`trackIds`, already the owner's) by summing their months and days.
 */
export async function topTracks(
  db: Db,
  ownerId: string,
  trackIds: string[] | null,
  period: Period,
  limit: number,
  firstDepth = FIRST_DEPTH,
): Promise<TopTrack[]> {
  const parts = periodParts(period);
  if (trackIds)
    return rowsOf<TopTrack>(
      db,
      withTitles(sql`
        SELECT track_id, sum(plays)::int AS plays, sum(listeners)::int AS listeners
          FROM (${trackParts(ownerId, trackIds, parts, sql`track_id, plays, listeners`)}) AS x
         GROUP BY track_id HAVING sum(plays) > 0 ORDER BY 2 DESC, 1 LIMIT ${limit}`),
    );
  for (let depth = Math.max(firstDepth, 2 * limit); ; depth *= 4) {
    const rows = await rowsOf<TopTrack & { bound: number }>(db, round(ownerId, parts, depth, limit));
    const last = rows.at(limit - 1);
    const bound = rows[0]?.bound ?? 0;
    // Every list read to its end (bound 0): all played tracks were candidates.
    if (bound === 0 || (last && last.plays > bound)) {
      for (const row of rows) delete (row as Partial<typeof row>).bound;
      return rows;
    }
  }
}
