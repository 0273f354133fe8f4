// The checks of bench/statistics-contention.mjs: rollups equal to the backfill and to the writes counted.
import { isDeepStrictEqual } from 'node:util';

/** Rows with figures of plays: the other counters (likes, orders) are checked against the writes counted. */
const played = 'WHERE plays <> 0 OR listeners <> 0 OR completed <> 0';
/** Every rollup that listens feed, comparable (as tests/server/statistics-backfill.test.ts snapshots them). */
const snapshots = {
  trackDays: `SELECT owner_id, track_id, day::text, plays, listeners, completed FROM statistics_track_days ${played}`,
  trackMonths: `SELECT owner_id, track_id, month::text, plays, listeners, completed FROM statistics_track_months ${played}`,
  ownerDays: `SELECT owner_id, day::text, plays, listeners, completed, week_listeners, month_listeners
                FROM statistics_owner_days ${played} OR week_listeners <> 0 OR month_listeners <> 0`,
  genreDays: `SELECT owner_id, day::text, genre, plays FROM statistics_genre_days`,
  ownerListeners: `SELECT owner_id, listener_id, days::text FROM statistics_owner_listeners`,
  trackListeners: `SELECT track_id, listener_id, days::text FROM statistics_track_listeners`,
  artistListeners: `SELECT owner_id, artist_id, listener_id, days::text FROM statistics_artist_listeners`,
  albumListeners: `SELECT owner_id, album_id, listener_id, days::text FROM statistics_album_listeners`,
  artistDays: `SELECT owner_id, artist_id, day::text, plays, listeners, completed, week_listeners, month_listeners
                 FROM statistics_artist_days ${played} OR week_listeners <> 0 OR month_listeners <> 0`,
  artistGenreDays: `SELECT owner_id, artist_id, day::text || ' ' || genre, plays FROM statistics_artist_genre_days`,
};
const tables = [
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

/** Waits until no recorded event is left to fold into the rollups (at once where writers update them). */
export async function waitUntilFolded(pool) {
  const { rows } = await pool.query(`select to_regclass('statistics_events') is not null as queued`);
  if (!rows[0].queued) return;
  const deadline = Date.now() + 60_000;
  while (Number((await pool.query('select count(*) from statistics_events')).rows[0].count) > 0) {
    if (Date.now() > deadline) throw new Error('statistics events still not folded after 60 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function counts(pool, ownerId) {
  await waitUntilFolded(pool);
  const one = async (query) => Number((await pool.query(query, [ownerId])).rows[0].n ?? 0);
  return {
    likes: await one(`select sum(favourites) n from statistics_owner_days where owner_id = $1`),
    proposals: await one(`select sum(proposals) n from statistics_owner_days where owner_id = $1`),
    trackProposals: await one(`select sum(proposals) n from statistics_track_days where owner_id = $1`),
    artistProposals: await one(`select sum(proposals) n from statistics_artist_days where owner_id = $1`),
  };
}

async function snapshot(pool) {
  const result = {};
  for (const [name, query] of Object.entries(snapshots))
    result[name] = (await pool.query(`${query} ORDER BY 1, 2, 3`)).rows;
  return result;
}

/** Throws unless the writes counted show in the rollups, and the plays' rollups equal a fresh backfill. */
async function exact(pool, ownerId, before, expected) {
  const after = await counts(pool, ownerId);
  const wanted = {
    likes: before.likes + expected.likes,
    proposals: before.proposals + expected.proposals,
    trackProposals: before.trackProposals + expected.proposals,
    artistProposals: before.artistProposals + expected.proposals,
  };
  if (!isDeepStrictEqual(after, wanted))
    throw new Error(`rollups ${JSON.stringify(after)}, counted ${JSON.stringify(wanted)}`);
  const kept = await snapshot(pool);
  const client = await pool.connect();
  try {
    await client.query('begin');
    for (const table of tables) await client.query(`delete from ${table}`);
    await client.query('select cueline_statistics_backfill_listens()');
    await client.query('select cueline_statistics_backfill_coarser()');
    await client.query('select cueline_statistics_backfill_artists()');
    await client.query('commit');
  } finally {
    client.release();
  }
  const rebuilt = await snapshot(pool);
  for (const name of Object.keys(snapshots))
    if (!isDeepStrictEqual(kept[name], rebuilt[name]))
      throw new Error(`${name}: ${kept[name].length} rows kept, ${rebuilt[name].length} rebuilt, not equal`);
}

export const checkRollups = { counts, exact };
