import type * as CatalogOperations from '../../domain/api/catalog';
import type { ArtistDocument, TrackDocument, TrackPeaks } from '../../domain/catalog';
import { PEAKS_DRAW_POINTS } from '../../domain/peaks-points';
import type { CueDatabase, TrackDocType } from '../../db';
import type { ApiClient } from '../api-client';
import { callOperation, callOperationLocal } from '../operation-client';

/**
 * Browsing helpers beyond one operation (docs/product.md §2, §3): the whole A–Z artist list, the player's peaks
 * and the local form of browsed tracks. Screens read albums, artists and the home rows through
 * `useLocalQuery` (src/sync/local-query.ts), which keeps every answer in the local database.
 */

/**
 * A catalogue operation; its module (its zod schemas) loads with the call, not with the screen.
 */
const catalogOperation = <Name extends keyof typeof CatalogOperations>(name: Name) =>
  import('../../domain/api/catalog').then((operations) => operations[name]);

/** The artists page size used to read the whole A–Z list; the server caps a page at 100. */
const ALL_ARTISTS_PAGE = 100;
/** Safety stop for the A–Z list: 50 pages of 100 artists. */
const ALL_ARTISTS_MAX_PAGES = 50;

/** Every artist, A–Z, read page by page. */
export async function fetchAllArtists(api: ApiClient): Promise<ArtistDocument[]> {
  const artists: ArtistDocument[] = [];
  for (let page = 1; page <= ALL_ARTISTS_MAX_PAGES; page += 1) {
    const answer = await callOperationLocal(api, catalogOperation('artistList'), {
      query: { page, limit: ALL_ARTISTS_PAGE, sort: 'title' },
    });
    artists.push(...answer.data);
    if (answer.data.length === 0 || artists.length >= answer.total) break;
  }
  return artists;
}

/**
 * The player's peaks (`PEAKS_DRAW_POINTS` per channel), asked once per track per page load and kept in
 * memory: a waveform draws them synchronously when they are here, and a hover starts the request early.
 * They are the drawing of a track, not data a screen lists, so they stay out of the local database.
 */
export interface PeaksMemo {
  peek(trackId: string): TrackPeaks | undefined;
  load(trackId: string): Promise<TrackPeaks>;
}

const PEAKS_KEPT = 200;

export function createPeaksMemo(fetchPeaks: (trackId: string) => Promise<TrackPeaks>): PeaksMemo {
  const kept = new Map<string, TrackPeaks>();
  const pending = new Map<string, Promise<TrackPeaks>>();
  return {
    peek: (trackId) => kept.get(trackId),
    load(trackId) {
      const known = kept.get(trackId);
      if (known) return Promise.resolve(known);
      let request = pending.get(trackId);
      if (!request) {
        request = fetchPeaks(trackId).then((peaks) => {
          kept.set(trackId, peaks);
          if (kept.size > PEAKS_KEPT) kept.delete(kept.keys().next().value as string);
          return peaks;
        });
        const forget = () => pending.delete(trackId);
        request.then(forget, forget);
        pending.set(trackId, request);
      }
      return request;
    },
  };
}

const memos = new WeakMap<ApiClient, PeaksMemo>();

/** The peaks memo of one API client (one per page load; a new sign-in reloads the shell's client). */
export function peaksMemoFor(api: ApiClient): PeaksMemo {
  let memo = memos.get(api);
  if (!memo) {
    memo = createPeaksMemo((trackId) =>
      callOperation(api, catalogOperation('trackPeaks'), {
        params: { id: trackId },
        query: { points: PEAKS_DRAW_POINTS },
      }),
    );
    memos.set(api, memo);
  }
  return memo;
}

/** Starts (or reuses) the peaks request of a track, e.g. when its row is hovered or focused. */
export function prefetchTrackPeaks(api: ApiClient, trackId: string): Promise<TrackPeaks> {
  return peaksMemoFor(api).load(trackId);
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
