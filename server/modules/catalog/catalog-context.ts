import type { TrackDocument, TrackFields } from '../../../src/domain/catalog';
import type { Db } from '../../db/client';
import { createStore, type Store } from '../../db/transaction';
import { AppError } from '../../http/errors';
import type { FileStorage } from '../../media/file-storage';
import { syncHintEffect } from '../../outbox/effects';
import { outboxRepository, type OutboxRepository } from '../../outbox/outbox.repository';
import { albumsArtistsRepository, type AlbumsArtistsRepository } from './albums-artists.repository';
import { createChipIndex, type ChipIndex } from './chip-index.repository';
import { trackDocumentRows, type TrackDocumentRow } from './track-documents.repository';
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
  /** Sessions with the word searches' planner settings (PostgreSQL; `wordSearchSettings`). */
  wordSearchDb?: Db;
}

/** The repositories catalogue writes go through, together, in one transaction. */
export interface CatalogPorts {
  tracks: TracksRepository;
  entities: AlbumsArtistsRepository;
  outbox: Pick<OutboxRepository, 'add'>;
}

/**
 * What the catalogue's service parts share: the repositories on a store (reads on it, each write in
 * `withTransaction`), the search, and file storage.
 */
export type CatalogContext = Store<CatalogPorts> & {
  storage: FileStorage;
  search: TrackSearchRepository;
  /** The document rows of a search page (track-documents.repository.ts). */
  documentRows: (ids: string[]) => Promise<TrackDocumentRow[]>;
};

export function catalogContext(deps: CatalogDeps): CatalogContext {
  const store = createStore(
    deps.db,
    (handle) => ({
      tracks: tracksRepository(handle),
      entities: albumsArtistsRepository(handle),
      outbox: outboxRepository(handle),
    }),
    deps.afterCommit,
  );
  return {
    ...store,
    storage: deps.storage,
    search: trackSearchRepository(deps.db, deps.chipIndex ?? createChipIndex(deps.db), deps.wordSearchDb),
    documentRows: trackDocumentRows(deps.db),
  };
}

/** Tells the owner's tabs that their `tracks` changed up to `seq`: an outbox effect of the write. */
export const announceTracks = (repos: CatalogPorts, ownerId: string, seq: number) =>
  repos.outbox.add([syncHintEffect({ userIds: [ownerId], collection: 'tracks', seq })]);

/** The API's track document: the replicated one without `_deleted` (deleted tracks are never sent). */
export function toTrackApiDocument(row: TrackDocumentRow): TrackDocument {
  const { _deleted: _ignored, ...document } = toTrackDocument(row);
  return document;
}

export const notOwner = () => new AppError('FORBIDDEN', 'catalog.notOwner');

/** Finds (or creates) the main and featured artists by name and the owner's album by title. */
export async function resolveLinks(
  repos: Pick<CatalogPorts, 'entities'>,
  ownerId: string,
  names: Pick<TrackFields, 'mainArtist' | 'artists' | 'album'>,
): Promise<TrackLinks> {
  const mainArtist = await repos.entities.resolveArtist(names.mainArtist, ownerId);
  const artists: TrackLinks['artists'] = [];
  for (const name of names.artists) {
    const artist = await repos.entities.resolveArtist(name, ownerId);
    if (artist.id !== mainArtist.id && !artists.some((known) => known.id === artist.id)) artists.push(artist);
  }
  if (!names.album) return { mainArtist, artists, album: null };
  const album =
    (await repos.entities.ownAlbumByTitle(ownerId, names.album)) ??
    (await repos.entities.insertAlbum(ownerId, { title: names.album, artistId: mainArtist.id }));
  return { mainArtist, artists, album: { id: album.id, title: album.title } };
}
