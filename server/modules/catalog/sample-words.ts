/**
 * The lexemes of the sample's tracks (`track_search.sample`, one track in eight) as posting lists of the
 * chip index's slots (./chip-index.ts), so a word search's sample figures are counted in server memory
 * instead of by a bitmap heap scan of thousands of sample rows (docs/decisions/0010-search-throughput.md). A
 * search word is a prefix (`word:*`): its lexemes are a range of the lexemes kept in sorted order.
 */
export class SampleWords {
  /** Lexeme → its number; numbers index `lexemes` and `postings`. A lexeme no track holds keeps its number. */
  private readonly numbers = new Map<string, number>();
  private readonly lexemes: string[] = [];
  /** The slots holding each lexeme, in no order. */
  private readonly postings: number[][] = [];
  /** Each slot's lexeme numbers (undefined: not in the sample, or not live). */
  private readonly ofSlot: (Int32Array | undefined)[] = [];
  /** Every lexeme number, sorted by lexeme; the numbers not yet placed wait in `unsorted`. */
  private sorted: number[] = [];
  private unsorted: number[] = [];
  /** Each recent prefix's slots (most recently used last), emptied by any change; `kept` slots in all. */
  private readonly bySlots = new Map<string, Int32Array>();
  private kept = 0;

  /** Sets the lexemes of `slot` (null: the track left the sample or the catalogue). */
  set(slot: number, lexemes: readonly string[] | null): void {
    if (this.kept > 0) {
      this.bySlots.clear();
      this.kept = 0;
    }
    const old = this.ofSlot[slot];
    if (old) for (const number of old) remove(this.postings[number]!, slot);
    if (!lexemes || lexemes.length === 0) {
      this.ofSlot[slot] = undefined;
      return;
    }
    const numbers = new Int32Array(lexemes.length);
    lexemes.forEach((lexeme, index) => {
      let number = this.numbers.get(lexeme);
      if (number === undefined) {
        number = this.lexemes.length;
        this.numbers.set(lexeme, number);
        this.lexemes.push(lexeme);
        this.postings.push([]);
        this.unsorted.push(number);
      }
      this.postings[number]!.push(slot);
      numbers[index] = number;
    });
    this.ofSlot[slot] = numbers;
  }

  /** The lexeme numbers in order of their lexemes (UTF-16 code units, so a prefix's lexemes are a range). */
  private order(): number[] {
    if (this.unsorted.length === 0) return this.sorted;
    const byLexeme = (a: number, b: number) => compare(this.lexemes[a]!, this.lexemes[b]!);
    if (this.unsorted.length > 64) {
      this.sorted.push(...this.unsorted);
      this.sorted.sort(byLexeme);
    } else
      for (const number of this.unsorted)
        this.sorted.splice(this.lowerBound(this.lexemes[number]!), 0, number);
    this.unsorted = [];
    return this.sorted;
  }

  /** The first position in `sorted` whose lexeme is not before `lexeme`. */
  private lowerBound(lexeme: string): number {
    let low = 0;
    let high = this.sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.lexemes[this.sorted[middle]!]! < lexeme) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** The slots holding a lexeme that starts with `prefix`, each once, in no order; kept until a change. */
  private slotsOf(prefix: string): Int32Array {
    const known = this.bySlots.get(prefix);
    if (known) {
      this.bySlots.delete(prefix);
      this.bySlots.set(prefix, known);
      return known;
    }
    const order = this.order();
    const seen = new Uint8Array(this.ofSlot.length);
    const found: number[] = [];
    for (let at = this.lowerBound(prefix); at < order.length; at += 1) {
      const number = order[at]!;
      if (!this.lexemes[number]!.startsWith(prefix)) break;
      for (const slot of this.postings[number]!)
        if (seen[slot] === 0) {
          seen[slot] = 1;
          found.push(slot);
        }
    }
    const slots = Int32Array.from(found);
    this.bySlots.set(prefix, slots);
    this.kept += slots.length;
    for (const [oldest, list] of this.bySlots) {
      if (this.kept <= SLOTS_KEPT || oldest === prefix) break;
      this.bySlots.delete(oldest);
      this.kept -= list.length;
    }
    return slots;
  }

  /**
   * The slots holding, for every one of `prefixes`, a lexeme that starts with it (a tsquery of
   * `prefix:* & …`), each once, in no order.
   */
  matching(prefixes: readonly string[]): ArrayLike<number> {
    const lists = [...new Set(prefixes)].map((prefix) => this.slotsOf(prefix));
    if (lists.length === 1) return lists[0]!;
    lists.sort((a, b) => a.length - b.length);
    const hits = new Uint8Array(this.ofSlot.length);
    lists.forEach((list, index) => {
      for (const slot of list) if (hits[slot] === index) hits[slot] = index + 1;
    });
    return lists[0]!.filter((slot) => hits[slot] === lists.length);
  }

  /** Kept lexemes, postings and slots, for the start-up log and the bench. */
  get sizes() {
    let postings = 0;
    for (const list of this.postings) postings += list.length;
    return { lexemes: this.lexemes.length, postings };
  }
}

/** Slots kept in the prefixes' lists, all together (4 bytes each). */
const SLOTS_KEPT = 2_000_000;

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Removes one `value` from `list` (order does not matter: the last entry takes its place). */
function remove(list: number[], value: number): void {
  const at = list.indexOf(value);
  if (at === -1) return;
  list[at] = list[list.length - 1]!;
  list.pop();
}
