import { z } from 'zod';
import {
  densities,
  genres,
  instruments,
  moods,
  tempoNames,
  trackLanguages,
  trackVersions,
  vocalTypes,
} from './catalog-vocabulary';
import type { ReplicatedFields } from './sync-protocol';

/**
 * The catalogue's documents as the API sends them (docs/product.md §3 Track, Album, Artist), one zod schema each
 * for the wire type, the API operations (src/domain/api/catalog.ts) and, for tracks, the local schema
 * (src/db/schemas/tracks.schema.ts).
 */
const technicalDataSchema = z.object({
  /** Seconds. */
  duration: z.number(),
  /** Bits per second. */
  bitrate: z.number(),
  sampleRate: z.number(),
  channels: z.number(),
  codec: z.string(),
});
export type TechnicalData = z.infer<typeof technicalDataSchema>;

const artistRefSchema = z.object({ id: z.string(), name: z.string() });
export type ArtistRef = z.infer<typeof artistRefSchema>;

export const trackDocumentSchema = z.object({
  id: z.string().max(64),
  title: z.string(),
  mainArtist: artistRefSchema,
  artists: z.array(artistRefSchema),
  album: z.object({ id: z.string(), title: z.string() }).nullable(),
  coverImageUrl: z.string().nullable(),
  /** The mp3 (or the only file); cloudUrlWav the wav, when there is one. */
  cloudUrl: z.string(),
  cloudUrlWav: z.string().nullable(),
  technicalData: technicalDataSchema,
  /** A small waveform for list rows: 100 values 0…1. The full peaks: GET /api/track/peaks/{id}. */
  waveform: z.array(z.number()),
  language: z.enum(trackLanguages).nullable(),
  genres: z.array(z.enum(genres)),
  moods: z.array(z.enum(moods)),
  instruments: z.array(z.enum(instruments)),
  tags: z.array(z.string()),
  tempo: z.enum(tempoNames).nullable(),
  bpm: z.number().nullable(),
  density: z.enum(densities).nullable(),
  vocalType: z.enum(vocalTypes).nullable(),
  isrc: z.string().nullable(),
  explicit: z.boolean(),
  instrumental: z.boolean(),
  version: z.enum(trackVersions),
  releaseDate: z.string().nullable(),
  lyrics: z.string().nullable(),
  comments: z.string().nullable(),
  ownerId: z.string().max(64),
  createdAt: z.string().max(40).meta({ format: 'date-time' }),
  updatedAt: z.string().meta({ format: 'date-time' }),
  seq: z.number().min(0),
  /**
   * True for a composer order's delivery its owner has not published yet (docs/decisions/0061): out of the
   * catalogue, read only by its owner and the order's parties. Absent on every published track.
   */
  unpublished: z.boolean().optional(),
});
export type TrackDocument = z.infer<typeof trackDocumentSchema>;
export type TrackWireDocument = TrackDocument & ReplicatedFields;

/** `GET /api/track/peaks/{id}`: one array per channel of values in −1…1. */
export const trackPeaksSchema = z.object({ duration: z.number(), peaks: z.array(z.array(z.number())) });
export type TrackPeaks = z.infer<typeof trackPeaksSchema>;

export const albumDocumentSchema = z.object({
  id: z.string(),
  title: z.string(),
  artist: artistRefSchema,
  coverImageUrl: z.string().nullable(),
  releaseDate: z.string().nullable(),
  description: z.string().nullable(),
  trackCount: z.number(),
  /** Seconds, all tracks. */
  duration: z.number(),
  ownerId: z.string(),
  createdAt: z.string(),
});
export type AlbumDocument = z.infer<typeof albumDocumentSchema>;

export const artistDocumentSchema = z.object({
  id: z.string(),
  name: z.string(),
  bio: z.string().nullable(),
  website: z.string().nullable(),
  imageUrl: z.string().nullable(),
  trackCount: z.number(),
  albumCount: z.number(),
});
export type ArtistDocument = z.infer<typeof artistDocumentSchema>;

/** One page of a list: `GET /api/album/info`, `GET /api/artist/info`, `GET /api/playlist/info`. */
export const listPageSchema = <Item extends z.ZodType>(item: Item) =>
  z.object({ data: z.array(item), page: z.number(), limit: z.number(), total: z.number() });
export interface ListPage<T> {
  data: T[];
  page: number;
  limit: number;
  total: number;
}

export const albumDetailSchema = albumDocumentSchema.extend({ tracks: z.array(trackDocumentSchema) });
export type AlbumDetail = z.infer<typeof albumDetailSchema>;

export const artistDetailSchema = artistDocumentSchema.extend({
  albums: z.array(albumDocumentSchema),
  tracks: z.array(trackDocumentSchema),
});
export type ArtistDetail = z.infer<typeof artistDetailSchema>;

/** Home page rows: newest releases, albums and artists. */
export const catalogHomeSchema = z.object({
  newReleases: z.array(trackDocumentSchema),
  albums: z.array(albumDocumentSchema),
  artists: z.array(artistDocumentSchema),
});
export type CatalogHome = z.infer<typeof catalogHomeSchema>;

/*
 * The same documents in REST answers (src/domain/api-ids.ts): every object's own id is `_id`. The server
 * answers with `toApiIds` of the documents above; the client keeps `toLocalIds` of the answer.
 */
const artistRefApiSchema = z.object({ _id: z.string(), name: z.string() });

export const trackApiSchema = z.object({
  _id: trackDocumentSchema.shape.id,
  ...trackDocumentSchema.omit({ id: true, mainArtist: true, artists: true, album: true }).shape,
  mainArtist: artistRefApiSchema,
  artists: z.array(artistRefApiSchema),
  album: z.object({ _id: z.string(), title: z.string() }).nullable(),
});
export type TrackApi = z.infer<typeof trackApiSchema>;

export const albumApiSchema = z.object({
  _id: z.string(),
  ...albumDocumentSchema.omit({ id: true, artist: true }).shape,
  artist: artistRefApiSchema,
});
export type AlbumApi = z.infer<typeof albumApiSchema>;

export const artistApiSchema = z.object({
  _id: z.string(),
  ...artistDocumentSchema.omit({ id: true }).shape,
});
export type ArtistApi = z.infer<typeof artistApiSchema>;

export const albumDetailApiSchema = albumApiSchema.extend({ tracks: z.array(trackApiSchema) });
export type AlbumDetailApi = z.infer<typeof albumDetailApiSchema>;

export const artistDetailApiSchema = artistApiSchema.extend({
  albums: z.array(albumApiSchema),
  tracks: z.array(trackApiSchema),
});
export type ArtistDetailApi = z.infer<typeof artistDetailApiSchema>;

export const catalogHomeApiSchema = z.object({
  newReleases: z.array(trackApiSchema),
  albums: z.array(albumApiSchema),
  artists: z.array(artistApiSchema),
});
export type CatalogHomeApi = z.infer<typeof catalogHomeApiSchema>;
