import { sortRequestLines, type RequestSort, type SortDirection } from './filter';
import type { RequestLine } from './line';

/**
 * A `sortRequestLines` that remembers its last answer. By date, a line's place depends only on its id and
 * when it was sent, which never change: when a replicated write replaces some lines but the same lines
 * come in the same places, the last order is reused (one pass, no sort). Other orders are sorted anew.
 */
export function createRequestSorter(): (
  lines: readonly RequestLine[],
  sort: RequestSort,
  direction: SortDirection,
) => RequestLine[] {
  let last: { lines: readonly RequestLine[]; direction: SortDirection; places: number[] } | null = null;
  return (lines, sort, direction) => {
    if (sort !== 'date') {
      last = null;
      return sortRequestLines(lines, sort, direction);
    }
    if (last && last.direction === direction && sameLines(last.lines, lines))
      return last.places.map((place) => lines[place]!);
    const places = new Map(lines.map((line, index) => [line, index]));
    const sorted = sortRequestLines(lines, sort, direction);
    last = { lines, direction, places: sorted.map((line) => places.get(line)!) };
    return sorted;
  };
}

function sameLines(before: readonly RequestLine[], after: readonly RequestLine[]): boolean {
  if (before.length !== after.length) return false;
  for (let index = 0; index < after.length; index += 1) {
    const a = before[index]!;
    const b = after[index]!;
    if (a !== b && (a.id !== b.id || a.createdAt !== b.createdAt)) return false;
  }
  return true;
}
