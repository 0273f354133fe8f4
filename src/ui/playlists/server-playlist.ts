import type { PlaylistDocument, ShareLink } from '../../domain/library';
import { changePlaylistCover, createShareLink, revokeShareLink } from '../../sync/library-api';
import type { LocalData } from '../../sync/local-data';
import type { ApiClient } from '../hooks/services';

/** How long a command waits for this device's playlist writes to reach the server (their push). */
const PUSH_WAIT_MS = 10_000;

/**
 * Runs a command on a playlist that may have been created locally a moment ago: it waits for the
 * playlists' push to be answered, then asks the server once (whose answer, a 404 included, is final).
 */
export async function afterPush<T>(local: LocalData | null, command: () => Promise<T>): Promise<T> {
  await local?.awaitPushed('playlists', PUSH_WAIT_MS);
  return command();
}

/** Uploads a png/jpg cover, or drops the cover image (`file` null). */
export function saveCover(api: ApiClient, local: LocalData | null, playlistId: string, file: File | null): Promise<PlaylistDocument> {
  const data = new FormData();
  if (file) data.append('cover', file);
  else data.append('removeCover', 'true');
  return afterPush(local, () => changePlaylistCover(api, playlistId, data));
}

export const shareLinkOf = (api: ApiClient, local: LocalData | null, playlistId: string): Promise<ShareLink> =>
  afterPush(local, () => createShareLink(api, playlistId));
export const revokeLinkOf = (api: ApiClient, playlistId: string) => revokeShareLink(api, playlistId);
