import {
  cachedTrackResult,
  storeTrackResult,
  touchTrackResult,
  type CachedTrackResult,
  type CueDatabase,
  type TrackSearch,
} from '../../db';
import type * as CatalogOperations from '../../domain/api/catalog';
import type { OperationInput } from '../../domain/api/operation';
import { PAGE_SIZE_DEFAULT } from '../../domain/catalog-vocabulary';
import type { TrackDocument, TrackFacetGroup, TrackPage } from '../../domain/catalog';
import { catalogOptionValues } from '../../domain/catalog-filter';
import type { ApiClient } from '../api-client';
import { isApiError } from '../api-error';
import { callOperationLocal } from '../operation-client';

export type { CachedTrackResult, TrackSearch };

export interface SearchPageOptions {
  /** 1-based; default 1. */
  page?: number;
  limit?: number;
  /** Aborts the request; an aborted search writes nothing. */
  signal?: AbortSignal;
}

/** A catalogue operation; its module (its zod schemas) loads with the call, not with the screen. */
const catalogOperation = <Name extends keyof typeof CatalogOperations>(name: Name) =>
  import('../../domain/api/catalog').then((operations) => operations[name]);

/** The query of `trackSearch` as a client states it. */
export type TrackSearchQuery = OperationInput<typeof CatalogOperations.trackSearch>['query'];

/** The values of a chip group the catalogue knows (the address bar keeps only those, too). */
function chips<Group extends TrackFacetGroup>(
  query: TrackSearch,
  group: Group,
): (typeof catalogOptionValues)[Group][number][] {
  const known: readonly string[] = catalogOptionValues[group];
  const isKnown = (value: string): value is (typeof catalogOptionValues)[Group][number] =>
    known.includes(value);
  return [...new Set(query.filters?.[group] ?? [])].filter(isKnown);
}

/**
 * The query of a search (docs/product.md §7): chips as lists (sent as repeated keys), `sort=<field>Asc|Desc`;
 * empty values are undefined, which the API client leaves out.
 */
export function trackSearchQuery(query: TrackSearch, page = 1, limit = PAGE_SIZE_DEFAULT): TrackSearchQuery {
  const text = query.search?.trim();
  const flag = (value: boolean | undefined) => (value === undefined ? undefined : value ? 'true' : 'false');
  const groups = {
    genres: chips(query, 'genres'),
    moods: chips(query, 'moods'),
    instruments: chips(query, 'instruments'),
    tempo: chips(query, 'tempo'),
    density: chips(query, 'density'),
    vocalType: chips(query, 'vocalType'),
    language: chips(query, 'language'),
    version: chips(query, 'version'),
  };
  return {
    page,
    limit,
    search: text || undefined,
    sort: query.sort,
    ...groups,
    explicit: flag(query.explicit),
    instrumental: flag(query.instrumental),
    artistId: query.artistId || undefined,
    albumId: query.albumId || undefined,
    owner: query.owner,
  };
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
  const call = options.signal ? { signal: options.signal } : {};
  let answer: TrackPage;
  try {
    answer = await callOperationLocal(
      api,
      catalogOperation('trackSearch'),
      { query: trackSearchQuery(query, page, limit) },
      call,
    );
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
