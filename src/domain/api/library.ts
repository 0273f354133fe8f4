import { z } from 'zod';
import type { LocalIds } from '../api-ids';
import { listPageSchema, trackApiSchema } from '../catalog';
import {
  favouriteStateSchema,
  listenResultSchema,
  playlistChangeSchema,
  playlistColors,
  playlistApiSchema,
  playlistDetailApiSchema,
  playlistFieldsSchema,
  playlistListQuerySchema,
  playlistTrackSchema,
  shareQuerySchema,
} from '../library';
import { defineOperation } from './operation';

/**
 * The library's REST operations and the shared view (docs/product.md §7); answers name ids `_id`
 * (src/domain/api-ids.ts), the replicated playlists keep `id`. Favourites, listens and playlist
 * edits normally go through RxDB and replicate; covers, share links and the shared playlist need the server.
 */
const idParams = z.object({ id: z.string().min(1).max(100) });

/** `GET /api/playlist/info-share`: the read-only view of a shared playlist, for anyone with the link. */
export const sharedPlaylistSchema = z.object({
  playlist: z.object({
    _id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    coverImageUrl: z.string().nullable(),
    coverColor: z.enum(playlistColors).nullable(),
    ownerName: z.string(),
  }),
  tracks: z.array(trackApiSchema),
});
export type SharedPlaylistApi = z.infer<typeof sharedPlaylistSchema>;
/** The shared view in the local form (`id`), as the server builds it and the client keeps it. */
export type SharedPlaylist = LocalIds<z.infer<typeof sharedPlaylistSchema>>;

export const shareLinkSchema = z.object({ url: z.string(), token: z.string() });
export type ShareLink = z.infer<typeof shareLinkSchema>;

export const sharedPlaylist = defineOperation({
  id: 'playlist.shared',
  method: 'GET',
  path: '/playlist/info-share',
  summary: 'Get a shared playlist by its link token',
  access: 'public',
  query: shareQuerySchema,
  response: sharedPlaylistSchema,
});

export const createPlaylistShareLink = defineOperation({
  id: 'playlist.shareLink',
  method: 'PATCH',
  path: '/playlist/share-link/:id',
  summary: "Create a playlist's share link",
  access: 'session',
  params: idParams,
  response: shareLinkSchema,
});

export const revokePlaylistShareLink = defineOperation({
  id: 'playlist.revokeShareLink',
  method: 'DELETE',
  path: '/playlist/share-link/:id',
  summary: "Revoke a playlist's share link",
  access: 'session',
  params: idParams,
  response: z.object({ revoked: z.literal(true) }),
});

/** A change as JSON, or multipart with a new `cover` file (or `removeCover`) beside the fields. */
export const changePlaylistCover = defineOperation({
  id: 'playlist.changeCover',
  method: 'PATCH',
  path: '/playlist/change/:id',
  summary: 'Change a playlist',
  access: 'session',
  params: idParams,
  body: playlistChangeSchema,
  bodyKind: 'jsonOrMultipart',
  response: playlistApiSchema,
});

/** The caller's playlists of the acting profile, newest first. */
export const playlistList = defineOperation({
  id: 'playlist.list',
  method: 'GET',
  path: '/playlist/info',
  summary: 'List my playlists',
  access: 'session',
  query: playlistListQuerySchema,
  response: listPageSchema(playlistApiSchema),
});

/** A playlist with its tracks: one's own, or anyone's public playlist. */
export const playlistDetail = defineOperation({
  id: 'playlist.detail',
  method: 'GET',
  path: '/playlist/info-playlist/:id',
  summary: 'Get a playlist with its tracks',
  access: 'session',
  params: idParams,
  response: playlistDetailApiSchema,
});

/** JSON fields, or multipart with the same fields and a `cover` file. */
export const createPlaylist = defineOperation({
  id: 'playlist.create',
  method: 'POST',
  path: '/playlist/create',
  summary: 'Create a playlist',
  access: 'session',
  body: playlistFieldsSchema,
  bodyKind: 'jsonOrMultipart',
  response: playlistApiSchema,
});

export const deletePlaylist = defineOperation({
  id: 'playlist.delete',
  method: 'DELETE',
  path: '/playlist/delete/:id',
  summary: 'Delete a playlist',
  access: 'session',
  params: idParams,
  response: z.object({ _id: z.string() }),
});

export const addPlaylistTrack = defineOperation({
  id: 'playlist.addTrack',
  method: 'PATCH',
  path: '/playlist/add-track/:id',
  summary: 'Add a track to a playlist',
  access: 'session',
  params: idParams,
  body: playlistTrackSchema,
  response: playlistApiSchema,
});

export const removePlaylistTrack = defineOperation({
  id: 'playlist.removeTrack',
  method: 'DELETE',
  path: '/playlist/delete-track/:id',
  summary: 'Remove a track from a playlist',
  access: 'session',
  params: idParams,
  body: playlistTrackSchema,
  response: playlistApiSchema,
});

/** Idempotent. */
export const favouriteTrack = defineOperation({
  id: 'favourite.add',
  method: 'PATCH',
  path: '/user/favorite-tracks/:id',
  summary: 'Favourite a track',
  access: 'session',
  params: idParams,
  response: favouriteStateSchema,
});

/** Idempotent. */
export const unfavouriteTrack = defineOperation({
  id: 'favourite.remove',
  method: 'DELETE',
  path: '/user/favorite-tracks/:id',
  summary: 'Unfavourite a track',
  access: 'session',
  params: idParams,
  response: favouriteStateSchema,
});

export const favouriteTrackIds = defineOperation({
  id: 'favourite.trackIds',
  method: 'GET',
  path: '/user/favorite-tracks-ids',
  summary: 'List the ids of my favourite tracks',
  access: 'session',
  response: z.array(z.string()),
});

/**
 * Sent once the listener passes 30 s of a track: the listen (`id` from `history.listen`) counts as a
 * completed play in the owner's statistics. Idempotent.
 */
export const completeListen = defineOperation({
  id: 'history.completeListen',
  method: 'POST',
  path: '/track/listen/complete/:id',
  summary: 'Mark a listen as played past 30 seconds',
  access: 'session',
  params: idParams,
  response: listenResultSchema,
});

/** Sent whenever a track starts (docs/product.md §4); repeats within 30 s count once. */
export const recordListen = defineOperation({
  id: 'history.listen',
  method: 'POST',
  path: '/track/listen/:id',
  summary: 'Record a listen of a track',
  access: 'session',
  params: idParams,
  response: listenResultSchema,
});
