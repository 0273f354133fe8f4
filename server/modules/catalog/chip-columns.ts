import { trackFacetGroups, type TrackFacetGroup, type TrackFacets } from '../../../src/domain/catalog';
import { chipBits, chipCodes, chipColumns, chipVocabulary } from './chip-codes';

/** The chip index's storage (./chip-index.ts): one slot per track, column by column, and its counting. */

/** What a search without words filters on besides the chips (docs/product.md §7 Tracks). */
export interface ChipFilters {
  explicit?: boolean;
  instrumental?: boolean;
  artistId?: string;
  albumId?: string;
  ownerId?: string;
}

/** Chosen chip values per group, as the searcher sent them. */
export type ChosenChips = Partial<Record<TrackFacetGroup, string[]>>;

export interface ChipCounts {
  total: number;
  facets: TrackFacets;
}

export const GROUP_COUNT = trackFacetGroups.length;
export const arrayGroup = trackFacetGroups.map((group) => chipColumns[group].array);
/** Counters per group: one per bit of an array group, one per code (0 = none) of a scalar group. */
const counterSizes = trackFacetGroups.map((group) =>
  chipColumns[group].array ? 32 : chipVocabulary[group].length + 1,
);

export const EXPLICIT = 1;
export const INSTRUMENTAL = 2;
export const LIVE = 4;

/** Growable column storage: one slot per track ever seen (a deleted track's slot is kept, not live). */
export class Columns {
  size = 0;
  codes: Int32Array[] = trackFacetGroups.map(() => new Int32Array(0));
  flags = new Uint8Array(0);
  owner = new Int32Array(0);
  artist = new Int32Array(0);
  album = new Int32Array(0);

  grow(wanted: number): void {
    const capacity = this.flags.length;
    if (wanted <= capacity) return;
    const next = Math.max(wanted, capacity * 2, 1024);
    const copy = <T extends Int32Array | Uint8Array>(from: T, make: (n: number) => T) => {
      const to = make(next);
      to.set(from);
      return to;
    };
    this.codes = this.codes.map((column) => copy(column, (n) => new Int32Array(n)));
    this.flags = copy(this.flags, (n) => new Uint8Array(n));
    this.owner = copy(this.owner, (n) => new Int32Array(n));
    this.artist = copy(this.artist, (n) => new Int32Array(n));
    this.album = copy(this.album, (n) => new Int32Array(n));
  }
}

/** Small integers for ids (0 is reserved for none); an id never seen gets -1, which matches no row. */
export class Interner {
  private readonly numbers = new Map<string, number>();
  of(id: string | null): number {
    if (id === null) return 0;
    let number = this.numbers.get(id);
    if (number === undefined) {
      number = this.numbers.size + 1;
      this.numbers.set(id, number);
    }
    return number;
  }
  find(id: string): number {
    return this.numbers.get(id) ?? -1;
  }
}

/** A chosen group as a test on its integer column: a bitmask against the bits, or a mask of 1 << code. */
function chipMask(group: TrackFacetGroup, values: string[]): number {
  if (chipColumns[group].array) return chipBits(group, values);
  return chipCodes(group, values).reduce((mask, code) => mask | (1 << code), 0);
}

/** The filters and chosen chips as tests on the columns (0: no test; -1: an id no track has). */
export function selection(ids: Interner, filters: ChipFilters, chosen: ChosenChips) {
  const groups: number[] = [];
  const masks: number[] = [];
  trackFacetGroups.forEach((group, index) => {
    const values = chosen[group];
    if (!values || values.length === 0) return;
    groups.push(index);
    masks.push(chipMask(group, values));
  });
  const flagMask =
    LIVE |
    (filters.explicit === undefined ? 0 : EXPLICIT) |
    (filters.instrumental === undefined ? 0 : INSTRUMENTAL);
  const flagWant = LIVE | (filters.explicit ? EXPLICIT : 0) | (filters.instrumental ? INSTRUMENTAL : 0);
  const owner = filters.ownerId === undefined ? 0 : ids.find(filters.ownerId);
  const artist = filters.artistId === undefined ? 0 : ids.find(filters.artistId);
  const album = filters.albumId === undefined ? 0 : ids.find(filters.albumId);
  return { groups, masks, flagMask, flagWant, owner, artist, album };
}

export type Selection = ReturnType<typeof selection>;

/** A tally's figures: `scanned` counts the rows the SQL counting reads (those failing at most one counted group). */
export interface Tally {
  total: number;
  scanned: number;
  facets: TrackFacets;
}

/**
 * The total and facets over `slots` (every slot when null), as the SQL counting gives them: the total
 * counts the live tracks that pass the filters and every chosen group; the facet of a group in `counted`
 * counts the tracks that pass the filters and every other group's chips (its own chips do not narrow it).
 */
export function tally(
  columns: Columns,
  chosen: Selection,
  slots: ArrayLike<number> | null,
  counted: readonly boolean[] = arrayGroup.map(() => true),
): Tally {
  const { groups, masks, flagMask, flagWant, owner, artist, album } = chosen;
  const counters = counterSizes.map((size) => new Int32Array(size));
  const { codes, flags } = columns;
  let total = 0;
  let scanned = 0;
  const every = counted.every(Boolean);

  const add = (group: number, slot: number) => {
    const code = codes[group]![slot]!;
    const counter = counters[group]!;
    if (!arrayGroup[group]) {
      counter[code]! += 1;
      return;
    }
    for (let bits = code; bits !== 0; bits &= bits - 1) counter[31 - Math.clz32(bits & -bits)]! += 1;
  };

  const length = slots ? slots.length : columns.size;
  for (let step = 0; step < length; step += 1) {
    const slot = slots ? slots[step]! : step;
    if ((flags[slot]! & flagMask) !== flagWant) continue;
    if (owner !== 0 && columns.owner[slot] !== owner) continue;
    if (artist !== 0 && columns.artist[slot] !== artist) continue;
    if (album !== 0 && columns.album[slot] !== album) continue;
    let failed = -1;
    let failures = 0;
    for (let index = 0; index < groups.length && failures < 2; index += 1) {
      const group = groups[index]!;
      const code = codes[group]![slot]!;
      const passes = arrayGroup[group] ? (code & masks[index]!) !== 0 : ((1 << code) & masks[index]!) !== 0;
      if (!passes) {
        failures += 1;
        failed = group;
      }
    }
    if (failures === 0) {
      total += 1;
      scanned += 1;
      if (every) for (let group = 0; group < GROUP_COUNT; group += 1) add(group, slot);
      else for (let group = 0; group < GROUP_COUNT; group += 1) if (counted[group]) add(group, slot);
    } else if (failures === 1 && (every || counted[failed])) {
      scanned += 1;
      add(failed, slot);
    }
  }
  return { total, scanned, facets: facetsOf(counters) };
}

/** Counters to named facets: only values with at least one track, as the SQL counts give them. */
function facetsOf(counters: Int32Array[]): TrackFacets {
  const facets = Object.fromEntries(trackFacetGroups.map((group) => [group, {}])) as unknown as TrackFacets;
  trackFacetGroups.forEach((group, index) => {
    const vocabulary = chipVocabulary[group];
    const counter = counters[index]!;
    const offset = chipColumns[group].array ? 0 : 1;
    vocabulary.forEach((value, position) => {
      const n = counter[position + offset]!;
      if (n > 0) facets[group][value] = n;
    });
  });
  return facets;
}
