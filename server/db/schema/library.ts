import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { changefeedColumns } from './changefeed';
import { tracks } from './catalog';
import { users } from './users';

/** A user's liked track (docs/product.md §3 Favourite tracks); replicated as `favourites`. */
export const favourites = pgTable(
  'favourites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    trackId: uuid('track_id')
      .notNull()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ...changefeedColumns(),
  },
  (t) => [
    uniqueIndex('favourites_user_track').on(t.userId, t.trackId),
    index('favourites_user_seq').on(t.userId, t.seq),
  ],
);

/** One listen (docs/product.md §4: recorded whenever a track starts); replicated as `history`. */
export const listens = pgTable(
  'listens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    trackId: uuid('track_id')
      .notNull()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    listenedAt: timestamp('listened_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the listener passed 30 s of the track (a completed play, counted in the statistics). */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    ...changefeedColumns(),
  },
  (t) => [
    index('listens_user_seq').on(t.userId, t.seq),
    index('listens_user_time').on(t.userId, t.listenedAt),
    index('listens_track').on(t.trackId),
  ],
);

/**
 * The last counted listen of each user and track: its key makes a repeat within LISTEN_REPEAT_MS count
 * once (`insert … on conflict`, listens.repository.ts) without serialising other writes. Not replicated.
 */
export const lastListens = pgTable(
  'last_listens',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    trackId: uuid('track_id')
      .notNull()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    listenId: uuid('listen_id').notNull(),
    listenedAt: timestamp('listened_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.trackId] })],
);

/** Playlists (docs/product.md §3): ordered track ids, public or private, shareable by an unguessable token. */
export const playlists = pgTable(
  'playlists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The profile it belongs to: playlists/{role}. */
    role: text('role').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    coverKey: text('cover_key'),
    coverColor: text('cover_color'),
    isPublic: boolean('is_public').notNull().default(false),
    trackIds: uuid('track_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    shareToken: text('share_token'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ...changefeedColumns(),
  },
  (t) => [
    index('playlists_owner_seq').on(t.ownerId, t.seq),
    uniqueIndex('playlists_share_token').on(t.shareToken),
  ],
);

export type FavouriteRow = typeof favourites.$inferSelect;
export type ListenRow = typeof listens.$inferSelect;
export type PlaylistRow = typeof playlists.$inferSelect;
