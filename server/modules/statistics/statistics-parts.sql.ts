import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** A period of UTC days, both included, as YYYY-MM-DD. */
export interface Period {
  from: string;
  to: string;
}

/**
 * The owner's tracks a filter names (already limited to the owner's own), and where their distinct listeners
 * are kept: the album's or artist's own listener rows when the filter names just that album or artist.
 */
export interface Selection {
  trackIds: string[];
  group: { kind: 'album' | 'artist'; id: string } | null;
}

/** A period as the months it covers whole (their first days) and its other days, for the track rollups. */
export interface PeriodParts {
  months: string[];
  days: string[];
}

const DAY_MS = 86_400_000;
const time = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function daysBetween(first: number, last: number): string[] {
  const days: string[] = [];
  for (let at = first; at <= last; at += DAY_MS) days.push(dayOf(at));
  return days;
}

/**
 * Splits a period into whole months and the days before the first and after the last of them (all its
 * days when it covers no month whole): the parts read from `statistics_track_months` and `_days`.
 */
export function periodParts(period: Period): PeriodParts {
  const [from, to] = [time(period.from), time(period.to)];
  const start = new Date(from);
  let month = Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + (start.getUTCDate() === 1 ? 0 : 1), 1);
  const months: string[] = [];
  for (;;) {
    const next = new Date(month);
    const end = Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 1) - DAY_MS;
    if (end > to) break;
    months.push(dayOf(month));
    month = end + DAY_MS;
  }
  if (months.length === 0) return { months, days: daysBetween(from, to) };
  return {
    months,
    days: [...daysBetween(from, time(months[0]!) - DAY_MS), ...daysBetween(month, to)],
  };
}

/** A Postgres array literal parameter. */
export const arrayOf = (values: string[], type: 'uuid' | 'date') =>
  sql`${`{${values.join(',')}}`}::${sql.raw(type)}[]`;

/**
 * The rows of a set of tracks' rollups covering a period exactly once: their months' rows for the whole
 * months and their days' rows for the rest. `columns` is read from both.
 */
export function trackParts(ownerId: string, trackIds: string[], parts: PeriodParts, columns: SQL): SQL {
  const ids = arrayOf(trackIds, 'uuid');
  return sql`
    SELECT ${columns} FROM statistics_track_months
     WHERE owner_id = ${ownerId} AND track_id = ANY(${ids}) AND month = ANY(${arrayOf(parts.months, 'date')})
    UNION ALL
    SELECT ${columns} FROM statistics_track_days
     WHERE owner_id = ${ownerId} AND track_id = ANY(${ids}) AND day = ANY(${arrayOf(parts.days, 'date')})`;
}

export async function rowsOf<T>(db: Db, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}
