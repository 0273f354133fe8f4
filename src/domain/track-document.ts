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
 * A track as the API sends it and the local `tracks` collection stores it (SPEC.md §3 Track), one zod
 * schema for the wire type and the local schema (src/db/schemas/tracks.schema.ts).
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
});
export type TrackDocument = z.infer<typeof trackDocumentSchema>;
export type TrackWireDocument = TrackDocument & ReplicatedFields;
