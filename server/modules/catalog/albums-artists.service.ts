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
} from '../../../src/domain/catalog';
import type { AlbumRow } from '../../db/schema/catalog';
import { AppError } from '../../http/errors';
import { announceTracks, notOwner, toTrackApiDocument, type CatalogContext } from './catalog-context';
import { prepareCover, storedUpload } from './catalog-media';
import type { AlbumValues } from './albums-artists.repository';
import { isUuid } from '../../../src/domain/ids';

export type AlbumFields = z.output<typeof albumFieldsSchema>;
export type ArtistFields = z.output<typeof artistFieldsSchema>;

const ARTIST_TRACKS = 100;

export function albumsArtistsService(context: CatalogContext) {
  const { entities } = context;

  async function ownAlbum(userId: string, id: string): Promise<AlbumRow> {
    const row = isUuid(id) ? await entities.albumRow(id) : undefined;
    if (!row) throw new AppError('NOT_FOUND');
    if (row.ownerId !== userId) throw notOwner();
    return row;
  }

  async function albumDocument(id: string): Promise<AlbumDocument> {
    const album = await entities.album(id);
    if (!album) throw new AppError('NOT_FOUND');
    return album;
  }

  /** Runs `write` with the new cover stored; the new cover goes when it fails, the replaced one when it succeeds. */
  async function withCover<T>(
    cover: Uint8Array | undefined,
    write: (coverKey: string | undefined) => Promise<T>,
  ): Promise<T> {
    const prepared = await prepareCover(cover);
    const upload = storedUpload(context.storage);
    try {
      const key = prepared ? await upload.put('covers', prepared.ext, prepared.data) : undefined;
      return await write(key);
    } catch (error) {
      await upload.discard();
      throw error;
    }
  }

  return {
    async createAlbum(ownerId: string, fields: AlbumFields, cover?: Uint8Array): Promise<AlbumDocument> {
      const row = await withCover(cover, (coverKey) =>
        context.withTransaction(async (repos) => {
          const artist = await repos.entities.resolveArtist(fields.artist, ownerId);
          return repos.entities.insertAlbum(ownerId, {
            title: fields.title,
            artistId: artist.id,
            releaseDate: fields.releaseDate ?? null,
            description: fields.description ?? null,
            coverKey: coverKey ?? null,
          });
        }),
      );
      return albumDocument(row.id);
    },

    /** Changes the given fields; a new title is copied onto the album's tracks so replicas follow. */
    async updateAlbum(
      userId: string,
      id: string,
      fields: Partial<AlbumFields>,
      cover?: Uint8Array,
    ): Promise<AlbumDocument> {
      const current = await ownAlbum(userId, id);
      await withCover(cover, (coverKey) =>
        context.withTransaction(async (repos) => {
          const values: Partial<AlbumValues> = {};
          if (fields.title !== undefined) values.title = fields.title;
          if (fields.artist !== undefined)
            values.artistId = (await repos.entities.resolveArtist(fields.artist, userId)).id;
          if ('releaseDate' in fields) values.releaseDate = fields.releaseDate ?? null;
          if ('description' in fields) values.description = fields.description ?? null;
          if (coverKey) values.coverKey = coverKey;
          await repos.entities.updateAlbum(id, values);
          if (fields.title === undefined || fields.title === current.title) return;
          const renamed = await repos.tracks.renameAlbum(id, fields.title);
          const seq = Math.max(0, ...renamed.map((row) => row.seq));
          if (seq > 0) await announceTracks(repos, userId, seq);
        }),
      );
      if (cover && current.coverKey) await context.storage.remove(current.coverKey);
      return albumDocument(id);
    },

    /** A soft delete, refused while the album still has live tracks. */
    async deleteAlbum(userId: string, id: string): Promise<{ id: string }> {
      await ownAlbum(userId, id);
      const album = await albumDocument(id);
      if (album.trackCount > 0) throw new AppError('CONFLICT', 'catalog.albumHasTracks');
      await entities.softDeleteAlbum(id);
      return { id };
    },

    async listAlbums(userId: string, query: ListQuery): Promise<ListPage<AlbumDocument>> {
      const { data, total } = await entities.listAlbums(query, userId);
      return { data, page: query.page, limit: query.limit, total };
    },

    async getAlbum(id: string): Promise<AlbumDetail> {
      if (!isUuid(id)) throw new AppError('NOT_FOUND');
      const album = await albumDocument(id);
      const tracks = await context.tracks.ofAlbum(id);
      return { ...album, tracks: tracks.map(toTrackApiDocument) };
    },

    /** Artists; with `ownerId`, the owner's performers (the artists they named, which they may edit). */
    async listArtists(query: ArtistListQuery, ownerId?: string): Promise<ListPage<ArtistDocument>> {
      const { data, total } = await entities.listArtists(query, ownerId);
      return { data, page: query.page, limit: query.limit, total };
    },

    async getArtist(id: string): Promise<ArtistDetail> {
      const artist = isUuid(id) ? await entities.artist(id) : undefined;
      if (!artist) throw new AppError('NOT_FOUND');
      const [albums, tracks] = await Promise.all([
        entities.albumsOfArtist(id),
        context.tracks.ofArtist(id, ARTIST_TRACKS),
      ]);
      return { ...artist, albums, tracks: tracks.map(toTrackApiDocument) };
    },

    /** Bio, website and photo; only the user who first named the artist may change them. */
    async updateArtist(
      userId: string,
      artistId: string,
      fields: ArtistFields,
      photo?: Uint8Array,
    ): Promise<ArtistDocument> {
      const row = isUuid(artistId) ? await entities.artistRow(artistId) : undefined;
      if (!row) throw new AppError('NOT_FOUND');
      if (row.createdBy !== userId) throw notOwner();
      await withCover(photo, (imageKey) =>
        entities.updateArtist(artistId, {
          bio: fields.bio ?? null,
          website: fields.website ?? null,
          ...(imageKey ? { imageKey } : {}),
        }),
      );
      if (photo && row.imageKey) await context.storage.remove(row.imageKey);
      const artist = await entities.artist(artistId);
      return artist!;
    },

    async home(): Promise<CatalogHome> {
      const [newReleases, albums, artists] = await Promise.all([
        context.tracks.newest(12),
        entities.newestAlbums(8),
        entities.topArtists(12),
      ]);
      return { newReleases: newReleases.map(toTrackApiDocument), albums, artists };
    },
  };
}

export type AlbumsArtistsService = ReturnType<typeof albumsArtistsService>;
