import type { TrackDocument, TrackFields } from '../../../src/domain/catalog';
import type { Db } from '../../db/client';
import type { TrackRow } from '../../db/schema/catalog';
import { AppError } from '../../http/errors';
import type { FileStorage } from '../../media/file-storage';
import { syncHintEffect } from '../../outbox/effects';
import { outboxRepository } from '../../outbox/outbox.repository';
import { albumsArtistsRepository, type AlbumsArtistsRepository } from './albums-artists.repository';
import { createChipIndex, type ChipIndex } from './chip-index';
import { toTrackDocument } from './tracks.collection';
import { trackSearchRepository, type TrackSearchRepository } from './track-search.repository';
import { tracksRepository, type TrackLinks, type TracksRepository } from './tracks.repository';

export interface CatalogDeps {
  db: Db;
  storage: FileStorage;
  /** Runs once a write has committed: the outbox worker's wake-up (none for the demo seed). */
  afterCommit?: () => Promise<void>;
  now: () => Date;
  /** The process's in-memory chip index; one of its own when not given. */
  chipIndex?: ChipIndex;
}

/** What the catalogue's service parts share: repositories, storage and the change announcement. */
export interface CatalogContext {
  db: Db;
  storage: FileStorage;
  tracks: TracksRepository;
  entities: AlbumsArtistsRepository;
  search: TrackSearchRepository;
  /**
   * Runs a write in a transaction; `announce` in it tells the owner's tabs (an outbox effect in the same
   * transaction) that their `tracks` changed up to `seq`.
   */
  write<T>(fn: (tx: Db, announce: (ownerId: string, seq: number) => Promise<void>) => Promise<T>): Promise<T>;
}

export function catalogContext(deps: CatalogDeps): CatalogContext {
  return {
    db: deps.db,
    storage: deps.storage,
    tracks: tracksRepository(deps.db),
    entities: albumsArtistsRepository(deps.db),
    search: trackSearchRepository(deps.db, deps.chipIndex ?? createChipIndex(deps.db)),
    async write(fn) {
      const result = await deps.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        return fn(tx, (ownerId, seq) =>
          outboxRepository(tx).add([syncHintEffect({ userIds: [ownerId], collection: 'tracks', seq })]),
        );
      });
      await deps.afterCommit?.();
      return result;
    },
  };
}

/** The API's track document: the replicated one without `_deleted` (deleted tracks are never sent). */
export function toTrackApiDocument(row: TrackRow): TrackDocument {
  const { _deleted: _ignored, ...document } = toTrackDocument(row);
  return document;
}

export const notOwner = () => new AppError('FORBIDDEN', 'catalog.notOwner');

/** Finds (or creates) the main and featured artists by name and the owner's album by title. */
export async function resolveLinks(
  context: CatalogContext,
  tx: Db,
  ownerId: string,
  names: Pick<TrackFields, 'mainArtist' | 'artists' | 'album'>,
): Promise<TrackLinks> {
  const mainArtist = await context.entities.resolveArtist(tx, names.mainArtist, ownerId);
  const artists: TrackLinks['artists'] = [];
  for (const name of names.artists) {
    const artist = await context.entities.resolveArtist(tx, name, ownerId);
    if (artist.id !== mainArtist.id && !artists.some((known) => known.id === artist.id)) artists.push(artist);
  }
  if (!names.album) return { mainArtist, artists, album: null };
  const album =
    (await context.entities.ownAlbumByTitle(tx, ownerId, names.album)) ??
    (await context.entities.insertAlbum(tx, ownerId, { title: names.album, artistId: mainArtist.id }));
  return { mainArtist, artists, album: { id: album.id, title: album.title } };
}
