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
  type TrackDocument,
  type TrackFacetGroup,
  type TrackFacets,
  type TrackSort,
} from './catalog';

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

/** Every cached track with its searchable text, plus orders computed on first use. */
export interface TrackIndex {
  entries: IndexedTrack[];
  byId: Map<string, TrackDocument>;
  sorted: Map<TrackSort, IndexedTrack[]>;
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

export function buildTrackIndex(tracks: readonly TrackDocument[]): TrackIndex {
  const entries = tracks.map(indexTrack);
  return { entries, byId: new Map(tracks.map((track) => [track.id, track])), sorted: new Map() };
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

/** The index in one order, sorted once and kept with the index. */
function sortedBy(index: TrackIndex, sort: TrackSort): IndexedTrack[] {
  let list = index.sorted.get(sort);
  if (!list) {
    list = [...index.entries].sort((a, b) => orders[sort](a, b) || byText(a.track.id, b.track.id));
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

/**
 * The keystroke path (docs/design.md §1): text tokens must all occur in a track's searchable text, chips are
 * OR within a group and AND across groups. Relevance puts title matches first, then alphabetical.
 */
export function filterTracks(index: TrackIndex, query: TrackSearch): LocalResult {
  const tokens = tokensOf(query);
  const active = activeGroups(query);
  const plainText = active.length === 0 && query.explicit === undefined && query.instrumental === undefined;
  const titleFirst: TrackDocument[] = [];
  const rest: TrackDocument[] = [];
  const relevance = !query.sort && tokens.length > 0;
  for (const entry of sortedBy(index, query.sort ?? 'titleAsc')) {
    if (!tokens.every((token) => entry.text.includes(token))) continue;
    if (!plainText && failedGroups(entry.track, query, active).length > 0) continue;
    if (relevance && tokens.every((token) => entry.title.includes(token))) titleFirst.push(entry.track);
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
