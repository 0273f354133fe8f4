import type { TrackSortField } from '../../../src/domain/catalog';

/** The sorts a page can be read in from server memory: every one but the title's (a collation). */
export type KeptSortField = Exclude<TrackSortField, 'title'>;

export const isKeptSort = (field: TrackSortField): field is KeptSortField => field !== 'title';

/**
 * The sort keys of the chip index's slots (chip-index.ts), so pages of searches without words are read
 * from memory in the order PostgreSQL gives them (`track_search`'s `ORDER BY <key> <dir>, id <dir>`):
 * `created_at` in microseconds, `duration` (a `real`, exact as a double), `release_date` in days (NaN:
 * none, last going up and first going down, as PostgreSQL's NULLs), and the id, whose text sorts like
 * the uuid's bytes. Each sort's order of every slot is made once per change of the keys.
 */
export class SortKeys {
  ids: string[] = [];
  createdAt = new Float64Array(0);
  duration = new Float64Array(0);
  releaseDate = new Float64Array(0);
  private generation = 0;
  private readonly orders = new Map<KeptSortField, { generation: number; slots: Int32Array }>();

  grow(capacity: number): void {
    if (capacity <= this.createdAt.length) return;
    const copy = (from: Float64Array) => {
      const to = new Float64Array(capacity);
      to.set(from);
      return to;
    };
    this.createdAt = copy(this.createdAt);
    this.duration = copy(this.duration);
    this.releaseDate = copy(this.releaseDate);
  }

  set(slot: number, id: string, createdAt: number, duration: number, releaseDate: number | null): void {
    const release = releaseDate ?? Number.NaN;
    const same =
      this.ids[slot] === id &&
      this.createdAt[slot] === createdAt &&
      this.duration[slot] === duration &&
      Object.is(this.releaseDate[slot], release);
    if (same) return;
    this.ids[slot] = id;
    this.createdAt[slot] = createdAt;
    this.duration[slot] = duration;
    this.releaseDate[slot] = release;
    this.generation += 1;
  }

  /** Slots 0…size-1 by `field` going up, then by id; a track without the key comes last. */
  ascending(field: KeptSortField, size: number): Int32Array {
    const known = this.orders.get(field);
    if (known && known.generation === this.generation && known.slots.length === size) return known.slots;
    const keys = this[field];
    const ids = this.ids;
    const slots = Int32Array.from({ length: size }, (_, slot) => slot).sort((a, b) => {
      const x = keys[a]!;
      const y = keys[b]!;
      const xNone = Number.isNaN(x);
      const yNone = Number.isNaN(y);
      if (xNone !== yNone) return xNone ? 1 : -1;
      if (!xNone && x !== y) return x < y ? -1 : 1;
      const idA = ids[a]!;
      const idB = ids[b]!;
      return idA < idB ? -1 : idA > idB ? 1 : 0;
    });
    this.orders.set(field, { generation: this.generation, slots });
    return slots;
  }
}
