/** Pure list helpers for the player (docs/product.md §4 Player). Every helper returns a new array. */

/** Anything the player can queue: a track, a workspace entry, … It only needs a stable id. */
export interface PlayerItem {
  id: string;
}

/** A source of random numbers in [0, 1), as `Math.random`; injected so shuffle is testable. */
export type RandomSource = () => number;

/** The items with later duplicates of an id dropped. */
export function uniqueById<T extends PlayerItem>(items: readonly T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    if (seen.has(item.id)) return false;
    seen.add(item.id);
    return true;
  });
}

export function indexOfId<T extends PlayerItem>(items: readonly T[], id: string | null): number {
  return id === null ? -1 : items.findIndex((item) => item.id === id);
}

export function withoutId<T extends PlayerItem>(items: readonly T[], id: string): T[] {
  return items.filter((item) => item.id !== id);
}

/** `item` placed directly after the item `anchorId` (removed first if already listed); at the end when the anchor is missing. */
export function placeAfter<T extends PlayerItem>(items: readonly T[], anchorId: string | null, item: T): T[] {
  const rest = withoutId(items, item.id);
  const anchor = indexOfId(rest, anchorId);
  const at = anchor === -1 ? rest.length : anchor + 1;
  return [...rest.slice(0, at), item, ...rest.slice(at)];
}

/** `item` placed directly before the item `anchorId` (removed first if already listed); at the start when the anchor is missing. */
export function placeBefore<T extends PlayerItem>(items: readonly T[], anchorId: string, item: T): T[] {
  const rest = withoutId(items, item.id);
  const at = Math.max(0, indexOfId(rest, anchorId));
  return [...rest.slice(0, at), item, ...rest.slice(at)];
}

/** `item` moved (or added) to the front. */
export function placeFirst<T extends PlayerItem>(items: readonly T[], item: T): T[] {
  return [item, ...withoutId(items, item.id)];
}

/** `item` moved (or added) to the end. */
export function placeLast<T extends PlayerItem>(items: readonly T[], item: T): T[] {
  return [...withoutId(items, item.id), item];
}

const isIndexOf = (items: readonly unknown[], index: number) =>
  Number.isInteger(index) && index >= 0 && index < items.length;

/** The item at `fromIndex` moved to `toIndex`, or null when either index is outside the list. */
export function moveIndex<T>(items: readonly T[], fromIndex: number, toIndex: number): T[] | null {
  if (!isIndexOf(items, fromIndex) || !isIndexOf(items, toIndex)) return null;
  const result = [...items];
  const [moved] = result.splice(fromIndex, 1);
  if (moved === undefined) return null;
  result.splice(toIndex, 0, moved);
  return result;
}

/** One item of a non-empty list chosen with `random`; a source outside [0, 1) is clamped to the list. */
export function pickRandom<T>(items: readonly T[], random: RandomSource): T | undefined {
  if (items.length === 0) return undefined;
  const value = random();
  const index = Number.isFinite(value) ? Math.floor(value * items.length) : 0;
  return items[Math.min(items.length - 1, Math.max(0, index))];
}

/** The longest list a row's Play button queues: a long search result is cut to the part around the track. */
export const PLAYLIST_WINDOW = 200;

/**
 * At most `max` items of `items` around `index`: a quarter before it and the rest after it, shifted to
 * stay inside the list. The whole list when it is short enough.
 */
export function listWindow<T>(items: readonly T[], index: number, max = PLAYLIST_WINDOW): readonly T[] {
  if (items.length <= max) return items;
  const start = Math.max(0, Math.min(index - Math.floor(max / 4), items.length - max));
  return items.slice(start, start + max);
}
