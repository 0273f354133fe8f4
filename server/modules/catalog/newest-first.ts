// The catalogue's default order (newest first) over the chip index's slots (./chip-index.repository.ts).

/**
 * The slots in the catalogue's default order, newest first (`created_at desc, id desc`, as `track_search`
 * pages without a sort are read), kept from the slots' creation times and ids. A new track that is the
 * newest yet (every upload) goes on the end; any other change of a key sorts them again when next read.
 */
export class NewestFirst {
  private created = new Float64Array(0);
  private ids: string[] = [];
  /** Slots by (created_at, id) going up: the newest is last. Null: to be sorted again. */
  private ascending: Int32Array | null = new Int32Array(0);
  private length = 0;

  set(slot: number, id: string, createdAt: number): void {
    if (slot >= this.created.length) {
      const grown = new Float64Array(Math.max(slot + 1, this.created.length * 2, 1024));
      grown.set(this.created);
      this.created = grown;
    }
    const known = slot < this.ids.length;
    if (known && this.ids[slot] === id && this.created[slot] === createdAt) return;
    this.ids[slot] = id;
    this.created[slot] = createdAt;
    const order = this.ascending;
    if (!known && order && slot === this.length) {
      const last = this.length === 0 ? -1 : order[this.length - 1]!;
      if (last === -1 || this.before(last, slot)) {
        if (this.length === order.length) {
          const grown = new Int32Array(Math.max(1024, order.length * 2));
          grown.set(order);
          this.ascending = grown;
        }
        this.ascending![this.length++] = slot;
        return;
      }
    }
    this.ascending = null;
  }

  /**
   * Whether slot `a` sorts before slot `b` going up (older, or as old with a lower id). A uuid's text sorts
   * like its bytes, PostgreSQL's order of the type.
   */
  private before(a: number, b: number): boolean {
    const x = this.created[a]!;
    const y = this.created[b]!;
    if (x !== y) return x < y;
    return this.ids[a]! < this.ids[b]!;
  }

  /** The slots, oldest first: walk it from the end for newest first. */
  order(): Int32Array {
    if (!this.ascending) {
      this.ascending = Int32Array.from({ length: this.ids.length }, (_, slot) => slot).sort((a, b) =>
        this.before(a, b) ? -1 : this.before(b, a) ? 1 : 0,
      );
      this.length = this.ids.length;
    }
    return this.ascending.subarray(0, this.length);
  }

  id(slot: number): string {
    return this.ids[slot]!;
  }
}
