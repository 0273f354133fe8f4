import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type {
  AlbumDocument,
  ArtistDocument,
  ArtistListQuery,
  ArtistRef,
  ListQuery,
} from '../../../src/domain/catalog';
import type { Db } from '../../db/client';
import { albums, artists, type AlbumRow, type ArtistRow } from '../../db/schema/catalog';
import { trackUrls } from './tracks.collection';
import { isEmpty } from '../../db/values';

const albumLive = eq(albums.deleted, false);
const albumId = sql.raw('"albums"."id"');
const trackCountOfAlbum = sql<number>`(select count(*)::int from tracks t where t.album_id = ${albumId} and t.deleted = false and not t.unpublished)`;
const durationOfAlbum = sql<number>`(select coalesce(sum(t.duration), 0)::real from tracks t where t.album_id = ${albumId} and t.deleted = false and not t.unpublished)`;
// Drizzle leaves columns unqualified in single-table selects, where `id` would mean the subquery's own.
const artistId = sql.raw('"artists"."id"');
const trackCountOfArtist = sql<number>`(select count(*)::int from tracks t where t.main_artist_id = ${artistId} and t.deleted = false and not t.unpublished)`;
const albumCountOfArtist = sql<number>`(select count(*)::int from albums a where a.artist_id = ${artistId} and a.deleted = false)`;

const albumColumns = {
  album: albums,
  artistName: artists.name,
  trackCount: trackCountOfAlbum,
  duration: durationOfAlbum,
};
const artistColumns = { artist: artists, trackCount: trackCountOfArtist, albumCount: albumCountOfArtist };

type AlbumSelection = { album: AlbumRow; artistName: string; trackCount: number; duration: number };
type ArtistSelection = { artist: ArtistRow; trackCount: number; albumCount: number };

export const toAlbumDocument = ({
  album,
  artistName,
  trackCount,
  duration,
}: AlbumSelection): AlbumDocument => ({
  id: album.id,
  title: album.title,
  artist: { id: album.artistId, name: artistName },
  coverImageUrl: album.coverKey ? trackUrls.file(album.coverKey) : null,
  releaseDate: album.releaseDate,
  description: album.description,
  trackCount,
  duration: Math.round(duration * 1000) / 1000,
  ownerId: album.ownerId,
  createdAt: album.createdAt.toISOString(),
});

export const toArtistDocument = ({ artist, trackCount, albumCount }: ArtistSelection): ArtistDocument => ({
  id: artist.id,
  name: artist.name,
  bio: artist.bio,
  website: artist.website,
  imageUrl: artist.imageKey ? trackUrls.file(artist.imageKey) : null,
  trackCount,
  albumCount,
});

const similarTo = (search: string, column: SQL) =>
  sql`(lower(${search}) <% ${column} or ${column} like ${`%${search.toLowerCase().replace(/[%_\\]/g, '\\$&')}%`})`;

const byName = [sql`lower(${artists.name}) asc`, asc(artists.id)];
/** ORDER BY of each artist sort; track counts tie A–Z. */
const artistOrder: Record<ArtistListQuery['sort'], SQL[]> = {
  newest: [desc(artists.createdAt), desc(artists.id)],
  title: byName,
  tracksAsc: [sql`${trackCountOfArtist} asc`, ...byName],
  tracksDesc: [sql`${trackCountOfArtist} desc`, ...byName],
};

export interface AlbumValues {
  title: string;
  artistId: string;
  releaseDate?: string | null;
  description?: string | null;
  coverKey?: string | null;
}

/** Albums and artists: the only place that touches those tables. */
export function albumsArtistsRepository(db: Db) {
  async function albumPage(where: SQL | undefined, order: SQL[], limit: number, offset: number) {
    const rows = await db
      .select(albumColumns)
      .from(albums)
      .innerJoin(artists, eq(artists.id, albums.artistId))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
    return rows.map(toAlbumDocument);
  }

  return {
    /** The artist of that name (any case), created by `userId` when there is none. */
    async resolveArtist(name: string, userId: string): Promise<ArtistRef> {
      await db.execute(
        sql`insert into artists (name, created_by) values (${name}, ${userId}) on conflict (lower(name)) do nothing`,
      );
      const [row] = await db
        .select({ id: artists.id, name: artists.name })
        .from(artists)
        .where(sql`lower(${artists.name}) = lower(${name})`);
      return row!;
    },

    /** The owner's live album of that title (any case), or null. */
    async ownAlbumByTitle(ownerId: string, title: string): Promise<AlbumRow | null> {
      const [row] = await db
        .select()
        .from(albums)
        .where(and(eq(albums.ownerId, ownerId), albumLive, sql`lower(${albums.title}) = lower(${title})`))
        .orderBy(asc(albums.createdAt))
        .limit(1);
      return row ?? null;
    },

    async insertAlbum(ownerId: string, values: AlbumValues): Promise<AlbumRow> {
      const [row] = await db
        .insert(albums)
        .values({ ...values, ownerId })
        .returning();
      return row!;
    },

    async updateAlbum(id: string, values: Partial<AlbumValues>): Promise<AlbumRow> {
      // No values is no change (docs/decisions/0035): an UPDATE without columns is an error.
      const [row] = isEmpty(values)
        ? await db.select().from(albums).where(eq(albums.id, id))
        : await db.update(albums).set(values).where(eq(albums.id, id)).returning();
      return row!;
    },

    async softDeleteAlbum(id: string) {
      await db.update(albums).set({ deleted: true }).where(eq(albums.id, id));
    },

    async albumRow(id: string): Promise<AlbumRow | undefined> {
      const [row] = await db
        .select()
        .from(albums)
        .where(and(eq(albums.id, id), albumLive));
      return row;
    },

    async album(id: string): Promise<AlbumDocument | undefined> {
      return (await albumPage(and(eq(albums.id, id), albumLive), [], 1, 0))[0];
    },

    async listAlbums(query: ListQuery, callerId: string) {
      const conditions = [albumLive];
      if (query.search) conditions.push(similarTo(query.search, sql`lower(${albums.title})`));
      if (query.artistId) conditions.push(eq(albums.artistId, query.artistId));
      if (query.owner === 'me') conditions.push(eq(albums.ownerId, callerId));
      const where = and(...conditions);
      const order =
        query.sort === 'title'
          ? [sql`lower(${albums.title}) asc`, asc(albums.id)]
          : [desc(albums.createdAt), desc(albums.id)];
      const [data, [counted]] = await Promise.all([
        albumPage(where, order, query.limit, (query.page - 1) * query.limit),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(albums)
          .where(where),
      ]);
      return { data, total: counted?.total ?? 0 };
    },

    async artistRow(id: string): Promise<ArtistRow | undefined> {
      const [row] = await db
        .select()
        .from(artists)
        .where(and(eq(artists.id, id), eq(artists.deleted, false)));
      return row;
    },

    async artist(id: string): Promise<ArtistDocument | undefined> {
      const [row] = await db
        .select(artistColumns)
        .from(artists)
        .where(and(eq(artists.id, id), eq(artists.deleted, false)));
      return row ? toArtistDocument(row) : undefined;
    },

    async updateArtist(
      id: string,
      values: { bio: string | null; website: string | null; imageKey?: string },
    ) {
      await db.update(artists).set(values).where(eq(artists.id, id));
    },

    /** Artists by the query; with `createdBy`, only those the user named (an owner's performers). */
    async listArtists(query: ArtistListQuery, createdBy?: string) {
      const conditions = [eq(artists.deleted, false)];
      if (createdBy) conditions.push(eq(artists.createdBy, createdBy));
      if (query.search) conditions.push(similarTo(query.search, sql`lower(${artists.name})`));
      const where = and(...conditions);
      const order = query.search
        ? [sql`word_similarity(lower(${query.search}), lower(${artists.name})) desc`, asc(artists.id)]
        : artistOrder[query.sort];
      const [rows, [counted]] = await Promise.all([
        db
          .select(artistColumns)
          .from(artists)
          .where(where)
          .orderBy(...order)
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(artists)
          .where(where),
      ]);
      return { data: rows.map(toArtistDocument), total: counted?.total ?? 0 };
    },

    async albumsOfArtist(artistId: string) {
      return albumPage(
        and(eq(albums.artistId, artistId), albumLive),
        [desc(albums.createdAt), desc(albums.id)],
        100,
        0,
      );
    },

    async newestAlbums(limit: number) {
      return albumPage(
        albumLive,
        [sql`${albums.releaseDate} desc nulls last`, desc(albums.createdAt), desc(albums.id)],
        limit,
        0,
      );
    },

    async topArtists(limit: number) {
      const top = await db.execute(sql`
        select main_artist_id as id from tracks where deleted = false and not unpublished group by main_artist_id order by count(*) desc, main_artist_id limit ${limit}`);
      const ids = (top as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
      if (ids.length === 0) return [];
      const rows = await db.select(artistColumns).from(artists).where(inArray(artists.id, ids));
      const byId = new Map(rows.map((row) => [row.artist.id, toArtistDocument(row)]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },
  };
}

export type AlbumsArtistsRepository = ReturnType<typeof albumsArtistsRepository>;
