import { and, eq, inArray, sql } from 'drizzle-orm';
import { favouriteId } from '../../src/domain/library';
import type { Database } from '../db/client';
import { tracks as trackTable } from '../db/schema/catalog';
import { trackEntries, workspaces } from '../db/schema/projects';

// The demo seed's own queries: what the seeds read outside the modules' services, and the statistics
// seed, which writes plays, favourites and downloads into the tables the app writes.

/** The ids of every track entry in a project's workspaces. */
export async function projectEntryIds(database: Database, projectId: string): Promise<string[]> {
  const rows = await database.db
    .select({ id: trackEntries.id })
    .from(trackEntries)
    .innerJoin(workspaces, eq(workspaces.id, trackEntries.workspaceId))
    .where(eq(workspaces.projectId, projectId));
  return rows.map((row) => row.id);
}

/** The live tracks of these titles: their id and title. */
export async function liveTracksByTitle(
  database: Database,
  titles: string[],
): Promise<{ id: string; title: string }[]> {
  return database.db
    .select({ id: trackTable.id, title: trackTable.title })
    .from(trackTable)
    .where(and(inArray(trackTable.title, titles), eq(trackTable.deleted, false)));
}

/** Demo listeners: accounts that only listen (no password one could sign in with). */
const LISTENERS = 24;
const WEEKS = 6;

const listenerEmail = (n: number) => `listener${String(n).padStart(2, '0')}@cueline.demo`;

async function listenerIds(database: Database): Promise<string[]> {
  for (let n = 1; n <= LISTENERS; n++)
    await database.db.execute(sql`
      INSERT INTO users (email, password_hash, first_name, last_name, roles)
      VALUES (${listenerEmail(n)}, '!', 'Demo', ${`Listener ${n}`}, '{customer}')
      ON CONFLICT (email) DO NOTHING`);
  const rows = (await database.db.execute(
    sql`SELECT id FROM users WHERE email LIKE 'listener__@cueline.demo' ORDER BY email`,
  )) as unknown as { rows: { id: string }[] };
  return rows.rows.map((row) => row.id);
}

/**
 * Several weeks of plays of the demo owners' tracks by demo listeners (some completed), with favourites
 * and downloads, so /statistics is not empty. Written into the tables the app writes, so the statistics
 * triggers roll them up as they would live events. Once: does nothing when the listeners have listened.
 * Returns how many listens it wrote.
 */
export async function seedStatistics(database: Database, ownerIds: string[], now: Date): Promise<number> {
  const listeners = await listenerIds(database);
  const done = (await database.db.execute(
    sql`SELECT 1 FROM listens WHERE user_id = ANY(${`{${listeners.join(',')}}`}::uuid[]) LIMIT 1`,
  )) as unknown as { rows: unknown[] };
  if (done.rows.length > 0) return 0;
  const tracks = (await database.db.execute(
    sql`SELECT id FROM tracks WHERE owner_id = ANY(${`{${ownerIds.join(',')}}`}::uuid[]) AND NOT deleted ORDER BY created_at, id`,
  )) as unknown as { rows: { id: string }[] };
  const trackIds = tracks.rows.map((row) => row.id);
  if (trackIds.length === 0) return 0;
  const [trackArray, listenerArray] = [`{${trackIds.join(',')}}`, `{${listeners.join(',')}}`];
  const end = now.toISOString();
  // More plays on weekdays and lately; the first tracks are played most.
  const inserted = (await database.db.execute(sql`
    INSERT INTO listens (user_id, track_id, listened_at, completed_at)
    SELECT l.ids[1 + floor(random() * array_length(l.ids, 1))::int],
           t.ids[1 + floor(power(random(), 2) * array_length(t.ids, 1))::int],
           p.at, CASE WHEN random() < 0.65 THEN p.at + interval '45 seconds' END
      FROM (SELECT ${end}::timestamptz - d * interval '1 day' - random() * interval '20 hours' AS at
              FROM generate_series(0, ${WEEKS * 7 - 1}) AS d,
                   LATERAL generate_series(1, 20 + (${WEEKS * 7} - d) + CASE WHEN extract(isodow FROM
                     ${end}::timestamptz - d * interval '1 day') < 6 THEN 15 ELSE 0 END) AS n) AS p,
           (SELECT ${trackArray}::uuid[] AS ids) AS t,
           (SELECT ${listenerArray}::uuid[] AS ids) AS l
    RETURNING id`)) as unknown as { rows: unknown[] };
  const favourites = listeners.slice(0, 12).flatMap((listener, i) =>
    [i, i * 3 + 1].map((n) => ({
      listener,
      track: trackIds[n % trackIds.length]!,
      daysAgo: (i * 5) % (WEEKS * 7),
    })),
  );
  for (const f of favourites)
    await database.db.execute(sql`
      INSERT INTO favourites (id, user_id, track_id, created_at)
      VALUES (${favouriteId(f.listener, f.track)}, ${f.listener}, ${f.track},
              ${end}::timestamptz - ${`${f.daysAgo} days`}::interval)
      ON CONFLICT DO NOTHING`);
  await database.db.execute(sql`
    INSERT INTO track_downloads (user_id, track_id, downloaded_at)
    SELECT (${listenerArray}::uuid[])[1 + (n % ${listeners.length})], (${trackArray}::uuid[])[1 + (n * 7) % ${trackIds.length}],
           ${end}::timestamptz - (n % ${WEEKS * 7}) * interval '1 day'
      FROM generate_series(0, 29) AS n`);
  return inserted.rows.length;
}
