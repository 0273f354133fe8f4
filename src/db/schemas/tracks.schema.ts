import type { RxJsonSchema } from 'rxdb';
import { densities, tempoNames, trackLanguages, trackVersions, vocalTypes, type TrackDocument } from '../../domain/catalog';

/** A track as stored locally: the wire document (src/domain/catalog.ts) without `_deleted`. */
export type TrackDocType = TrackDocument;

const ref = {
  type: 'object',
  properties: { id: { type: 'string' }, name: { type: 'string' } },
  required: ['id', 'name'],
} as const;

const stringList = { type: 'array', items: { type: 'string' } } as const;
const nullableEnum = (values: readonly string[]) => ({ type: ['string', 'null'], enum: [...values, null] });

/**
 * The `tracks` collection: the owner's own tracks (replicated, pull-only) and every page of catalogue
 * results the user has seen (written by the search), so revisits and offline browsing are instant.
 */
export const tracksSchema: RxJsonSchema<TrackDocType> = {
  title: 'tracks',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 64 },
    title: { type: 'string' },
    mainArtist: ref,
    artists: { type: 'array', items: ref },
    album: {
      type: ['object', 'null'],
      properties: { id: { type: 'string' }, title: { type: 'string' } },
    },
    coverImageUrl: { type: ['string', 'null'] },
    cloudUrl: { type: 'string' },
    cloudUrlWav: { type: ['string', 'null'] },
    technicalData: {
      type: 'object',
      properties: {
        duration: { type: 'number' },
        bitrate: { type: 'number' },
        sampleRate: { type: 'number' },
        channels: { type: 'number' },
        codec: { type: 'string' },
      },
      required: ['duration', 'bitrate', 'sampleRate', 'channels', 'codec'],
    },
    waveform: { type: 'array', items: { type: 'number' } },
    language: nullableEnum(trackLanguages),
    genres: stringList,
    moods: stringList,
    instruments: stringList,
    tags: stringList,
    tempo: nullableEnum(tempoNames),
    bpm: { type: ['number', 'null'] },
    density: nullableEnum(densities),
    vocalType: nullableEnum(vocalTypes),
    isrc: { type: ['string', 'null'] },
    explicit: { type: 'boolean' },
    instrumental: { type: 'boolean' },
    version: { type: 'string', enum: [...trackVersions] },
    releaseDate: { type: ['string', 'null'] },
    lyrics: { type: ['string', 'null'] },
    comments: { type: ['string', 'null'] },
    ownerId: { type: 'string', maxLength: 64 },
    createdAt: { type: 'string', format: 'date-time', maxLength: 40 },
    updatedAt: { type: 'string', format: 'date-time' },
    seq: { type: 'number', minimum: 0 },
  },
  required: [
    'id',
    'title',
    'mainArtist',
    'artists',
    'album',
    'coverImageUrl',
    'cloudUrl',
    'cloudUrlWav',
    'technicalData',
    'waveform',
    'genres',
    'moods',
    'instruments',
    'tags',
    'explicit',
    'instrumental',
    'version',
    'ownerId',
    'createdAt',
    'updatedAt',
    'seq',
  ],
  indexes: ['createdAt', ['ownerId', 'createdAt']],
  additionalProperties: false,
};
