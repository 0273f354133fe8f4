import { z } from 'zod';
import { calendarDaySchema } from './calendar-day-schema';
import {
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  trackFacetGroups,
  trackSorts,
  type TrackSort,
  densities,
  genres,
  instruments,
  moods,
  tempoNames,
  trackLanguages,
  trackVersions,
  vocalTypes,
} from './catalog-vocabulary';

/**
 * The catalogue shared by client and server (docs/product.md §3 Track, Album, Artist; §5; §7 Tracks; §9): the
 * upload form (the same schema validates the form and the multipart request), the search query and the
 * wire documents. The fixed lists live in catalog-vocabulary.ts and are exported from here as well.
 */
export * from './catalog-vocabulary';
export * from './catalog-documents';
import { trackApiSchema, trackDocumentSchema } from './catalog-documents';

// Limits (docs/product.md §9 leaves them open; these are ours).
const TRACK_TITLE_MAX = 200;
const ARTIST_NAME_MAX = 120;
const TAG_MAX = 40;
export const TAGS_MAX = 20;
export const FEATURED_ARTISTS_MAX = 10;
const LYRICS_MAX = 20_000;
const COMMENTS_MAX = 2_000;
const BIO_MAX = 5_000;
export const AUDIO_MAX_BYTES = 100 * 1024 * 1024;
export const COVER_MAX_BYTES = 10 * 1024 * 1024;
/** Edge of a stored cover in pixels: uploads are cropped and scaled to it, demo covers are drawn at it. */
export const COVER_PIXELS = 600;
const SEARCH_MAX = 200;

/** ISRC: country (2 letters), registrant (3 alphanumerics), year (2 digits), designation (5 digits); dashes optional. */
const ISRC_PATTERN = /^[A-Z]{2}-?[A-Z0-9]{3}-?\d{2}-?\d{5}$/;

const requiredText = (max: number) =>
  z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, { message: 'validation.required' })
    .max(max, { message: 'validation.tooLong' });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: 'validation.tooLong' })
    .optional()
    .transform((value) => (value ? value : undefined));

/** Chip lists: unique values from a fixed list. */
const chips = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .array(z.enum(values, { message: 'validation.unknownOption' }))
    .max(values.length)
    .default([])
    .transform((list) => [...new Set(list)]);

const formBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', 'on', '1', '0'])])
  .default(false)
  .transform((value) => value === true || value === 'true' || value === 'on' || value === '1');

const isoDate = calendarDaySchema;

/**
 * The track upload form and `POST /api/track/create`'s fields (docs/product.md §5 form-data rule: arrays as
 * `name[]`, booleans as text). Files (`audio`, `audioWav`, `cover`) travel beside these fields.
 */
export const trackFieldsSchema = z.object({
  title: requiredText(TRACK_TITLE_MAX),
  mainArtist: requiredText(ARTIST_NAME_MAX),
  artists: z.array(requiredText(ARTIST_NAME_MAX)).max(FEATURED_ARTISTS_MAX).default([]),
  album: optionalText(TRACK_TITLE_MAX),
  genres: chips(genres),
  moods: chips(moods),
  instruments: chips(instruments),
  tags: z
    .array(z.string().trim().min(1).max(TAG_MAX, { message: 'validation.tooLong' }))
    .max(TAGS_MAX, { message: 'validation.tooMany' })
    .default([])
    .transform((list) => [...new Set(list.map((tag) => tag.toLowerCase()))]),
  tempo: z.enum(tempoNames, { message: 'validation.unknownOption' }).optional(),
  bpm: z.coerce
    .number({ message: 'validation.number' })
    .int({ message: 'validation.number' })
    .min(20, { message: 'validation.bpmRange' })
    .max(300, { message: 'validation.bpmRange' })
    .optional(),
  density: z.enum(densities, { message: 'validation.unknownOption' }).optional(),
  vocalType: z.enum(vocalTypes, { message: 'validation.unknownOption' }).optional(),
  language: z.enum(trackLanguages, { message: 'validation.unknownOption' }).optional(),
  isrc: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value.toUpperCase() : undefined))
    .refine((value) => value === undefined || ISRC_PATTERN.test(value), { message: 'validation.isrc' })
    .transform((value) => value?.replace(/-/g, '')),
  explicit: formBoolean,
  instrumental: formBoolean,
  version: z.enum(trackVersions, { message: 'validation.unknownOption' }).default('original'),
  releaseDate: isoDate.optional(),
  lyrics: optionalText(LYRICS_MAX),
  comments: optionalText(COMMENTS_MAX),
});
export type TrackFieldsInput = z.input<typeof trackFieldsSchema>;
export type TrackFields = z.output<typeof trackFieldsSchema>;

/** Fields sent as repeated `name[]` keys in multipart (docs/product.md §5). */
export const trackArrayFields = ['artists', 'genres', 'moods', 'instruments', 'tags'] as const;

/** Album create/edit (owner); the cover travels as a file beside these fields. */
export const albumFieldsSchema = z.object({
  title: requiredText(TRACK_TITLE_MAX),
  artist: requiredText(ARTIST_NAME_MAX),
  releaseDate: isoDate.optional(),
  description: optionalText(COMMENTS_MAX),
});
export type AlbumFieldsInput = z.input<typeof albumFieldsSchema>;

/** Artist profile edit: bio and website. */
export const artistFieldsSchema = z.object({
  bio: optionalText(BIO_MAX),
  website: z
    .string()
    .trim()
    .optional()
    .refine((value) => !value || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(value), {
      message: 'validation.invalidUrl',
    })
    .transform((value) => (value ? value : undefined)),
});
export type ArtistFieldsInput = z.input<typeof artistFieldsSchema>;

const repeated = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.enum(values), z.array(z.enum(values))])
    .optional()
    .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]));

const queryBoolean = z
  .enum(['true', 'false'])
  .optional()
  .transform((value) => (value === undefined ? undefined : value === 'true'));

/** `GET /api/track/info` query (docs/product.md §7: page, limit, sort, filters as extra keys, chips repeated). */
export const trackQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
  search: z.string().trim().max(SEARCH_MAX, { message: 'validation.tooLong' }).optional(),
  sort: z.enum(trackSorts as unknown as [TrackSort, ...TrackSort[]]).optional(),
  genres: repeated(genres),
  moods: repeated(moods),
  instruments: repeated(instruments),
  tempo: repeated(tempoNames),
  density: repeated(densities),
  vocalType: repeated(vocalTypes),
  language: repeated(trackLanguages),
  version: repeated(trackVersions),
  explicit: queryBoolean,
  instrumental: queryBoolean,
  artistId: z.uuid().optional(),
  albumId: z.uuid().optional(),
  /** `me`: only the caller's own tracks (owner). */
  owner: z.literal('me').optional(),
});
export type TrackQueryInput = z.input<typeof trackQuerySchema>;
export type TrackQuery = z.output<typeof trackQuerySchema>;

/** Counts per value of each chip group, over the results with every other group's filter applied. */
const trackFacetsSchema = z.record(z.enum(trackFacetGroups), z.record(z.string(), z.number()));
export type TrackFacets = z.infer<typeof trackFacetsSchema>;

/** `GET /api/track/info`: one page of a search. */
export const trackPageSchema = z.object({
  data: z.array(trackDocumentSchema),
  page: z.number(),
  limit: z.number(),
  total: z.number(),
  facets: trackFacetsSchema,
  /**
   * True when `total` and `facets` are estimates (rounded, from a sample of the catalogue): a search with
   * very many matches is not counted exactly. The client shows them as approximate.
   */
  totalIsEstimate: z.boolean(),
  /**
   * Groups whose facet counts are estimates: every group when `totalIsEstimate`; else the chosen chip groups
   * of a search whose words match very many tracks (each such group counts without its own chips).
   */
  estimatedFacets: z.array(z.enum(trackFacetGroups)),
});
export type TrackPage = z.infer<typeof trackPageSchema>;

/** `GET /api/track/info` as answered: the page with its tracks' ids as `_id` (src/domain/api-ids.ts). */
export const trackPageApiSchema = trackPageSchema.extend({ data: z.array(trackApiSchema) });
export type TrackPageApi = z.infer<typeof trackPageApiSchema>;

/** `GET /api/album/info` and `GET /api/artist/info`. */
export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
  search: z.string().trim().max(SEARCH_MAX, { message: 'validation.tooLong' }).optional(),
  artistId: z.uuid().optional(),
  owner: z.literal('me').optional(),
  sort: z.enum(['newest', 'title']).default('newest'),
});
export type ListQuery = z.output<typeof listQuerySchema>;

/** Artist list orders: newest, name A–Z, or by track count (fewest or most first, ties A–Z). */
const artistSorts = ['newest', 'title', 'tracksAsc', 'tracksDesc'] as const;
export type ArtistSort = (typeof artistSorts)[number];

/** `GET /api/artist/info`: the list query with the artist orders. */
export const artistListQuerySchema = listQuerySchema.extend({ sort: z.enum(artistSorts).default('newest') });
export type ArtistListQuery = z.output<typeof artistListQuerySchema>;
