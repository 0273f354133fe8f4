import type { ListPage } from '../domain/catalog';
import {
  changePlaylistCover as changeCover,
  createPlaylistShareLink,
  revokePlaylistShareLink,
} from '../domain/api/library';
import type { FavouriteState, ListenResult, PlaylistDetail, PlaylistDocument } from '../domain/library';
import type { ApiClient } from './api-client';
import { callOperation } from './operation-client';

/**
 * The library's online commands (docs/product.md §7; paths relative to the API base). Favourites and playlist
 * edits normally go through RxDB (src/db/library-writes.ts) and replicate; these are for what needs the
 * server: listens, share links, covers, other users' public playlists and the shared view.
 */

/** Sent whenever a track starts (docs/product.md §4); repeats within 30 s count once. */
export const recordListen = (api: ApiClient, trackId: string) =>
  api.post<ListenResult>(`track/listen/${encodeURIComponent(trackId)}`);

export const favouriteTrack = (api: ApiClient, trackId: string) =>
  api.patch<FavouriteState>(`user/favorite-tracks/${encodeURIComponent(trackId)}`);
export const unfavouriteTrack = (api: ApiClient, trackId: string) =>
  api.delete<FavouriteState>(`user/favorite-tracks/${encodeURIComponent(trackId)}`);
export const fetchFavouriteIds = (api: ApiClient) => api.get<string[]>('user/favorite-tracks-ids');

export const fetchPlaylists = (api: ApiClient, query: { page?: number; limit?: number } = {}) =>
  api.get<ListPage<PlaylistDocument>>('playlist/info', { searchParams: query });

/** A playlist with its tracks: one's own, or anyone's public playlist. */
export const fetchPlaylist = (api: ApiClient, id: string) =>
  api.get<PlaylistDetail>(`playlist/info-playlist/${encodeURIComponent(id)}`);

/** Form data with name, description, coverColor, isPublic, removeCover and a `cover` png/jpg file. */
export const changePlaylistCover = (api: ApiClient, id: string, data: FormData) =>
  callOperation(api, changeCover, { params: { id }, body: data });

/** The playlist's share link: the same until revoked. */
export const createShareLink = (api: ApiClient, id: string) =>
  callOperation(api, createPlaylistShareLink, { params: { id } });
export const revokeShareLink = (api: ApiClient, id: string) =>
  callOperation(api, revokePlaylistShareLink, { params: { id } });
