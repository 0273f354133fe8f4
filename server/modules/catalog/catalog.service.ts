import type { z } from 'zod';
import type {
  AlbumDetail,
  AlbumDocument,
  albumFieldsSchema,
  ArtistDetail,
  ArtistDocument,
  artistFieldsSchema,
  ArtistListQuery,
  CatalogHome,
  ListPage,
  ListQuery,
  TrackDocument,
  TrackFields,
  TrackPage,
  TrackPeaks,
  TrackQuery,
} from '../../../src/domain/catalog';
import { albumsArtistsService } from './albums-artists.service';
import { catalogContext, type CatalogDeps } from './catalog-context';
import { trackService, type FileToSend } from './track.service';

export type { FileToSend } from './track.service';

/**
 * The catalogue (docs/product.md §3 Track, Album, Artist; §7 Tracks): search, tracks with their files, albums,
 * artists and the home rows. The routes and the demo seed both use it; access rules live here.
 */
export interface CatalogService {
  searchTracks(userId: string, query: TrackQuery): Promise<TrackPage>;
  /** An unpublished track reads as 404 but to its owner and its composer order's parties. */
  getTrack(userId: string, id: string): Promise<TrackDocument>;
  /** `unpublished`: a composer order's delivery, out of the catalogue until published (docs/decisions/0061). */
  createTrack(
    ownerId: string,
    fields: TrackFields,
    files: { audio: Uint8Array; audioWav?: Uint8Array; cover?: Uint8Array },
    options?: { unpublished?: boolean },
  ): Promise<TrackDocument>;
  /** Brings an unpublished track into the catalogue: its owner only; 409 catalog.alreadyPublished otherwise. */
  publishTrack(userId: string, id: string): Promise<TrackDocument>;
  /** Only the fields present change. 403 catalog.notOwner for another owner's track. */
  updateTrack(
    userId: string,
    id: string,
    fields: Partial<TrackFields>,
    cover?: Uint8Array,
  ): Promise<TrackDocument>;
  deleteTrack(userId: string, id: string): Promise<{ id: string }>;
  /** The stored peaks, or `points` per channel when given (drawing resolution). */
  peaks(id: string, points?: number): Promise<TrackPeaks & { etag: string }>;
  /** `<id>.mp3` or `<id>.wav`. */
  audioFile(file: string): Promise<FileToSend>;
  /** As getTrack reads: an unpublished track only for its owner and its order's parties. */
  download(userId: string, id: string): Promise<FileToSend>;
  createAlbum(
    ownerId: string,
    fields: z.output<typeof albumFieldsSchema>,
    cover?: Uint8Array,
  ): Promise<AlbumDocument>;
  updateAlbum(
    userId: string,
    id: string,
    fields: Partial<z.output<typeof albumFieldsSchema>>,
    cover?: Uint8Array,
  ): Promise<AlbumDocument>;
  deleteAlbum(userId: string, id: string): Promise<{ id: string }>;
  listAlbums(userId: string, query: ListQuery): Promise<ListPage<AlbumDocument>>;
  getAlbum(id: string): Promise<AlbumDetail>;
  listArtists(query: ArtistListQuery, ownerId?: string): Promise<ListPage<ArtistDocument>>;
  getArtist(id: string): Promise<ArtistDetail>;
  updateArtist(
    userId: string,
    artistId: string,
    fields: z.output<typeof artistFieldsSchema>,
    photo?: Uint8Array,
  ): Promise<ArtistDocument>;
  home(): Promise<CatalogHome>;
}

export function createCatalogService(deps: CatalogDeps): CatalogService {
  const context = catalogContext(deps);
  return { ...trackService(context), ...albumsArtistsService(context) };
}
