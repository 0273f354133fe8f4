import { sql } from 'drizzle-orm';
import { trackFacetGroups, type TrackFacetGroup, type TrackFacets } from '../../../src/domain/catalog';
import type { Db } from '../../db/client';
import { chipBits, chipCodes, chipColumns, chipVocabulary } from './chip-codes';
import { changefeedHorizon } from '../../sync/horizon';
import { Columns, Interner } from './chip-columns';
import { NewestFirst } from './newest-first';

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

const GROUP_COUNT = trackFacetGroups.length;
const arrayGroup = trackFacetGroups.map((group) => chipColumns[group].array);
/** Counters per group: one per bit of an array group, one per code (0 = none) of a scalar group. */
const counterSizes = trackFacetGroups.map((group) =>
  chipColumns[group].array ? 32 : chipVocabulary[group].length + 1,
);

const EXPLICIT = 1;
const INSTRUMENTAL = 2;
const LIVE = 4;

interface ChipRow {
  id: string;
  seq: string;
  live: boolean;
  genre_bits: number | null;
  mood_bits: number | null;
  instrument_bits: number | null;
  tempo_code: number | null;
  density_code: number | null;
  vocal_code: number | null;
  language_code: number | null;
  version_code: number | null;
  explicit: boolean | null;
  instrumental: boolean | null;
  owner_id: string | null;
  main_artist_id: string | null;
  album_id: string | null;
  /** `track_search.created_at` in microseconds since 1970 (exact in a double). */
  created_at: number | null;
}

/** Integer columns of `track_search`, in the order of `trackFacetGroups`. */
const codeColumns = trackFacetGroups.map((group) => chipColumns[group].code as keyof ChipRow);

/** A chosen group as a test on its integer column: a bitmask against the bits, or a mask of 1 << code. */
function chipMask(group: TrackFacetGroup, values: string[]): number {
  if (chipColumns[group].array) return chipBits(group, values);
  return chipCodes(group, values).reduce((mask, code) => mask | (1 << code), 0);
}

/**
 * The chip columns of every live track in server memory, column by column, for the total and facets of a
 * search without words: one pass over typed arrays (~1 ms per 100,000 tracks) where PostgreSQL reads every
 * `track_search` row and hashes each group (20–35 ms; bench/README.md, "Catalogue search"). ~40 bytes a
 * track. It follows the tracks changefeed: `syncTo(seq)` reads the tracks changed after the last seq it saw
 * (`tracks_seq` index) up to the changefeed horizon, so a lower seq that commits later is not passed over
 * (server/sync/horizon.ts). The app never removes a `tracks` row (a deletion sets `deleted`, and the track
 * leaves `track_search`), so every change a search can see comes with a new seq.
 */
export function createChipIndex(db: Db) {
  const columns = new Columns();
  const newest = new NewestFirst();
  const slots = new Map<string, number>();
  const ids = new Interner();
  let seq = 0n;
  let pending: Promise<void> = Promise.resolve();

  function store(row: ChipRow) {
    let slot = slots.get(row.id);
    if (slot === undefined) {
      if (!row.live) return;
      slot = columns.size++;
      columns.grow(columns.size);
      slots.set(row.id, slot);
    }
    if (!row.live) {
      columns.flags[slot] = 0;
      return;
    }
    for (let group = 0; group < GROUP_COUNT; group += 1)
      columns.codes[group]![slot] = Number(row[codeColumns[group]!] ?? 0);
    columns.flags[slot] = LIVE | (row.explicit ? EXPLICIT : 0) | (row.instrumental ? INSTRUMENTAL : 0);
    columns.owner[slot] = ids.of(row.owner_id);
    columns.artist[slot] = ids.of(row.main_artist_id);
    columns.album[slot] = ids.of(row.album_id);
    newest.set(slot, row.id, row.created_at ?? 0);
  }

  /**
   * Reads the changes after `after` up to the changefeed horizon: a lower seq may still commit above it.
   * In no order: each track is one row, and sorting 100,000 of them spilled to disk at start-up.
   */
  async function load(after: bigint) {
    const horizon = await changefeedHorizon(db);
    const result = (await db.execute(sql`
      select t.id::text as id, t.seq::text as seq, s.id is not null as live, ${sql.join(
        codeColumns.map((column) => sql`s.${sql.identifier(column)}`),
        sql`, `,
      )}, s.explicit, s.instrumental, s.owner_id::text as owner_id, s.main_artist_id::text as main_artist_id, s.album_id::text as album_id,
        (extract(epoch from s.created_at) * 1000000)::float8 as created_at
      from tracks t left join track_search s on s.id = t.id
      where t.seq > ${after.toString()} and t.seq <= ${horizon}`)) as unknown as {
      rows: ChipRow[];
    };
    for (const row of result.rows) {
      store(row);
      const rowSeq = BigInt(row.seq);
      if (rowSeq > seq) seq = rowSeq;
    }
  }

  /**
   * Brings the index to at least `target` (the tracks' newest seq, as text; '' for none). A target it has
   * already passed (a request that read the seq before another one synced) reads nothing.
   */
  function syncTo(target: string): Promise<void> {
    const wanted = target === '' ? 0n : BigInt(target);
    pending = pending.then(async () => {
      if (wanted > seq) await load(seq);
    });
    // A failed read leaves the index as it was; the next search tries again.
    const done = pending;
    pending = pending.catch(() => undefined);
    return done;
  }

  /** Reads every track now (at start-up), so the first search does not wait for it (~1 s per 100,000). */
  async function warm(): Promise<void> {
    const result = (await db.execute(sql`select max(seq)::text as seq from tracks`)) as unknown as {
      rows: { seq: string | null }[];
    };
    await syncTo(result.rows[0]?.seq ?? '');
  }

  /**
   * The total and every group's facet of a search without words: the total counts the live tracks that
   * pass the filters and every chosen group; a group's facet counts the tracks that pass the filters and
   * every other group's chips (its own chips do not narrow its own counts), as the SQL counting does.
   */
  function count(filters: ChipFilters, chosen: ChosenChips): ChipCounts {
    const { groups, masks, flagMask, flagWant, owner, artist, album } = selection(filters, chosen);
    const counters = counterSizes.map((size) => new Int32Array(size));
    const { codes, flags } = columns;
    let total = 0;

    const add = (group: number, slot: number) => {
      const code = codes[group]![slot]!;
      const counter = counters[group]!;
      if (!arrayGroup[group]) {
        counter[code]! += 1;
        return;
      }
      for (let bits = code; bits !== 0; bits &= bits - 1) counter[31 - Math.clz32(bits & -bits)]! += 1;
    };

    for (let slot = 0; slot < columns.size; slot += 1) {
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
        for (let group = 0; group < GROUP_COUNT; group += 1) add(group, slot);
      } else if (failures === 1) {
        add(failed, slot);
      }
    }
    return { total, facets: facetsOf(counters) };
  }

  /**
   * The ids of a page of a search without words in the default order (newest first, ids breaking ties): the
   * live tracks that pass the filters and every chosen group, walked from the newest. Deep pages of a
   * chip are what this saves: PostgreSQL reads and skips every row before the page (`offset` 3,000–9,000).
   */
  function newestPage(filters: ChipFilters, chosen: ChosenChips, offset: number, limit: number): string[] {
    const { groups, masks, flagMask, flagWant, owner, artist, album } = selection(filters, chosen);
    const { codes, flags } = columns;
    const order = newest.order();
    const found: string[] = [];
    let skipped = 0;
    for (let step = order.length - 1; step >= 0 && found.length < limit; step -= 1) {
      const slot = order[step]!;
      if ((flags[slot]! & flagMask) !== flagWant) continue;
      if (owner !== 0 && columns.owner[slot] !== owner) continue;
      if (artist !== 0 && columns.artist[slot] !== artist) continue;
      if (album !== 0 && columns.album[slot] !== album) continue;
      let passes = true;
      for (let index = 0; index < groups.length && passes; index += 1) {
        const group = groups[index]!;
        const code = codes[group]![slot]!;
        passes = arrayGroup[group] ? (code & masks[index]!) !== 0 : ((1 << code) & masks[index]!) !== 0;
      }
      if (!passes) continue;
      if (skipped < offset) skipped += 1;
      else found.push(newest.id(slot));
    }
    return found;
  }

  /** The filters and chosen chips as tests on the columns (0: no test; -1: an id no track has). */
  function selection(filters: ChipFilters, chosen: ChosenChips) {
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

  return { syncTo, warm, count, newestPage };
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

export type ChipIndex = ReturnType<typeof createChipIndex>;
