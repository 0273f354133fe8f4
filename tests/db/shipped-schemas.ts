import type { RxJsonSchema } from 'rxdb';
import { PLAYLIST_DESCRIPTION_MAX, PLAYLIST_NAME_MAX, PLAYLIST_TRACKS_MAX, playlistColors, playlistRoles } from '../../src/domain/library';
import { notificationTypes } from '../../src/domain/notifications';

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
  required: ['id', 'name', 'description', 'coverImageUrl', 'coverColor', 'isPublic', 'role', 'trackIds', 'createdAt', 'updatedAt', 'seq'],
  indexes: [['role', 'createdAt']],
  additionalProperties: false,
};

export const shippedNotifications: Shipped = {
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
