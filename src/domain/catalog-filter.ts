import {
  densities,
  genres,
  instruments,
  moods,
  tempoNames,
  trackFacetGroups,
  trackLanguages,
  trackVersions,
  vocalTypes,
} from './catalog-vocabulary';
import type { TrackDocument, TrackFacetGroup, TrackFacets, TrackSort } from './catalog';

/** The values of each fixed list, keyed like the chip groups of the search (`trackFacetGroups`). */
export const catalogOptionValues = {
  genres,
  moods,
  instruments,
  tempo: tempoNames,
  density: densities,
  vocalType: vocalTypes,
  language: trackLanguages,
  version: trackVersions,
} as const satisfies Record<TrackFacetGroup, readonly string[]>;

/** A catalogue search as the client states it (the `GET /api/track/info` query without paging). */
export interface TrackSearch {
  search?: string;
  sort?: TrackSort;
  filters?: Partial<Record<TrackFacetGroup, readonly string[]>>;
  explicit?: boolean;
  instrumental?: boolean;
  artistId?: string;
  albumId?: string;
  owner?: 'me';
}

/** Case- and diacritics-insensitive form of a text ("Ëlan Café" → "elan cafe"). */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

interface IndexedTrack {
  track: TrackDocument;
  /** Title, main and featured artists, album and tags, normalised once per emission. */
  text: string;
  title: string;
}

/** The matches of the last filtered query, in its order, so that a narrower query scans only those. */
interface LastFilter {
  sort: TrackSort;
  /** The chip filters and switches, as one string. */
  conditions: string;
  tokens: string[];
  matches: IndexedTrack[];
}

/** Every cached track with its searchable text, plus orders computed on first use. */
export interface TrackIndex {
  entries: IndexedTrack[];
  byId: Map<string, TrackDocument>;
  sorted: Map<TrackSort, IndexedTrack[]>;
  last: LastFilter | null;
}

/** Normalised text per track object: an unchanged track (same object from the live query) is not redone. */
const indexed = new WeakMap<TrackDocument, IndexedTrack>();
function indexTrack(track: TrackDocument): IndexedTrack {
  let entry = indexed.get(track);
  if (!entry) {
    const parts = [
      track.title,
      track.mainArtist.name,
      ...track.artists.map((a) => a.name),
      track.album?.title ?? '',
      ...track.tags,
    ];
    entry = { track, text: normalizeText(parts.join('\n')), title: normalizeText(track.title) };
    indexed.set(track, entry);
  }
  return entry;
}

/**
 * The index of the tracks; with the previous index, what it already did is kept: the same tracks (same
 * objects) give the previous index back, and its orders are the starting point of the new ones, which then
 * sort in about linear time. The title order (the keystroke's default) is made here, not in a keystroke.
 */
export function buildTrackIndex(tracks: readonly TrackDocument[], previous?: TrackIndex | null): TrackIndex {
  if (
    previous &&
    previous.entries.length === tracks.length &&
    tracks.every((track, i) => previous.entries[i]!.track === track)
  )
    return previous;
  const entries = tracks.map(indexTrack);
  const index: TrackIndex = {
    entries,
    byId: new Map(tracks.map((track) => [track.id, track])),
    sorted: new Map(),
    last: null,
  };
  const sorts = new Set<TrackSort>(['titleAsc', ...(previous?.sorted.keys() ?? [])]);
  for (const sort of sorts) {
    const before = previous?.sorted.get(sort);
    index.sorted.set(sort, sortEntries(before ? inOrderOf(before, entries) : [...entries], sort));
  }
  return index;
}

/** `entries` in the order of an earlier list of the same tracks (by id), new ones at the end. */
function inOrderOf(before: readonly IndexedTrack[], entries: readonly IndexedTrack[]): IndexedTrack[] {
  const byId = new Map(entries.map((entry) => [entry.track.id, entry]));
  const list: IndexedTrack[] = [];
  for (const old of before) {
    const entry = byId.get(old.track.id);
    if (entry) {
      list.push(entry);
      byId.delete(old.track.id);
    }
  }
  return list.concat([...byId.values()]);
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const orders: Record<TrackSort, (a: IndexedTrack, b: IndexedTrack) => number> = {
  titleAsc: (a, b) => byText(a.title, b.title),
  titleDesc: (a, b) => byText(b.title, a.title),
  durationAsc: (a, b) => a.track.technicalData.duration - b.track.technicalData.duration,
  durationDesc: (a, b) => b.track.technicalData.duration - a.track.technicalData.duration,
  releaseDateAsc: (a, b) => byText(a.track.releaseDate ?? '9999', b.track.releaseDate ?? '9999'),
  releaseDateDesc: (a, b) => byText(b.track.releaseDate ?? '', a.track.releaseDate ?? ''),
  createdAtAsc: (a, b) => byText(a.track.createdAt, b.track.createdAt),
  createdAtDesc: (a, b) => byText(b.track.createdAt, a.track.createdAt),
};

function sortEntries(list: IndexedTrack[], sort: TrackSort): IndexedTrack[] {
  return list.sort((a, b) => orders[sort](a, b) || byText(a.track.id, b.track.id));
}

/** The index in one order, sorted once and kept with the index. */
function sortedBy(index: TrackIndex, sort: TrackSort): IndexedTrack[] {
  let list = index.sorted.get(sort);
  if (!list) {
    list = sortEntries([...index.entries], sort);
    index.sorted.set(sort, list);
  }
  return list;
}

function groupValues(track: TrackDocument, group: TrackFacetGroup): readonly string[] {
  const value = track[group];
  if (Array.isArray(value)) return value as readonly string[];
  return value === null || value === undefined ? [] : [value as string];
}

/** The groups whose chip filter (or switch) the track fails; -1 stands for explicit/instrumental. */
function failedGroups(
  track: TrackDocument,
  query: TrackSearch,
  active: TrackFacetGroup[],
): (TrackFacetGroup | -1)[] {
  const failed: (TrackFacetGroup | -1)[] = [];
  if (query.explicit !== undefined && track.explicit !== query.explicit) failed.push(-1);
  if (query.instrumental !== undefined && track.instrumental !== query.instrumental) failed.push(-1);
  for (const group of active) {
    const wanted = query.filters?.[group] ?? [];
    if (!groupValues(track, group).some((value) => wanted.includes(value))) failed.push(group);
  }
  return failed;
}

interface LocalResult {
  tracks: TrackDocument[];
}

const tokensOf = (query: TrackSearch) =>
  normalizeText(query.search ?? '')
    .split(/\s+/)
    .filter(Boolean);
const activeGroups = (query: TrackSearch) =>
  trackFacetGroups.filter((group) => (query.filters?.[group]?.length ?? 0) > 0);

function hasAll(text: string, tokens: readonly string[]): boolean {
  for (const token of tokens) if (!text.includes(token)) return false;
  return true;
}

/**
 * Where to look for the matches: the last query's matches when this query can only narrow them (same order
 * and chips, and every earlier word inside one of the new ones, as while typing on), else every track.
 */
function candidates(index: TrackIndex, sort: TrackSort, conditions: string, tokens: string[]) {
  const last = index.last;
  const narrower =
    last !== null &&
    last.sort === sort &&
    last.conditions === conditions &&
    last.tokens.every((old) => tokens.some((token) => token.includes(old)));
  return narrower ? last.matches : sortedBy(index, sort);
}

/**
 * The keystroke path (docs/design.md §1): text tokens must all occur in a track's searchable text, chips are
 * OR within a group and AND across groups. Relevance puts title matches first, then alphabetical.
 */
export function filterTracks(index: TrackIndex, query: TrackSearch): LocalResult {
  const tokens = tokensOf(query);
  const active = activeGroups(query);
  const plainText = active.length === 0 && query.explicit === undefined && query.instrumental === undefined;
  const sort = query.sort ?? 'titleAsc';
  const conditions = plainText
    ? ''
    : JSON.stringify([active.map((group) => query.filters?.[group]), query.explicit, query.instrumental]);
  const matches: IndexedTrack[] = [];
  for (const entry of candidates(index, sort, conditions, tokens)) {
    if (!hasAll(entry.text, tokens)) continue;
    if (!plainText && failedGroups(entry.track, query, active).length > 0) continue;
    matches.push(entry);
  }
  index.last = { sort, conditions, tokens, matches };
  const titleFirst: TrackDocument[] = [];
  const rest: TrackDocument[] = [];
  const relevance = !query.sort && tokens.length > 0;
  for (const entry of matches) {
    if (relevance && hasAll(entry.title, tokens)) titleFirst.push(entry.track);
    else rest.push(entry.track);
  }
  return { tracks: titleFirst.length ? titleFirst.concat(rest) : rest };
}

/**
 * Chip counts over the cached tracks, as the server counts them: each group over the matches of the text
 * and every other group's filter. Only needed while the filters show and no server answer is at hand.
 */
export function localFacets(index: TrackIndex, query: TrackSearch): TrackFacets {
  const tokens = tokensOf(query);
  const active = activeGroups(query);
  const facets = Object.fromEntries(
    trackFacetGroups.map((group) => [group, {} as Record<string, number>]),
  ) as TrackFacets;
  for (const entry of index.entries) {
    if (!tokens.every((token) => entry.text.includes(token))) continue;
    const failed = failedGroups(entry.track, query, active);
    if (failed.length > 1 || failed[0] === -1) continue;
    for (const group of trackFacetGroups) {
      if (failed.length === 1 && failed[0] !== group) continue;
      for (const value of groupValues(entry.track, group))
        facets[group][value] = (facets[group][value] ?? 0) + 1;
    }
  }
  return facets;
}
