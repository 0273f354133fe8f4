import { filter, firstValueFrom, map, race, timer } from 'rxjs';
import type { CueDatabase } from '../../../db';
import type { PlaylistDocument, ShareLink } from '../../../domain/library';
import { changePlaylistCover, createShareLink, revokeShareLink } from '../../../sync/library-api';
import type { LocalData } from '../../../sync/local-data';
import type { ApiClient } from '../../hooks/services';

/** How long a command waits for this device's playlist writes to reach the server (their push). */
const PUSH_WAIT_MS = 10_000;

/**
 * Resolves once the playlist has come back from the server (a seq the server gave it). Another tab may
 * be the one replicating (sync SPEC rule 9); its pull reaches this tab through the shared database.
 */
function pulledBack(db: CueDatabase, playlistId: string): Promise<unknown> {
  const pulled$ = db.playlists.findOne(playlistId).$.pipe(
    filter((doc) => (doc?.seq ?? 0) > 0),
    map(() => true),
  );
  return firstValueFrom(race(pulled$, timer(PUSH_WAIT_MS).pipe(map(() => false))));
}

/**
 * Runs a command on a playlist that may have been created locally a moment ago: it waits for the
 * playlists' push to be answered (or the playlist to come back from the server), then asks the server
 * once, whose answer (a 404 included) is final.
 */
export async function afterPush<T>(
  local: LocalData | null,
  playlistId: string,
  command: () => Promise<T>,
): Promise<T> {
  if (local)
    await Promise.race([local.awaitPushed('playlists', PUSH_WAIT_MS), pulledBack(local.db, playlistId)]);
  return command();
}

/** Uploads a png/jpg cover, or drops the cover image (`file` null). */
export function saveCover(
  api: ApiClient,
  local: LocalData | null,
  playlistId: string,
  file: File | null,
): Promise<PlaylistDocument> {
  const data = new FormData();
  if (file) data.append('cover', file);
  else data.append('removeCover', 'true');
  return afterPush(local, playlistId, () => changePlaylistCover(api, playlistId, data));
}

export const shareLinkOf = (
  api: ApiClient,
  local: LocalData | null,
  playlistId: string,
): Promise<ShareLink> => afterPush(local, playlistId, () => createShareLink(api, playlistId));
export const revokeLinkOf = (api: ApiClient, playlistId: string) => revokeShareLink(api, playlistId);
