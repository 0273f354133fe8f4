import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { albums, tracks } from '../../server/db/schema/catalog';
import { createTestUser, type TestUser } from './sync-fixtures';
import { createTrack } from './library-fixtures';

/** Plays recorded in the past: `[listener, track, UTC timestamp]`, inserted by one statement (the triggers). */
export type Play = [TestUser, string, string];

export async function insertPlays(database: Database, plays: Play[]) {
  const values = plays.map(
    ([user, track, at]) => sql`(${user.id}::uuid, ${track}::uuid, ${at}::timestamptz)`,
  );
  await database.db.execute(
    sql`INSERT INTO listens (user_id, track_id, listened_at) VALUES ${sql.join(values, sql`, `)}`,
  );
}

/**
 * An owner's history around March 2025: tracks A1 and A2 of artist X and album Al, B1 of another artist,
 * and a rival owner's track of the same artist X. Listeners 1–4; the days of one week arrive out of order.
 */
export async function seedHistory(database: Database) {
  const [owner, rival, l1, l2, l3, l4] = [
    await createTestUser(database, ['owner']),
    await createTestUser(database, ['owner']),
    await createTestUser(database),
    await createTestUser(database),
    await createTestUser(database),
    await createTestUser(database),
  ];
  const a1 = await createTrack(database, owner.id, 'A1');
  const a2 = await createTrack(database, owner.id, 'A2');
  const b1 = await createTrack(database, owner.id, 'B1');
  const r1 = await createTrack(database, rival.id, 'R1');
  const artistId = a1.mainArtistId;
  const [album] = await database.db
    .insert(albums)
    .values({ title: 'Al', artistId, ownerId: owner.id })
    .returning();
  for (const track of [a1, a2])
    await database.db
      .update(tracks)
      .set({ albumId: album!.id, mainArtistId: artistId, genres: ['ambient'] })
      .where(eq(tracks.id, track.id));
  await database.db.update(tracks).set({ mainArtistId: artistId }).where(eq(tracks.id, r1.id));

  await insertPlays(database, [
    [l1, a1.id, '2025-03-05T10:00:00Z'],
    [l2, a1.id, '2025-03-05T11:00:00Z'],
    [l1, b1.id, '2025-03-05T12:00:00Z'],
    [l3, r1.id, '2025-03-05T12:00:00Z'],
    [l4, r1.id, '2025-03-05T13:00:00Z'],
  ]);
  // An earlier day of the same week after a later one: listener 1's first play of the week moves.
  await insertPlays(database, [[l1, a2.id, '2025-03-04T09:00:00Z']]);
  await insertPlays(database, [
    [l3, a1.id, '2025-02-27T08:00:00Z'],
    [l2, b1.id, '2025-03-10T08:00:00Z'],
    [l4, a1.id, '2025-03-31T23:59:00Z'],
    [l4, a1.id, '2025-04-01T00:01:00Z'],
    [l1, a1.id, '2025-04-15T07:00:00Z'],
    [l1, a1.id, '2025-04-15T08:00:00Z'],
    [l1, a1.id, '2025-04-15T09:00:00Z'],
  ]);
  return { owner, rival, listeners: [l1, l2, l3, l4], a1, a2, b1, r1, artistId, albumId: album!.id };
}

/** Every rollup table of the statistics (migrations 0031, 0035, 0036). */
const rollupTables = [
  'statistics_track_days',
  'statistics_track_months',
  'statistics_owner_days',
  'statistics_genre_days',
  'statistics_owner_listeners',
  'statistics_track_listeners',
  'statistics_artist_listeners',
  'statistics_album_listeners',
  'statistics_artist_days',
  'statistics_artist_genre_days',
];

/** Empties every rollup table. */
export async function clearRollups(database: Database) {
  for (const table of rollupTables) await database.db.execute(sql.raw(`DELETE FROM ${table}`));
}

/** Builds the rollups with the backfills, as a migration of existing data does. */
export async function backfillRollups(database: Database) {
  await database.db.execute(sql`SELECT cueline_statistics_backfill_listens()`);
  await database.db.execute(sql`SELECT cueline_statistics_backfill_coarser()`);
  await database.db.execute(sql`SELECT cueline_statistics_backfill_artists()`);
}

/** Empties every rollup and builds it again with the backfills. */
export async function rebuildRollups(database: Database) {
  await clearRollups(database);
  await backfillRollups(database);
}
