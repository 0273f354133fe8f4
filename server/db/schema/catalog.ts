import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ArtistRef } from '../../../src/domain/catalog';
import { changefeedColumns } from './changefeed';
import { users } from './users';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Artists (docs/product.md §3): found by name (case-insensitive) when a track or album names them. */
export const artists = pgTable(
  'artists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    bio: text('bio'),
    website: text('website'),
    imageKey: text('image_key'),
    /** The user who first named the artist; may edit the bio and website. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ...changefeedColumns(),
  },
  (t) => [
    uniqueIndex('artists_name_key').on(sql`lower(${t.name})`),
    index('artists_name_trgm').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);

/** Albums (releases) of an owner. */
export const albums = pgTable(
  'albums',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    artistId: uuid('artist_id')
      .notNull()
      .references(() => artists.id),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    coverKey: text('cover_key'),
    releaseDate: date('release_date'),
    description: text('description'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ...changefeedColumns(),
  },
  (t) => [
    index('albums_owner').on(t.ownerId),
    index('albums_artist').on(t.artistId),
    index('albums_created').on(t.createdAt),
  ],
);

/**
 * Tracks (docs/product.md §3 Track). `artists` keeps the featured artists as {id, name} (names never change);
 * `search_text` (title, artists, album, tags) is written by the repository and feeds the trigram index;
 * `search_vector` adds the lyrics for full-text search.
 */
export const tracks = pgTable(
  'tracks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    mainArtistId: uuid('main_artist_id')
      .notNull()
      .references(() => artists.id),
    /** Denormalised for the wire document; artist names never change, album titles are copied on rename. */
    mainArtistName: text('main_artist_name').notNull(),
    artists: jsonb('artists').$type<ArtistRef[]>().notNull().default([]),
    albumId: uuid('album_id').references(() => albums.id, { onDelete: 'set null' }),
    albumTitle: text('album_title'),
    genres: text('genres')
      .array()
      .notNull()
      .default(sql`'{}'`),
    moods: text('moods')
      .array()
      .notNull()
      .default(sql`'{}'`),
    instruments: text('instruments')
      .array()
      .notNull()
      .default(sql`'{}'`),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'`),
    tempo: text('tempo'),
    bpm: integer('bpm'),
    density: text('density'),
    vocalType: text('vocal_type'),
    language: text('language'),
    isrc: text('isrc'),
    explicit: boolean('explicit').notNull().default(false),
    instrumental: boolean('instrumental').notNull().default(false),
    version: text('version').notNull().default('original'),
    releaseDate: date('release_date'),
    lyrics: text('lyrics'),
    comments: text('comments'),
    audioKey: text('audio_key').notNull(),
    audioType: text('audio_type').notNull(),
    audioWavKey: text('audio_wav_key'),
    coverKey: text('cover_key'),
    duration: real('duration').notNull(),
    bitrate: integer('bitrate').notNull(),
    sampleRate: integer('sample_rate').notNull(),
    channels: integer('channels').notNull(),
    codec: text('codec').notNull(),
    /** 100 values 0…1 for list rows. */
    waveform: real('waveform')
      .array()
      .notNull()
      .default(sql`'{}'`),
    searchText: text('search_text').notNull().default(''),
    /** Hidden by an admin: the row is `deleted` too, so it leaves the search and replicas; restoring clears both. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    /**
     * A track delivered into a composer order (server/modules/tasks) stays out of the catalogue until its
     * owner publishes it (issue 26 §3, docs/decisions/0061): no `track_search` row, no facet counts, not in
     * album, artist or home lists; its owner and the order's customer and project members still read it.
     */
    unpublished: boolean('unpublished').notNull().default(false),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', search_text), 'A') || setweight(to_tsvector('simple', coalesce(lyrics, '')), 'C')`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ...changefeedColumns(),
  },
  (t) => [
    index('tracks_owner_seq').on(t.ownerId, t.seq),
    index('tracks_created').on(t.createdAt),
    index('tracks_title').on(sql`lower(${t.title})`),
    index('tracks_duration').on(t.duration),
    index('tracks_release').on(t.releaseDate),
    index('tracks_album').on(t.albumId),
    index('tracks_main_artist').on(t.mainArtistId),
    // The newest change of any track: the key of the search cache (server/modules/catalog/track-search.repository.ts).
    index('tracks_seq').on(t.seq),
    index('tracks_hidden').on(t.hiddenAt),
  ],
);

/**
 * The search side of each live track (migration 0008): only what a search filters, counts and sorts on, so
 * totals and facets read narrow rows and the page's wide `tracks` rows are fetched by id. Written only by
 * the `tracks_search_sync` trigger in the same transaction as the track row; a deleted track has no row.
 * `meta_vector` is the title, artists, album and tags (the cheap relevance tier); `search_vector` adds the
 * lyrics and is kept out of line (toast_tuple_target), so scans of the chip columns do not read it.
 */
export const trackSearch = pgTable(
  'track_search',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id').notNull(),
    mainArtistId: uuid('main_artist_id').notNull(),
    albumId: uuid('album_id'),
    genres: text('genres').array().notNull(),
    moods: text('moods').array().notNull(),
    instruments: text('instruments').array().notNull(),
    tempo: text('tempo'),
    density: text('density'),
    vocalType: text('vocal_type'),
    language: text('language'),
    version: text('version').notNull(),
    explicit: boolean('explicit').notNull(),
    instrumental: boolean('instrumental').notNull(),
    titleKey: text('title_key').notNull(),
    duration: real('duration').notNull(),
    releaseDate: date('release_date'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    searchText: text('search_text').notNull(),
    metaVector: tsvector('meta_vector').notNull(),
    searchVector: tsvector('search_vector').notNull(),
    // Chips as integers (functions of migration 0012): a bitmask per array group, a 1-based code per scalar
    // group (0: none), so filters test bits and facets group small integers instead of unnesting arrays.
    genreBits: integer('genre_bits')
      .notNull()
      .generatedAlwaysAs(sql`cueline_chip_bits('genres', genres)`),
    moodBits: integer('mood_bits')
      .notNull()
      .generatedAlwaysAs(sql`cueline_chip_bits('moods', moods)`),
    instrumentBits: integer('instrument_bits')
      .notNull()
      .generatedAlwaysAs(sql`cueline_chip_bits('instruments', instruments)`),
    tempoCode: smallint('tempo_code')
      .notNull()
      .generatedAlwaysAs(sql`cueline_chip_code('tempo', tempo)`),
    densityCode: smallint('density_code')
      .notNull()
      .generatedAlwaysAs(sql`cueline_chip_code('density', density)`),
    vocalCode: smallint('vocal_code')
      .notNull()
      .generatedAlwaysAs(sql`cueline_chip_code('vocalType', vocal_type)`),
    languageCode: smallint('language_code')
      .notNull()
      .generatedAlwaysAs(sql`cueline_chip_code('language', language)`),
    versionCode: smallint('version_code')
      .notNull()
      .generatedAlwaysAs(sql`cueline_chip_code('version', version)`),
    /** One track in eight by a hash of the id: the sample large match sets are estimated from. */
    sample: boolean('sample')
      .notNull()
      .generatedAlwaysAs(sql`(hashtext(id::text) & 7) = 0`),
  },
  (t) => [
    // Newest first with every integer chip column: default-order pages and the counts of filter-only searches
    // are index-only scans of this (~1/8 of the table's size) instead of reads of the rows.
    index('track_search_created_chips').on(
      t.createdAt,
      t.id,
      t.genreBits,
      t.moodBits,
      t.instrumentBits,
      t.tempoCode,
      t.densityCode,
      t.vocalCode,
      t.languageCode,
      t.versionCode,
      t.explicit,
      t.instrumental,
    ),
    index('track_search_title').on(t.titleKey, t.id),
    index('track_search_duration').on(t.duration, t.id),
    index('track_search_release').on(t.releaseDate, t.id),
    index('track_search_owner').on(t.ownerId),
    index('track_search_artist').on(t.mainArtistId),
    index('track_search_album').on(t.albumId),
    index('track_search_meta').using('gin', t.metaVector),
    index('track_search_vector').using('gin', t.searchVector),
    index('track_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('track_search_vector_sample')
      .using('gin', t.searchVector)
      .where(sql`sample`),
    index('track_search_genres').using('gin', t.genres),
    index('track_search_moods').using('gin', t.moods),
    index('track_search_instruments').using('gin', t.instruments),
  ],
);

/**
 * Counts of live tracks per chip value (`group` a facet group, `value` a chip) and the total (`group` and
 * `value` empty): the facets of the whole catalogue without a scan. Kept by statement triggers on
 * `tracks` (migration 0011) from the transition tables, so a bulk insert updates each count row once.
 */
export const trackFacetCounts = pgTable(
  'track_facet_counts',
  {
    group: text('grp').notNull(),
    value: text('value').notNull(),
    count: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.group, t.value] })],
);

/** Full waveform peaks of a track (8,000 points per channel), kept apart from the row lists read. */
export const trackPeaks = pgTable('track_peaks', {
  trackId: uuid('track_id')
    .primaryKey()
    .references(() => tracks.id, { onDelete: 'cascade' }),
  duration: real('duration').notNull(),
  peaks: jsonb('peaks').$type<number[][]>().notNull(),
});

export type ArtistRow = typeof artists.$inferSelect;
export type AlbumRow = typeof albums.$inferSelect;
export type TrackRow = typeof tracks.$inferSelect;
