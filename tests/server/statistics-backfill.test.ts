import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { tracks } from '../../server/db/schema/catalog';
import { foldStatistics } from '../../server/modules/statistics/statistics-fold';
import { topTracks } from '../../server/modules/statistics/statistics-top-tracks.sql';
import { databaseTargets, startTestApp, type TestApp } from './support/harness';
import { testEnv } from './sync-fixtures';
import { createTrack } from './library-fixtures';
import { insertPlays, seedHistory, type Play, clearRollups, backfillRollups } from './statistics-fixtures';

/** Every rollup that listens feed, in one comparable form (bit strings as text, days as YYYY-MM-DD). */
const snapshots = {
  trackDays: `SELECT owner_id, track_id, day::text, plays, listeners, completed FROM statistics_track_days`,
  trackMonths: `SELECT owner_id, track_id, month::text, plays, listeners, completed FROM statistics_track_months`,
  ownerDays: `SELECT owner_id, day::text, plays, listeners, completed, week_listeners, month_listeners
                FROM statistics_owner_days`,
  genreDays: `SELECT owner_id, day::text, genre, plays FROM statistics_genre_days`,
  ownerListeners: `SELECT owner_id, listener_id, days::text FROM statistics_owner_listeners`,
  trackListeners: `SELECT track_id, listener_id, days::text FROM statistics_track_listeners`,
  artistListeners: `SELECT owner_id, artist_id, listener_id, days::text FROM statistics_artist_listeners`,
  albumListeners: `SELECT owner_id, album_id, listener_id, days::text FROM statistics_album_listeners`,
  artistDays: `SELECT owner_id, artist_id, day::text, plays, listeners, completed, week_listeners, month_listeners
                 FROM statistics_artist_days`,
  artistGenreDays: `SELECT owner_id, artist_id, day::text || ' ' || genre AS day_genre, plays
                      FROM statistics_artist_genre_days`,
};

/** The artists' counters that follow their current tracks (not the listeners, kept by the artist played). */
const artistCounters = {
  artistDays: `SELECT owner_id, artist_id, day::text, plays, completed FROM statistics_artist_days
                WHERE plays <> 0 OR completed <> 0`,
  artistGenreDays: snapshots.artistGenreDays,
};

describe.each(databaseTargets)('statistics rollups built by triggers and by the backfill on %s', (target) => {
  let t: TestApp;
  let h: Awaited<ReturnType<typeof seedHistory>>;

  const rows = async (query: string) =>
    ((await t.database.db.execute(sql.raw(`${query} ORDER BY 1, 2, 3`))) as unknown as { rows: unknown[] })
      .rows;
  const snapshot = async () => {
    const result: Record<string, unknown[]> = {};
    for (const [name, query] of Object.entries(snapshots)) result[name] = await rows(query);
    return result;
  };

  beforeAll(async () => {
    t = await startTestApp(target, testEnv);
    h = await seedHistory(t.database);
    // 20 more tracks (8 on the album) and 600 plays of 4 listeners over January–March 2025, inserted by
    // statements of 1–40 plays in shuffled order, a third of them then completed.
    const more = [];
    for (let i = 0; i < 20; i++) more.push((await createTrack(t.database, h.owner.id, `More ${i}`)).id);
    await t.database.db
      .update(tracks)
      .set({ albumId: h.albumId })
      .where(inArray(tracks.id, more.slice(0, 8)));
    await t.database.db
      .update(tracks)
      .set({ genres: ['rock', 'jazz'] })
      .where(eq(tracks.id, more[0]!));
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    const plays: Play[] = [];
    for (let i = 0; i < 600; i++) {
      const track = more[Math.floor(more.length * random() ** 2)]!;
      const at = new Date(Date.UTC(2025, 0, 1) + Math.floor(random() * 90 * 86_400_000));
      plays.push([h.listeners[Math.floor(random() * 4)]!, track, at.toISOString()]);
    }
    plays.sort(() => random() - 0.5);
    for (let i = 0; i < plays.length;) {
      const size = 1 + Math.floor(random() * 40);
      await insertPlays(t.database, plays.slice(i, i + size));
      i += size;
    }
    await t.database.db.execute(sql`
      UPDATE listens SET completed_at = listened_at + interval '40 seconds'
       WHERE id IN (SELECT id FROM listens ORDER BY id LIMIT (SELECT count(*) / 3 FROM listens))`);
    // The writers only recorded events; the rollups are what folding them makes (decision 0037).
    await foldStatistics(t.database.db);
  });
  afterAll(() => t?.close());

  it('finds the same top tracks as counting the listens, whatever depth the lists are read from', async () => {
    const periods = [
      { from: '2025-01-10', to: '2025-03-20' },
      { from: '2025-02-01', to: '2025-02-28' },
      { from: '2025-01-01', to: '2025-03-31' },
      { from: '2025-02-03', to: '2025-02-09' },
    ];
    for (const period of periods) {
      const counted = await t.database.db.execute(sql`
        SELECT l.track_id AS "_id", count(*)::int AS plays,
               count(DISTINCT (l.user_id, (l.listened_at AT TIME ZONE 'UTC')::date))::int AS listeners
          FROM listens l JOIN tracks t ON t.id = l.track_id
         WHERE t.owner_id = ${h.owner.id}
           AND (l.listened_at AT TIME ZONE 'UTC')::date BETWEEN ${period.from} AND ${period.to}
         GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 5`);
      for (const [limit, depth] of [
        [2, 1],
        [5, 1],
        [5, 32],
      ] as const) {
        const top = await topTracks(t.database.db, h.owner.id, null, period, limit, depth);
        expect(top.map((row) => ({ _id: row._id, plays: row.plays, listeners: row.listeners }))).toEqual(
          (counted as unknown as { rows: unknown[] }).rows.slice(0, limit),
        );
      }
    }
  });

  it('builds the same rollups from the listens as the triggers did', async () => {
    const byTriggers = await snapshot();
    expect(byTriggers.trackMonths!.length).toBeGreaterThan(20);
    expect(byTriggers.albumListeners!.length).toBeGreaterThan(0);
    await clearRollups(t.database);
    expect((await snapshot()).trackDays).toEqual([]);
    await backfillRollups(t.database);
    expect(await snapshot()).toEqual(byTriggers);
  });

  it('moves a track’s days to its new artist and genres as the backfill would count them', async () => {
    const [played] = (
      (await t.database.db.execute(sql`
        SELECT track_id FROM statistics_track_days WHERE owner_id = ${h.owner.id}
         GROUP BY 1 ORDER BY sum(plays) DESC LIMIT 1`)) as unknown as { rows: { track_id: string }[] }
    ).rows;
    const before = await rows(artistCounters.artistGenreDays);
    await t.database.db
      .update(tracks)
      .set({ mainArtistId: h.b1.mainArtistId, genres: ['folk'] })
      .where(eq(tracks.id, played!.track_id));
    await foldStatistics(t.database.db);
    const byTriggers: Record<string, unknown[]> = {};
    for (const [name, query] of Object.entries(artistCounters)) byTriggers[name] = await rows(query);
    expect(byTriggers.artistGenreDays).not.toEqual(before);
    expect(byTriggers.artistGenreDays).toContainEqual(
      expect.objectContaining({ day_genre: expect.stringMatching(/ folk$/) }),
    );
    for (const table of ['statistics_artist_days', 'statistics_artist_genre_days'])
      await t.database.db.execute(sql.raw(`DELETE FROM ${table}`));
    await t.database.db.execute(sql`SELECT cueline_statistics_backfill_artists()`);
    for (const [name, query] of Object.entries(artistCounters))
      expect(await rows(query), name).toEqual(byTriggers[name]);
  });
});
