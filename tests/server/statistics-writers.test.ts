import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldStatistics } from '../../server/modules/statistics/statistics-fold';
import { startTestApp, type TestApp } from './support/harness';
import { testEnv } from './sync-fixtures';
import { seedHistory, rebuildRollups } from './statistics-fixtures';

/** The artists' counters by the tracks' current artist, and every listener figure, comparable. */
const snapshots = {
  trackDays: `SELECT track_id, day::text, plays, listeners, completed FROM statistics_track_days WHERE plays <> 0`,
  ownerDays: `SELECT owner_id, day::text, plays, listeners, week_listeners, month_listeners
                FROM statistics_owner_days WHERE plays <> 0 OR listeners <> 0`,
  artistDays: `SELECT artist_id, day::text, plays FROM statistics_artist_days WHERE plays <> 0`,
  artistGenreDays: `SELECT artist_id, day::text, genre, plays FROM statistics_artist_genre_days`,
  ownerListeners: `SELECT owner_id, listener_id, days::text FROM statistics_owner_listeners`,
};

/**
 * Writers of statistics events never wait for each other (docs/decisions/0037): no lock is shared by all of
 * them, and what they record is folded into exact rollups. Needs a real PostgreSQL (PGlite runs one
 * transaction at a time).
 */
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('statistics writers on postgres', () => {
  let t: TestApp;
  let h: Awaited<ReturnType<typeof seedHistory>>;
  const clients: pg.Client[] = [];

  const connect = async () => {
    const client = new pg.Client({ connectionString: t.config.databaseUrl! });
    await client.connect();
    clients.push(client);
    return client;
  };
  const plays = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/statistics/summary?from=2025-03-01&to=2025-03-31',
      headers: h.owner.headers(),
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as { plays: number }).plays;
  };
  const snapshot = async () => {
    const result: Record<string, unknown[]> = {};
    for (const [name, query] of Object.entries(snapshots))
      result[name] = (
        (await t.database.db.execute(sql.raw(`${query} ORDER BY 1, 2, 3`))) as unknown as { rows: unknown[] }
      ).rows;
    return result;
  };

  beforeAll(async () => {
    t = await startTestApp('postgres', testEnv);
    h = await seedHistory(t.database);
  });
  afterAll(async () => {
    for (const client of clients) await client.end();
    await t?.close();
  });

  it('lets plays, likes and downloads of one owner’s tracks commit while another play is uncommitted', async () => {
    const before = await plays();
    const slow = await connect();
    const other = await connect();
    await slow.query('begin');
    await slow.query(
      `insert into listens (user_id, track_id, listened_at) values ($1, $2, '2025-03-20T10:00Z')`,
      [h.listeners[0]!.id, h.a1.id],
    );
    // With a lock shared by all writers, each of these waited for the open transaction and timed out.
    await other.query(`set lock_timeout = '1s'`);
    await other.query(
      `insert into listens (user_id, track_id, listened_at) values ($1, $2, '2025-03-20T11:00Z')`,
      [h.listeners[1]!.id, h.a1.id],
    );
    await other.query('insert into favourites (user_id, track_id) values ($1, $2)', [
      h.listeners[1]!.id,
      h.a2.id,
    ]);
    await other.query('insert into track_downloads (user_id, track_id) values ($1, $2)', [
      h.listeners[1]!.id,
      h.b1.id,
    ]);
    expect(await plays()).toBe(before + 1);
    await slow.query('commit');
    expect(await plays()).toBe(before + 2);
  });

  it('files a play recorded before its track changed artist under the new artist, as the backfill does', async () => {
    const slow = await connect();
    await slow.query('begin');
    await slow.query(
      `insert into listens (user_id, track_id, listened_at) values ($1, $2, '2025-03-21T10:00Z')`,
      [h.listeners[2]!.id, h.a2.id],
    );
    // The track moves and is folded while the play, recorded with the old artist, is not yet committed.
    const other = await connect();
    await other.query(`update tracks set main_artist_id = $2, genres = '{folk}' where id = $1`, [
      h.a2.id,
      h.b1.mainArtistId,
    ]);
    await foldStatistics(t.database.db);
    await slow.query('commit');
    await foldStatistics(t.database.db);
    const folded = await snapshot();
    expect(folded.artistGenreDays).toContainEqual(
      expect.objectContaining({ genre: 'folk', day: '2025-03-21' }),
    );

    for (const table of ['statistics_artist_days', 'statistics_artist_genre_days'])
      await t.database.db.execute(sql.raw(`DELETE FROM ${table}`));
    await t.database.db.execute(sql`SELECT cueline_statistics_backfill_artists()`);
    const rebuilt = await snapshot();
    expect(rebuilt.artistDays).toEqual(folded.artistDays);
    expect(rebuilt.artistGenreDays).toEqual(folded.artistGenreDays);
  });

  it('keeps every rollup exact when writers record plays in opposite orders at once, folding meanwhile', async () => {
    const writers = await Promise.all(h.listeners.map(() => connect()));
    const tracks = [h.a1.id, h.a2.id, h.b1.id];
    let folding = true;
    const folds = (async () => {
      while (folding) await foldStatistics(t.database.db);
    })();
    await Promise.all(
      writers.map(async (client, w) => {
        for (let round = 0; round < 5; round += 1) {
          await client.query('begin');
          const order = w % 2 === 0 ? tracks : [...tracks].reverse();
          for (const [i, track] of order.entries())
            await client.query('insert into listens (user_id, track_id, listened_at) values ($1, $2, $3)', [
              h.listeners[w]!.id,
              track,
              `2025-03-${10 + ((round + i) % 9)}T12:00Z`,
            ]);
          await client.query('commit');
        }
      }),
    );
    folding = false;
    await folds;
    await foldStatistics(t.database.db);
    const folded = await snapshot();
    await rebuildRollups(t.database);
    expect(await snapshot()).toEqual(folded);
  });
});
