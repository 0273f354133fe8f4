import type { RxJsonSchema } from 'rxdb';
import {
  PLAYLIST_DESCRIPTION_MAX,
  PLAYLIST_NAME_MAX,
  PLAYLIST_TRACKS_MAX,
  playlistColors,
  playlistRoles,
} from '../../src/domain/library';
import { notificationTypes } from '../../src/domain/notifications';
import { densities, tempoNames, trackLanguages, trackVersions, vocalTypes } from '../../src/domain/catalog';

/**
 * The local schemas as they were written by hand before they were derived from src/domain, at the
 * versions that shipped. A derived schema must equal its shipped one (same meaning, same RxDB schema
 * hash) or come with a new version and a migration strategy.
 */
type Shipped = RxJsonSchema<Record<string, unknown>>;

export const shippedFavourites: Shipped = {
  title: 'favourites',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 64 },
    trackId: { type: 'string', maxLength: 64 },
    createdAt: { type: 'string', format: 'date-time', maxLength: 40 },
    updatedAt: { type: 'string', format: 'date-time' },
    seq: { type: 'number', minimum: 0 },
  },
  required: ['id', 'trackId', 'createdAt', 'updatedAt', 'seq'],
  indexes: ['trackId', 'createdAt'],
  additionalProperties: false,
};

export const shippedHistory: Shipped = {
  title: 'history',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 64 },
    trackId: { type: 'string', maxLength: 64 },
    listenedAt: { type: 'string', format: 'date-time', maxLength: 40 },
    updatedAt: { type: 'string', format: 'date-time' },
    seq: { type: 'number', minimum: 0 },
  },
  required: ['id', 'trackId', 'listenedAt', 'updatedAt', 'seq'],
  indexes: ['listenedAt'],
  additionalProperties: false,
};

export const shippedPlaylists: Shipped = {
  title: 'playlists',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 64 },
    name: { type: 'string', maxLength: PLAYLIST_NAME_MAX },
    description: { type: ['string', 'null'], maxLength: PLAYLIST_DESCRIPTION_MAX },
    coverImageUrl: { type: ['string', 'null'] },
    coverColor: { type: ['string', 'null'], enum: [...playlistColors, null] },
    isPublic: { type: 'boolean' },
    role: { type: 'string', enum: [...playlistRoles], maxLength: 16 },
    trackIds: { type: 'array', items: { type: 'string' }, maxItems: PLAYLIST_TRACKS_MAX },
    createdAt: { type: 'string', format: 'date-time', maxLength: 40 },
    updatedAt: { type: 'string', format: 'date-time' },
    seq: { type: 'number', minimum: 0 },
  },
  required: [
    'id',
    'name',
    'description',
    'coverImageUrl',
    'coverColor',
    'isPublic',
    'role',
    'trackIds',
    'createdAt',
    'updatedAt',
    'seq',
  ],
  indexes: [['role', 'createdAt']],
  additionalProperties: false,
};

/** Version 1 as it shipped; version 2 adds the text's catalogue key and parameters (issue 26 §1). */
export const shippedNotificationsV1: Shipped = {
  title: 'notifications',
  version: 1,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 64 },
    type: { type: 'string', enum: [...notificationTypes] },
    subType: { type: 'string' },
    message: { type: 'string' },
    objectId: { type: ['string', 'null'] },
    read: { type: 'boolean' },
    createdAt: { type: 'string', format: 'date-time', maxLength: 40 },
    updatedAt: { type: 'string', format: 'date-time' },
    seq: { type: 'number', minimum: 0 },
  },
  required: ['id', 'type', 'subType', 'message', 'objectId', 'read', 'createdAt', 'updatedAt', 'seq'],
  indexes: ['createdAt', ['read', 'createdAt']],
  additionalProperties: false,
};

export const shippedNotifications: Shipped = {
  ...shippedNotificationsV1,
  version: 2,
  properties: {
    id: { type: 'string', maxLength: 64 },
    type: { type: 'string', enum: [...notificationTypes] },
    subType: { type: 'string' },
    message: { type: 'string' },
    messageKey: { type: ['string', 'null'] },
    params: { type: 'object' },
    objectId: { type: ['string', 'null'] },
    read: { type: 'boolean' },
    createdAt: { type: 'string', format: 'date-time', maxLength: 40 },
    updatedAt: { type: 'string', format: 'date-time' },
    seq: { type: 'number', minimum: 0 },
  },
  required: [
    'id',
    'type',
    'subType',
    'message',
    'messageKey',
    'params',
    'objectId',
    'read',
    'createdAt',
    'updatedAt',
    'seq',
  ],
};

const ref = {
  type: 'object',
  properties: { id: { type: 'string' }, name: { type: 'string' } },
  required: ['id', 'name'],
} as const;

const stringList = { type: 'array', items: { type: 'string' } } as const;
const nullableEnum = (values: readonly string[]) => ({ type: ['string', 'null'], enum: [...values, null] });

/** Version 0 of `tracks`; version 1 is derived (src/db/schemas/tracks.schema.ts). */
export const shippedTracksV0: Shipped = {
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
