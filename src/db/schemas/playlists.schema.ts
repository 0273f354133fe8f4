import type { RxJsonSchema } from 'rxdb';
import type { PlaylistDocument } from '../../domain/library';
import { playlistsJsonSchema } from './collection-schemas.generated';
import { toRxJsonSchema } from './rx-json-schema';

/** A playlist as stored locally: the wire document (src/domain/library.ts) without `_deleted`. */
export type PlaylistDocType = PlaylistDocument;

/** The `playlists` collection: the user's own playlists of both profiles, created and edited offline. */
export const playlistsSchema: RxJsonSchema<PlaylistDocType> = toRxJsonSchema(playlistsJsonSchema);
