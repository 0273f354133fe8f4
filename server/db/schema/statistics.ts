import {
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { tracks } from './catalog';
import { users } from './users';

/** One bit per day since 2020-01-01 (bit 0, leftmost): the days a listener played (decision 0017). */
const dayBits = customType<{ data: string }>({ dataType: () => 'bit varying' });

const counters = () => ({
  plays: integer('plays').notNull().default(0),
  /** Distinct listeners of the day (in a month's row: the sum of its days'). */
  listeners: integer('listeners').notNull().default(0),
  /** Plays listened past 30 s. */
  completed: integer('completed').notNull().default(0),
  favourites: integer('favourites').notNull().default(0),
  playlistAdds: integer('playlist_adds').notNull().default(0),
  downloads: integer('downloads').notNull().default(0),
  requests: integer('requests').notNull().default(0),
  proposals: integer('proposals').notNull().default(0),
  approved: integer('approved').notNull().default(0),
});

/**
 * Daily rollups of one track (UTC days), kept by triggers in the transaction of the event
 * (migration 0025, docs/decisions/0017-statistics-rollups.md). Requests, proposals and approvals count
 * the order lines of the track.
 */
export const statisticsTrackDays = pgTable(
  'statistics_track_days',
  {
    ownerId: uuid('owner_id').notNull(),
    trackId: uuid('track_id')
      .notNull()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    ...counters(),
  },
  (t) => [
    primaryKey({ columns: [t.ownerId, t.day, t.trackId] }),
    index('statistics_track_days_track').on(t.trackId, t.day),
    /** A day's tracks by plays: the lists the top tracks read from the top (decision 0021). */
    index('statistics_track_days_plays').on(t.ownerId, t.day, t.plays.desc()),
    /**
     * A track's days with their plays and listeners in the index (decision 0022): top tracks' exact totals
     * read a candidate's edge days as one range, without a heap page per day.
     */
    index('statistics_track_days_totals').on(t.ownerId, t.trackId, t.day, t.plays, t.listeners),
  ],
);

/**
 * Monthly rollups of one track (`month` is the month's first day): the sums of its days, kept by the same
 * triggers (migration 0034, docs/decisions/0021-statistics-rollups-coarser.md).
 */
export const statisticsTrackMonths = pgTable(
  'statistics_track_months',
  {
    ownerId: uuid('owner_id').notNull(),
    trackId: uuid('track_id')
      .notNull()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    month: date('month').notNull(),
    ...counters(),
  },
  (t) => [
    primaryKey({ columns: [t.ownerId, t.trackId, t.month] }),
    index('statistics_track_months_plays').on(t.ownerId, t.month, t.plays.desc()),
    index('statistics_track_months_track').on(t.trackId, t.month),
  ],
);

/** Daily rollups of one owner: the sums of their tracks' days; requests and proposals count orders. */
export const statisticsOwnerDays = pgTable(
  'statistics_owner_days',
  {
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    ...counters(),
    /** Listeners whose first play of the day's ISO week (Monday first) was on this day. */
    weekListeners: integer('week_listeners').notNull().default(0),
    /** Listeners whose first play of the day's month was on this day. */
    monthListeners: integer('month_listeners').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.day] })],
);

/** Plays per genre of the track at play time ('' for none), per owner and day. */
export const statisticsGenreDays = pgTable(
  'statistics_genre_days',
  {
    ownerId: uuid('owner_id').notNull(),
    day: date('day').notNull(),
    genre: text('genre').notNull(),
    plays: integer('plays').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.day, t.genre] })],
);

/** The days each listener played any of an owner's tracks: distinct listeners of any period, exactly. */
export const statisticsOwnerListeners = pgTable(
  'statistics_owner_listeners',
  {
    ownerId: uuid('owner_id').notNull(),
    listenerId: uuid('listener_id').notNull(),
    days: dayBits('days').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.listenerId] })],
);

/** The days each listener played one track: distinct listeners of a track, album or artist. */
export const statisticsTrackListeners = pgTable(
  'statistics_track_listeners',
  {
    trackId: uuid('track_id')
      .notNull()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    listenerId: uuid('listener_id').notNull(),
    days: dayBits('days').notNull(),
  },
  (t) => [primaryKey({ columns: [t.trackId, t.listenerId] })],
);

/** The days each listener played an owner's tracks of one album (the album of the track at play time). */
export const statisticsAlbumListeners = pgTable(
  'statistics_album_listeners',
  {
    ownerId: uuid('owner_id').notNull(),
    albumId: uuid('album_id').notNull(),
    listenerId: uuid('listener_id').notNull(),
    days: dayBits('days').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.albumId, t.listenerId] })],
);

/** The days each listener played an owner's tracks of one main artist (the track's at play time). */
export const statisticsArtistListeners = pgTable(
  'statistics_artist_listeners',
  {
    ownerId: uuid('owner_id').notNull(),
    artistId: uuid('artist_id').notNull(),
    listenerId: uuid('listener_id').notNull(),
    days: dayBits('days').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.artistId, t.listenerId] })],
);

/**
 * Daily rollups of an owner's tracks of one main artist (migration 0036, docs/decisions/0022-statistics-artist-rollups.md):
 * the counters are the sums of the artist's current tracks' days (a track that changes artist takes its days
 * along); `listeners`, `weekListeners` and `monthListeners` are the listeners whose first play of the day,
 * week or month of the artist was that day, by the artist of the track at play time, as its listener bits.
 */
export const statisticsArtistDays = pgTable(
  'statistics_artist_days',
  {
    ownerId: uuid('owner_id').notNull(),
    artistId: uuid('artist_id').notNull(),
    day: date('day').notNull(),
    ...counters(),
    weekListeners: integer('week_listeners').notNull().default(0),
    monthListeners: integer('month_listeners').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.artistId, t.day] })],
);

/** Plays per genre ('' for none) of an owner's tracks of one main artist, by their current genres, per day. */
export const statisticsArtistGenreDays = pgTable(
  'statistics_artist_genre_days',
  {
    ownerId: uuid('owner_id').notNull(),
    artistId: uuid('artist_id').notNull(),
    day: date('day').notNull(),
    genre: text('genre').notNull(),
    plays: integer('plays').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.artistId, t.day, t.genre] })],
);

/** One download of a track's audio (`GET /api/track/download/{id}` from its first byte). */
export const trackDownloads = pgTable(
  'track_downloads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    trackId: uuid('track_id')
      .notNull()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('track_downloads_track').on(t.trackId)],
);
