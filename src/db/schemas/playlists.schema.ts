import type { RxJsonSchema } from 'rxdb';
import { playlistDocumentSchema, type PlaylistDocument } from '../../domain/library';
import { toDocumentJsonSchema } from '../../domain/document-schema';
import { toRxJsonSchema } from './rx-json-schema';

/** A playlist as stored locally: the wire document (src/domain/library.ts) without `_deleted`. */
export type PlaylistDocType = PlaylistDocument;

/** The `playlists` collection: the user's own playlists of both profiles, created and edited offline. */
export const playlistsSchema: RxJsonSchema<PlaylistDocType> = toRxJsonSchema(
  toDocumentJsonSchema(playlistDocumentSchema, {
    title: 'playlists',
    version: 0,
    primaryKey: 'id',
    indexes: [['role', 'createdAt']],
  }),
);
