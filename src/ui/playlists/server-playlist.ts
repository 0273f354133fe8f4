import type { PlaylistDocument, ShareLink } from '../../domain/library';
import { isApiError } from '../../sync/api-error';
import { changePlaylistCover, createShareLink, revokeShareLink } from '../../sync/library-api';
import type { ApiClient } from '../hooks/services';

/** How long to wait for a playlist made on this device to reach the server (its first push). */
const ARRIVAL_TRIES = 20;
const ARRIVAL_DELAY_MS = 500;

/**
 * Runs a command on a playlist that may have been created locally a moment ago: while the server
 * answers 404 (the push has not arrived yet) it tries again for up to ten seconds.
 */
export async function onServer<T>(command: () => Promise<T>, tries = ARRIVAL_TRIES, delayMs = ARRIVAL_DELAY_MS): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await command();
    } catch (error) {
      if (!(isApiError(error) && error.status === 404) || attempt >= tries) throw error;
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
}

/** Uploads a png/jpg cover, or drops the cover image (`file` null). */
export function saveCover(api: ApiClient, playlistId: string, file: File | null): Promise<PlaylistDocument> {
  const data = new FormData();
  if (file) data.append('cover', file);
  else data.append('removeCover', 'true');
  return onServer(() => changePlaylistCover(api, playlistId, data));
}

export const shareLinkOf = (api: ApiClient, playlistId: string): Promise<ShareLink> => onServer(() => createShareLink(api, playlistId));
export const revokeLinkOf = (api: ApiClient, playlistId: string) => revokeShareLink(api, playlistId);
