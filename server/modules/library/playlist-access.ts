import type { PlaylistDetail, PlaylistDocument } from '../../../src/domain/library';
import type { TrackDocument } from '../../../src/domain/catalog';
import type { PlaylistRow } from '../../db/schema/library';
import type { TrackRow } from '../../db/schema/catalog';
import { AppError } from '../../http/errors';
import type { RealtimeHub } from '../../realtime/hub';
import { toTrackDocument } from '../catalog/tracks.collection';
import { toPlaylistDocument } from './playlists.collection';
import type { LibraryTracksRepository } from './library-tracks.repository';
import type { PlaylistsRepository } from './playlists.repository';

/** What every playlist command needs. */
export interface PlaylistsContext {
  playlists: PlaylistsRepository;
  tracks: LibraryTracksRepository;
  realtime: RealtimeHub;
}

/** The API's playlist: the replicated document without `_deleted` (deleted ones are never sent). */
export function toPlaylistApiDocument(row: PlaylistRow): PlaylistDocument {
  const { _deleted: _ignored, ...document } = toPlaylistDocument(row);
  return document;
}

export function toTrackApiDocument(row: TrackRow): TrackDocument {
  const { _deleted: _ignored, ...document } = toTrackDocument(row);
  return document;
}

/**
 * A playlist the caller may change: their own. Someone else's private playlist is 404, so its existence
 * does not leak; someone else's public playlist is readable, so changing it is 403.
 */
export async function ownPlaylist(
  context: PlaylistsContext,
  userId: string,
  id: string,
): Promise<PlaylistRow> {
  const row = await context.playlists.find(id);
  if (!row || (row.ownerId !== userId && !row.isPublic)) throw new AppError('NOT_FOUND');
  if (row.ownerId !== userId) throw new AppError('FORBIDDEN', 'library.notPlaylistOwner');
  return row;
}

/** A playlist the caller may read: their own, or anyone's public one. */
export async function readablePlaylist(
  context: PlaylistsContext,
  userId: string,
  id: string,
): Promise<PlaylistRow> {
  const row = await context.playlists.find(id);
  if (!row || (row.ownerId !== userId && !row.isPublic)) throw new AppError('NOT_FOUND');
  return row;
}

export async function playlistDetail(
  context: PlaylistsContext,
  row: PlaylistRow,
  userId: string,
): Promise<PlaylistDetail> {
  const [tracks, ownerName] = await Promise.all([
    context.tracks.liveInOrder(row.trackIds),
    context.playlists.ownerName(row.ownerId),
  ]);
  return {
    ...toPlaylistApiDocument(row),
    ownerName,
    isOwner: row.ownerId === userId,
    tracks: tracks.map(toTrackApiDocument),
  };
}

/** Tells the owner's tabs that `playlists` changed (they pull). */
export function announce(context: PlaylistsContext, row: PlaylistRow) {
  context.realtime.syncHint([row.ownerId], { collection: 'playlists', seq: row.seq });
}
