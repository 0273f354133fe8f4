import {
  changePlaylistCover as changeCover,
  createPlaylistShareLink,
  favouriteTrack as favouriteTrackOperation,
  favouriteTrackIds,
  playlistDetail,
  playlistList,
  recordListen as recordListenOperation,
  completeListen as completeListenOperation,
  revokePlaylistShareLink,
  unfavouriteTrack as unfavouriteTrackOperation,
} from '../domain/api/library';
import type { ApiClient } from './api-client';
import { callOperation, callOperationLocal } from './operation-client';

/**
 * The library's online commands (docs/product.md §7; paths relative to the API base). Favourites and playlist
 * edits normally go through RxDB (src/db/library-writes.ts) and replicate; these are for what needs the
 * server: listens, share links, covers, other users' public playlists and the shared view.
 */

/** Sent whenever a track starts (docs/product.md §4); repeats within 30 s count once. */
export const recordListen = (api: ApiClient, trackId: string) =>
  callOperationLocal(api, recordListenOperation, { params: { id: trackId } });

/** The listen `listenId` passed 30 s: a completed play. */
export const recordListenComplete = (api: ApiClient, listenId: string) =>
  callOperationLocal(api, completeListenOperation, { params: { id: listenId } });

export const favouriteTrack = (api: ApiClient, trackId: string) =>
  callOperation(api, favouriteTrackOperation, { params: { id: trackId } });
export const unfavouriteTrack = (api: ApiClient, trackId: string) =>
  callOperation(api, unfavouriteTrackOperation, { params: { id: trackId } });
export const fetchFavouriteIds = (api: ApiClient) => callOperation(api, favouriteTrackIds, {});

export const fetchPlaylists = (api: ApiClient, query: { page?: number; limit?: number } = {}) =>
  callOperationLocal(api, playlistList, { query });

/** A playlist with its tracks: one's own, or anyone's public playlist. */
export const fetchPlaylist = (api: ApiClient, id: string) =>
  callOperationLocal(api, playlistDetail, { params: { id } });

/** Form data with name, description, coverColor, isPublic, removeCover and a `cover` png/jpg file. */
export const changePlaylistCover = (api: ApiClient, id: string, data: FormData) =>
  callOperationLocal(api, changeCover, { params: { id }, body: data });

/** The playlist's share link: the same until revoked. */
export const createShareLink = (api: ApiClient, id: string) =>
  callOperation(api, createPlaylistShareLink, { params: { id } });
export const revokeShareLink = (api: ApiClient, id: string) =>
  callOperation(api, revokePlaylistShareLink, { params: { id } });
