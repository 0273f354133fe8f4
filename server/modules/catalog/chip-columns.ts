import { trackFacetGroups } from '../../../src/domain/catalog';

// The storage under the chip index (./chip-index.repository.ts): typed columns that grow with the catalogue, and the
// small integers that stand for owner, artist and album ids in them.

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
