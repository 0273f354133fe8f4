import { map, type Observable } from 'rxjs';
import type { RxCollection } from 'rxdb';
import { trackFacetGroups } from '../../domain/catalog-vocabulary';
import type { TrackFacetGroup, TrackFacets } from '../../domain/catalog';
import type { TrackSearch } from '../../domain/catalog-filter';
import type { CueDatabase } from '../collections';
import type { TrackDocType } from '../schemas/tracks.schema';
import { keyId, writeQueue } from './local-cache';

export type { TrackSearch };

/**
 * RxDB hands out the same document object until a document changes, so its plain copy is made once:
 * an emission after one write costs one copy, not one per stored track.
 */
const plainCopies = new WeakMap<object, TrackDocType>();
function plain(doc: { toJSON(): unknown }): TrackDocType {
  let copy = plainCopies.get(doc);
  if (!copy) {
    copy = doc.toJSON() as TrackDocType;
    plainCopies.set(doc, copy);
  }
  return copy;
}

/**
 * Every track kept locally (search results and the owner's own), live, in no particular order. An
 * unchanged track keeps its object identity across emissions, so callers can cache work per track.
 */
export function cachedTracksQuery(db: CueDatabase): Observable<TrackDocType[]> {
  // By id and revision, not by document object: RxDB may hand out a new object for an unchanged document
  // (its cache lets go of them), and each new copy would be indexed for the search again.
  let copies = new Map<string, { revision: string; copy: TrackDocType }>();
  return db.tracks.find().$.pipe(
    map((docs) => {
      const next = new Map<string, { revision: string; copy: TrackDocType }>();
      const list = docs.map((doc) => {
        const known = copies.get(doc.primary);
        const copy = known && known.revision === doc.revision ? known.copy : plain(doc);
        next.set(doc.primary, { revision: doc.revision, copy });
        return copy;
      });
      copies = next;
      return list;
    }),
  );
}

/** The tracks with these ids in the given order, live; ids not stored locally are left out. */
export function tracksByIdsQuery(db: CueDatabase, ids: readonly string[]): Observable<TrackDocType[]> {
  return db.tracks.findByIds([...ids]).$.pipe(
    map((found) =>
      ids.flatMap((id) => {
        const doc = found.get(id);
        return doc ? [plain(doc)] : [];
      }),
    ),
  );
}

/** The same search always gives the same key: trimmed, case-folded text, filters in a fixed order. */
export function trackSearchKey(query: TrackSearch): string {
  const filters = trackFacetGroups.flatMap((group) => {
    const values = [...new Set(query.filters?.[group] ?? [])].sort();
    return values.length ? [[group, values] as const] : [];
  });
  return JSON.stringify([
    (query.search ?? '').trim().replace(/\s+/g, ' ').toLowerCase(),
    query.sort ?? '',
    filters,
    query.explicit ?? null,
    query.instrumental ?? null,
    query.artistId ?? '',
    query.albumId ?? '',
    query.owner ?? '',
  ]);
}

/** The remembered answer to one search: ordered ids of every page fetched so far. */
export interface CachedTrackResult {
  key: string;
  ids: string[];
  total: number;
  facets: TrackFacets;
  /** The server estimated the total and facets (a search with very many matches); absent in older entries. */
  totalIsEstimate?: boolean;
  /** Groups whose facet counts the server estimated; absent in older entries. */
  estimatedFacets?: TrackFacetGroup[];
  /** When the server answered (ms since the epoch). */
  fetchedAt: number;
  /** Last write or use, for dropping the least recently used. */
  usedAt: number;
}

/** How many searches each user's database remembers. */
export const RESULT_CACHE_LIMIT = 100;
const INDEX_ID = 'search-results';

interface CacheIndex {
  entries: { id: string; usedAt: number }[];
}

/**
 * Local documents of the `tracks` collection (created with `localDocuments: true`, see collections.ts)
 * hold the result cache: they live in the user's database, are removed with it and are not an RxDB
 * collection (no COL23 slot).
 */
const cacheParent = (db: CueDatabase): RxCollection<TrackDocType> => db.tracks;

/** Cache writes of one database run one after another, so the index never loses an entry. */
const queued = writeQueue();

async function readIndex(parent: RxCollection<TrackDocType>): Promise<CacheIndex> {
  const doc = await parent.getLocal<CacheIndex>(INDEX_ID);
  return { entries: [...(doc?.get('entries') ?? [])] as CacheIndex['entries'] };
}

async function touchIndex(parent: RxCollection<TrackDocType>, id: string, usedAt: number): Promise<void> {
  const index = await readIndex(parent);
  const entries = [{ id, usedAt }, ...index.entries.filter((entry) => entry.id !== id)].sort(
    (a, b) => b.usedAt - a.usedAt,
  );
  const dropped = entries.splice(RESULT_CACHE_LIMIT);
  await parent.upsertLocal<CacheIndex>(INDEX_ID, { entries });
  for (const entry of dropped) await (await parent.getLocal(entry.id))?.remove();
}

export interface StoreResultInput {
  total: number;
  facets: TrackFacets;
  totalIsEstimate?: boolean;
  estimatedFacets?: TrackFacetGroup[];
  /** Ids of this page in order. */
  ids: string[];
  /** 1-based page and its size: page 1 replaces the remembered ids, later pages go at their offset. */
  page: number;
  limit: number;
  now?: number;
}

/** Remembers one page of a search's answer; the oldest searches beyond `RESULT_CACHE_LIMIT` are dropped. */
export function storeTrackResult(
  db: CueDatabase,
  query: TrackSearch,
  input: StoreResultInput,
): Promise<CachedTrackResult> {
  return queued(db, async () => {
    const parent = cacheParent(db);
    const key = trackSearchKey(query);
    const id = keyId(key);
    const now = input.now ?? Date.now();
    const previous = input.page > 1 ? await readResult(parent, key, id) : null;
    const ids = previous ? previous.ids.slice(0, (input.page - 1) * input.limit) : [];
    ids.push(...input.ids);
    const counts = {
      total: input.total,
      facets: input.facets,
      totalIsEstimate: input.totalIsEstimate === true,
      estimatedFacets: input.estimatedFacets ?? [],
    };
    const result: CachedTrackResult = { key, ids, ...counts, fetchedAt: now, usedAt: now };
    await parent.upsertLocal<CachedTrackResult>(id, result);
    await touchIndex(parent, id, now);
    return result;
  });
}

async function readResult(
  parent: RxCollection<TrackDocType>,
  key: string,
  id: string,
): Promise<CachedTrackResult | null> {
  const doc = await parent.getLocal<CachedTrackResult>(id);
  if (!doc) return null;
  const data = doc.toJSON().data as CachedTrackResult;
  return data.key === key ? { ...data, ids: [...data.ids] } : null;
}

/** The remembered answer to this search, or null. */
export function cachedTrackResult(db: CueDatabase, query: TrackSearch): Promise<CachedTrackResult | null> {
  const key = trackSearchKey(query);
  return readResult(cacheParent(db), key, keyId(key));
}

/** Marks a remembered search as used now (it moves to the back of the line for dropping). */
export function touchTrackResult(db: CueDatabase, query: TrackSearch, now = Date.now()): Promise<void> {
  return queued(db, async () => {
    const parent = cacheParent(db);
    const key = trackSearchKey(query);
    const id = keyId(key);
    const doc = await parent.getLocal<CachedTrackResult>(id);
    if (!doc) return;
    await parent.upsertLocal<CachedTrackResult>(id, {
      ...(doc.toJSON().data as CachedTrackResult),
      usedAt: now,
    });
    await touchIndex(parent, id, now);
  });
}

/** How many searches are remembered. */
export async function cachedTrackResultCount(db: CueDatabase): Promise<number> {
  return (await readIndex(cacheParent(db))).entries.length;
}
