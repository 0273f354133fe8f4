import type { RxJsonSchema } from 'rxdb';
import { PLAYLIST_DESCRIPTION_MAX, PLAYLIST_NAME_MAX, PLAYLIST_TRACKS_MAX, playlistColors, playlistRoles, type PlaylistDocument } from '../../domain/library';

/** A playlist as stored locally: the wire document (src/domain/library.ts) without `_deleted`. */
export type PlaylistDocType = PlaylistDocument;

/** The `playlists` collection: the user's own playlists of both profiles, created and edited offline. */
export const playlistsSchema: RxJsonSchema<PlaylistDocType> = {
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
