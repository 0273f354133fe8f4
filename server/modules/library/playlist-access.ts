import type { PlaylistDetail, PlaylistDocument } from '../../../src/domain/library';
import type { TrackDocument } from '../../../src/domain/catalog';
import type { PlaylistRow } from '../../db/schema/library';
import type { TrackRow } from '../../db/schema/catalog';
import type { Store } from '../../db/transaction';
import { AppError } from '../../http/errors';
import { syncHintEffect } from '../../outbox/effects';
import type { OutboxRepository } from '../../outbox/outbox.repository';
import { toTrackDocument } from '../catalog/index';
import { toPlaylistDocument } from './playlists.collection';
import type { LibraryTracksRepository } from './library-tracks.repository';
import type { PlaylistsRepository } from './playlists.repository';

/** The repositories playlist commands read and write through; tests pass an in-memory store. */
export interface PlaylistsPorts {
  playlists: PlaylistsRepository;
  tracks: LibraryTracksRepository;
  outbox: Pick<OutboxRepository, 'add'>;
}

/** What every playlist command needs: its repositories, and a transaction for each write. */
export type PlaylistsContext = Store<PlaylistsPorts>;

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
  context: Pick<PlaylistsPorts, 'playlists'>,
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
  context: Pick<PlaylistsPorts, 'playlists'>,
  userId: string,
  id: string,
): Promise<PlaylistRow> {
  const row = await context.playlists.find(id);
  if (!row || (row.ownerId !== userId && !row.isPublic)) throw new AppError('NOT_FOUND');
  return row;
}

export async function playlistDetail(
  context: Omit<PlaylistsPorts, 'outbox'>,
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

/**
 * Runs a playlist write in a transaction that also writes its `sync` hint to the outbox, so the owner's
 * tabs pull the row it returns (none when it returns undefined: nothing changed).
 */
export async function writePlaylist(
  context: PlaylistsContext,
  write: (repos: PlaylistsPorts) => Promise<PlaylistRow | undefined>,
): Promise<PlaylistRow | undefined> {
  return context.withTransaction(async (repos) => {
    const row = await write(repos);
    if (row)
      await repos.outbox.add([
        syncHintEffect({ userIds: [row.ownerId], collection: 'playlists', seq: row.seq }),
      ]);
    return row;
  });
}
