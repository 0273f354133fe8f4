import { z } from 'zod';
import { trackDocumentSchema } from '../catalog';
import { playlistChangeSchema, playlistColors, playlistDocumentSchema, shareQuerySchema } from '../library';
import { defineOperation } from './operation';

/**
 * The library's online commands and the shared view (docs/product.md §7). Favourites and playlist edits go
 * through RxDB and replicate; these need the server: covers, share links and the shared playlist.
 */
const idParams = z.object({ id: z.string().min(1).max(100) });

/** `GET /api/playlist/info-share`: the read-only view of a shared playlist, for anyone with the link. */
export const sharedPlaylistSchema = z.object({
  playlist: z.object({
    id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    coverImageUrl: z.string().nullable(),
    coverColor: z.enum(playlistColors).nullable(),
    ownerName: z.string(),
  }),
  tracks: z.array(trackDocumentSchema),
});
export type SharedPlaylist = z.infer<typeof sharedPlaylistSchema>;

export const shareLinkSchema = z.object({ url: z.string(), token: z.string() });
export type ShareLink = z.infer<typeof shareLinkSchema>;

export const sharedPlaylist = defineOperation({
  id: 'playlist.shared',
  method: 'GET',
  path: '/playlist/info-share',
  query: shareQuerySchema,
  response: sharedPlaylistSchema,
});

export const createPlaylistShareLink = defineOperation({
  id: 'playlist.shareLink',
  method: 'PATCH',
  path: '/playlist/share-link/:id',
  params: idParams,
  response: shareLinkSchema,
});

export const revokePlaylistShareLink = defineOperation({
  id: 'playlist.revokeShareLink',
  method: 'DELETE',
  path: '/playlist/share-link/:id',
  params: idParams,
  response: z.object({ revoked: z.literal(true) }),
});

/** A change as JSON, or multipart with a new `cover` file (or `removeCover`) beside the fields. */
export const changePlaylistCover = defineOperation({
  id: 'playlist.changeCover',
  method: 'PATCH',
  path: '/playlist/change/:id',
  params: idParams,
  body: playlistChangeSchema,
  multipart: true,
  response: playlistDocumentSchema,
});
