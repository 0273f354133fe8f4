import { describe, expect, it } from 'vitest';
import { createRequestSorter, sortRequestLines, type RequestLine } from '../../src/domain/orders/queue';
import { requestLine } from '../support/request-lines';

const ids = (lines: readonly RequestLine[]) => lines.map((line) => line.id);
const lines = [
  requestLine({ id: 'b', createdAt: '2026-03-01T08:00:00.000Z', price: 300 }),
  requestLine({ id: 'a', createdAt: '2026-03-02T08:00:00.000Z', price: 100 }),
  requestLine({ id: 'c', createdAt: '2026-03-01T08:00:00.000Z', price: 200 }),
];

describe('createRequestSorter', () => {
  it('answers as sortRequestLines in every order and direction', () => {
    const sort = createRequestSorter();
    for (const by of ['date', 'price', 'project', 'status'] as const)
      for (const direction of ['asc', 'desc'] as const)
        expect(ids(sort(lines, by, direction))).toEqual(ids(sortRequestLines(lines, by, direction)));
  });

  it('keeps the date order when lines are replaced in place, and places the new objects', () => {
    const sort = createRequestSorter();
    expect(ids(sort(lines, 'date', 'desc'))).toEqual(['a', 'b', 'c']);
    const changed = { ...lines[2]!, status: 'rejected' as const };
    const next = [lines[0]!, lines[1]!, changed];
    const sorted = sort(next, 'date', 'desc');
    expect(ids(sorted)).toEqual(['a', 'b', 'c']);
    expect(sorted[2]).toBe(changed);
  });

  it('sorts anew when a line comes or goes, or the direction changes', () => {
    const sort = createRequestSorter();
    sort(lines, 'date', 'desc');
    const added = [...lines, requestLine({ id: 'd', createdAt: '2026-03-03T08:00:00.000Z' })];
    expect(ids(sort(added, 'date', 'desc'))).toEqual(['d', 'a', 'b', 'c']);
    expect(ids(sort(added, 'date', 'asc'))).toEqual(['c', 'b', 'a', 'd']);
    const swapped = [added[1]!, added[0]!, added[2]!, added[3]!];
    expect(ids(sort(swapped, 'date', 'asc'))).toEqual(['c', 'b', 'a', 'd']);
  });
});
