import { date, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { tracks } from './catalog';

/**
 * Statistics events waiting to be folded into the rollups (docs/decisions/0037-statistics-without-a-global-lock.md).
 * The statement triggers of `listens`, `favourites`, `playlists`, `track_downloads`, `orders`, `order_lines`
 * and `tracks` append rows here instead of updating shared rollup rows; `cueline_statistics_fold()` takes a
 * batch, adds it to the rollups and deletes it in one transaction. No key and no index: an append is one heap
 * insert, and the fold's result does not depend on the order it takes events in.
 * - `play`: plays of a track by a listener on a day (`amount`, `completed` of them), with the track's owner,
 *   main artist, album and genres at play time;
 * - `track`: `amount` of `metric` for a track and its owner's day; `line`: for the track only (order lines);
 * - `owner`: `amount` of `metric` for an owner's day (orders);
 * - `moved`: the track's main artist or genres changed (its days move to the new ones).
 */
export const statisticsEvents = pgTable('statistics_events', {
  kind: text('kind').notNull(),
  metric: text('metric'),
  ownerId: uuid('owner_id'),
  trackId: uuid('track_id'),
  listenerId: uuid('listener_id'),
  artistId: uuid('artist_id'),
  albumId: uuid('album_id'),
  genres: text('genres').array(),
  day: date('day'),
  amount: integer('amount').notNull().default(0),
  completed: integer('completed').notNull().default(0),
});

/**
 * The main artist and genres under which a track's counters are filed in `statistics_artist_days` and
 * `statistics_artist_genre_days`: kept by the fold alone, so a `moved` event moves exactly what was filed.
 */
export const statisticsTrackArtists = pgTable('statistics_track_artists', {
  trackId: uuid('track_id')
    .primaryKey()
    .references(() => tracks.id, { onDelete: 'cascade' }),
  artistId: uuid('artist_id').notNull(),
  genres: text('genres').array().notNull(),
});
