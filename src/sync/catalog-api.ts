import {
  cachedTrackResult,
  storeTrackResult,
  touchTrackResult,
  type CachedTrackResult,
  type CueDatabase,
  type TrackSearch,
} from '../db';
import { PAGE_SIZE_DEFAULT, trackFacetGroups, type TrackDocument, type TrackPage } from '../domain/catalog';
import type { ApiClient, RequestOptions } from './api-client';
import { isApiError } from './api-error';

export type { CachedTrackResult, TrackSearch };

/** GET /api/track/info (docs/product.md §7 Tracks). */
export const TRACK_INFO_PATH = '/track/info';

export interface SearchPageOptions {
  /** 1-based; default 1. */
  page?: number;
  limit?: number;
  /** Aborts the request; an aborted search writes nothing. */
  signal?: AbortSignal;
}

/**
 * The query string of a search (docs/product.md §7): chips as repeated keys, `sort=<field>Asc|Desc`, empty
 * values skipped.
 */
export function trackSearchParams(query: TrackSearch, page = 1, limit = PAGE_SIZE_DEFAULT): URLSearchParams {
  const params = new URLSearchParams();
  params.set('page', String(page));
  params.set('limit', String(limit));
  const text = query.search?.trim();
  if (text) params.set('search', text);
  if (query.sort) params.set('sort', query.sort);
  for (const group of trackFacetGroups) {
    for (const value of new Set(query.filters?.[group] ?? [])) if (value) params.append(group, value);
  }
  if (query.explicit !== undefined) params.set('explicit', String(query.explicit));
  if (query.instrumental !== undefined) params.set('instrumental', String(query.instrumental));
  if (query.artistId) params.set('artistId', query.artistId);
  if (query.albumId) params.set('albumId', query.albumId);
  if (query.owner) params.set('owner', query.owner);
  return params;
}

export interface TrackSearchOutcome {
  /** `server`: answered now; `cache`: the server could not be reached, this is the remembered answer. */
  source: 'server' | 'cache';
  result: CachedTrackResult;
  /** The tracks of this page as the server sent them (none from the cache: they are in `tracks`). */
  tracks: TrackDocument[];
  /** The page of this call (server) or how many ids are remembered (cache). */
  page: number;
  limit: number;
}

/** No HTTP answer at all (offline, refused, timed out): the cases the remembered answer stands in for. */
const unreachable = (error: unknown) => isApiError(error) && error.status === undefined;

/** Search answers carry live tracks only; a `_deleted` flag, if any, is not part of the local schema. */
const withoutDeletedFlag = (track: TrackDocument): TrackDocument => {
  const { _deleted: _flag, ...rest } = track as TrackDocument & { _deleted?: boolean };
  return rest;
};

/** Writes only new or changed tracks: a revisited search does not wake every live query of `tracks`. */
async function upsertChanged(db: CueDatabase, tracks: TrackDocument[]): Promise<void> {
  const stored = await db.tracks.findByIds(tracks.map((track) => track.id)).exec();
  const changed = tracks.filter((track) => {
    const current = stored.get(track.id);
    return !current || current.seq !== track.seq || current.updatedAt !== track.updatedAt;
  });
  if (changed.length) await db.tracks.bulkUpsert(changed);
}

const abortError = () => new DOMException('The search was replaced by a newer one', 'AbortError');

/**
 * Searches the catalogue on the server, writes every returned track into `tracks` and remembers the
 * answer (ordered ids, total, facets) for this search. Without a connection it answers from what was
 * remembered, and throws when nothing was.
 */
export async function searchTracks(
  api: ApiClient,
  db: CueDatabase,
  query: TrackSearch,
  options: SearchPageOptions = {},
): Promise<TrackSearchOutcome> {
  const page = options.page ?? 1;
  const limit = options.limit ?? PAGE_SIZE_DEFAULT;
  // The signal cancels the request itself; an answer that arrives after the abort is dropped too.
  const request: RequestOptions = {
    searchParams: trackSearchParams(query, page, limit),
    ...(options.signal ? { signal: options.signal } : {}),
  };
  let answer: TrackPage;
  try {
    answer = await api.get<TrackPage>(TRACK_INFO_PATH, request);
  } catch (error) {
    if (options.signal?.aborted) throw abortError();
    const remembered = unreachable(error) ? await cachedTrackResult(db, query) : null;
    if (!remembered) throw error;
    await touchTrackResult(db, query);
    return {
      source: 'cache',
      result: remembered,
      tracks: [],
      page: Math.max(1, Math.ceil(remembered.ids.length / limit)),
      limit,
    };
  }
  if (options.signal?.aborted) throw abortError();
  const tracks = answer.data.map(withoutDeletedFlag);
  await upsertChanged(db, tracks);
  const result = await storeTrackResult(db, query, {
    ids: tracks.map((track) => track.id),
    total: answer.total,
    facets: answer.facets,
    totalIsEstimate: answer.totalIsEstimate === true,
    estimatedFacets: answer.estimatedFacets ?? [],
    page,
    limit,
  });
  return { source: 'server', result, tracks, page, limit };
}

/** The remembered answer to a search (ids in order, total, facets), or null. */
export function cachedResult(db: CueDatabase, query: TrackSearch): Promise<CachedTrackResult | null> {
  return cachedTrackResult(db, query);
}
