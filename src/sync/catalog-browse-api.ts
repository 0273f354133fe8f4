import type {
  AlbumDetail,
  AlbumDocument,
  ArtistDetail,
  ArtistDocument,
  ArtistSort,
  CatalogHome,
  ListPage,
  TrackDocument,
  TrackPeaks,
} from '../domain/catalog';
import { PEAKS_DRAW_POINTS } from '../domain/peaks';
import type { CueDatabase, TrackDocType } from '../db';
import type { ApiClient } from './api-client';

/**
 * Albums, artists, the home rows and the full waveform peaks (docs/product.md §2, §3; docs/design.md §6: fetched when
 * the screen opens). Answers are kept in memory for the session, so revisiting a screen is instant.
 */
export interface BrowseListQuery {
  page?: number;
  limit?: number;
  search?: string;
  sort?: 'newest' | 'title';
  artistId?: string;
}

/** The artist list also sorts by track count. */
export interface ArtistBrowseQuery extends Omit<BrowseListQuery, 'sort' | 'artistId'> {
  sort?: ArtistSort;
}

export const fetchCatalogHome = (api: ApiClient) => api.get<CatalogHome>('catalog/home');

export const fetchAlbums = (api: ApiClient, query: BrowseListQuery = {}) =>
  api.get<ListPage<AlbumDocument>>('album/info', { searchParams: { ...query } });

export const fetchAlbum = (api: ApiClient, albumId: string) =>
  api.get<AlbumDetail>(`album/info-album/${encodeURIComponent(albumId)}`);

export const fetchArtists = (api: ApiClient, query: ArtistBrowseQuery = {}) =>
  api.get<ListPage<ArtistDocument>>('artist/info', { searchParams: { ...query } });

export const fetchArtist = (api: ApiClient, artistId: string) =>
  api.get<ArtistDetail>(`artist/info-artist/${encodeURIComponent(artistId)}`);

/** The peaks at drawing resolution (`PEAKS_DRAW_POINTS` per channel), which every waveform of the app uses. */
export const fetchTrackPeaks = (api: ApiClient, trackId: string) =>
  api.get<TrackPeaks>(`track/peaks/${encodeURIComponent(trackId)}`, { searchParams: { points: PEAKS_DRAW_POINTS } });

/** The artists page size used to read the whole A–Z list; the server caps a page at 100. */
const ALL_ARTISTS_PAGE = 100;
/** Safety stop for the A–Z list: 50 pages of 100 artists. */
const ALL_ARTISTS_MAX_PAGES = 50;

/** Every artist, A–Z, read page by page. */
export async function fetchAllArtists(api: ApiClient): Promise<ArtistDocument[]> {
  const artists: ArtistDocument[] = [];
  for (let page = 1; page <= ALL_ARTISTS_MAX_PAGES; page += 1) {
    const answer = await fetchArtists(api, { page, limit: ALL_ARTISTS_PAGE, sort: 'title' });
    artists.push(...answer.data);
    if (answer.data.length === 0 || artists.length >= answer.total) break;
  }
  return artists;
}

/** Keys of the session cache, one per kind of answer. */
export const browseKeys = {
  home: () => 'home',
  album: (id: string) => `album:${id}`,
  artist: (id: string) => `artist:${id}`,
  albums: (query: BrowseListQuery) => `albums:${JSON.stringify(query)}`,
  artists: (query: ArtistBrowseQuery) => `artists:${JSON.stringify(query)}`,
  allArtists: () => 'all-artists',
  peaks: (trackId: string) => `peaks:${trackId}`,
};

/** A per-session memory of answers: the last value of each key and the request in flight. */
export interface BrowseCache {
  /** The value kept for `key`, if any (synchronous, for an instant first render). */
  peek<T>(key: string): T | undefined;
  /** Loads `key` once: a kept value or a request in flight is reused unless `fresh` is set. */
  load<T>(key: string, loader: () => Promise<T>, fresh?: boolean): Promise<T>;
  clear(): void;
}

export function createBrowseCache(maxEntries = 500): BrowseCache {
  const values = new Map<string, unknown>();
  const pending = new Map<string, Promise<unknown>>();
  const remember = (key: string, value: unknown) => {
    values.delete(key);
    values.set(key, value);
    if (values.size > maxEntries) values.delete(values.keys().next().value as string);
  };
  return {
    peek: <T>(key: string) => values.get(key) as T | undefined,
    load<T>(key: string, loader: () => Promise<T>, fresh = false): Promise<T> {
      const running = pending.get(key);
      if (running) return running as Promise<T>;
      if (!fresh && values.has(key)) return Promise.resolve(values.get(key) as T);
      const request = loader().then(
        (value) => {
          remember(key, value);
          pending.delete(key);
          return value;
        },
        (error: unknown) => {
          pending.delete(key);
          throw error;
        },
      );
      pending.set(key, request);
      return request;
    },
    clear() {
      values.clear();
      pending.clear();
    },
  };
}

const caches = new WeakMap<ApiClient, BrowseCache>();

/** The session cache of one API client (one per page load; a new sign-in reloads the shell's client). */
export function browseCacheFor(api: ApiClient): BrowseCache {
  let cache = caches.get(api);
  if (!cache) {
    cache = createBrowseCache();
    caches.set(api, cache);
  }
  return cache;
}

/** Starts (or reuses) the peaks request of a track, e.g. when its row is hovered or focused. */
export function prefetchTrackPeaks(api: ApiClient, trackId: string): Promise<TrackPeaks> {
  return browseCacheFor(api).load(browseKeys.peaks(trackId), () => fetchTrackPeaks(api, trackId));
}

/** The local form of a track: exactly the fields of the `tracks` schema (no `_deleted`, nothing extra). */
export function toLocalTrack(track: TrackDocument): TrackDocType {
  return {
    id: track.id,
    title: track.title,
    mainArtist: { id: track.mainArtist.id, name: track.mainArtist.name },
    artists: track.artists.map((artist) => ({ id: artist.id, name: artist.name })),
    album: track.album ? { id: track.album.id, title: track.album.title } : null,
    coverImageUrl: track.coverImageUrl,
    cloudUrl: track.cloudUrl,
    cloudUrlWav: track.cloudUrlWav,
    technicalData: { ...track.technicalData },
    waveform: track.waveform,
    language: track.language,
    genres: track.genres,
    moods: track.moods,
    instruments: track.instruments,
    tags: track.tags,
    tempo: track.tempo,
    bpm: track.bpm,
    density: track.density,
    vocalType: track.vocalType,
    isrc: track.isrc,
    explicit: track.explicit,
    instrumental: track.instrumental,
    version: track.version,
    releaseDate: track.releaseDate,
    lyrics: track.lyrics,
    comments: track.comments,
    ownerId: track.ownerId,
    createdAt: track.createdAt,
    updatedAt: track.updatedAt,
    seq: track.seq,
  };
}

/** Writes the tracks of a browse answer into the local `tracks` collection (docs/design.md §1). */
export async function storeBrowsedTracks(db: CueDatabase, tracks: readonly TrackDocument[]): Promise<void> {
  if (tracks.length === 0) return;
  const unique = new Map(tracks.map((track) => [track.id, toLocalTrack(track)]));
  await db.tracks.bulkUpsert([...unique.values()]);
}
