import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  effectiveSearch,
  searchFromUrl,
  searchToUrl,
  toggleFilter,
  withoutFilters,
} from '../../src/ui/catalog/search-params';
import {
  addToHistory,
  clearHistory,
  readHistory,
  removeFromHistory,
  SEARCH_HISTORY_LIMIT,
} from '../../src/ui/catalog/search-history';
import { SEARCH_HISTORY_TTL_MS } from '../../src/domain/app-rules';
import { waveformPath } from '../../src/ui/catalog/parts/waveform-mini';

describe('search in the address bar', () => {
  it('round-trips and drops unknown values', () => {
    const query = {
      search: 'midnight harbour',
      sort: 'titleAsc' as const,
      filters: { genres: ['jazz', 'ambient'] },
      instrumental: true,
    };
    expect(searchFromUrl(searchToUrl(query))).toEqual(query);
    expect(searchFromUrl('?genres=polka&sort=bogus&explicit=maybe&search=%20')).toEqual({});
  });

  it('toggles chips, counts and clears filters, and sorts newest first without a search', () => {
    const on = toggleFilter({}, 'moods', 'epic');
    expect(on.filters?.moods).toEqual(['epic']);
    expect(toggleFilter(on, 'moods', 'epic').filters?.moods).toEqual([]);
    expect(activeFilterCount({ ...on, explicit: false })).toBe(2);
    expect(withoutFilters({ ...on, explicit: false, search: 'x' })).toEqual({ search: 'x' });
    expect(effectiveSearch({}).sort).toBe('createdAtDesc');
    expect(effectiveSearch({ search: 'x' }).sort).toBeUndefined();
  });
});

describe('search history (docs/product.md §4, §9)', () => {
  const memory = () => {
    const map = new Map<string, string>();
    return {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
      removeItem: (k: string) => void map.delete(k),
    };
  };

  it('keeps the last 10 per user, newest first, a repeat moving to the top', () => {
    const storage = memory();
    for (let i = 0; i < 12; i++) addToHistory(storage, 'u1', `query ${i}`, 1000 + i);
    addToHistory(storage, 'u1', ' QUERY 5 ', 2000);
    const entries = readHistory(storage, 'u1', 2000);
    expect(entries).toHaveLength(SEARCH_HISTORY_LIMIT);
    expect(entries[0]).toEqual({ text: 'QUERY 5', at: 2000 });
    expect(entries.filter((e) => e.text.toLowerCase() === 'query 5')).toHaveLength(1);
    expect(readHistory(storage, 'u2', 2000)).toEqual([]);
  });

  it('forgets entries after 24 hours and removes or clears on request', () => {
    const storage = memory();
    addToHistory(storage, 'u1', 'old', 0);
    addToHistory(storage, 'u1', 'new', SEARCH_HISTORY_TTL_MS - 1);
    expect(readHistory(storage, 'u1', SEARCH_HISTORY_TTL_MS).map((e) => e.text)).toEqual(['new']);
    expect(removeFromHistory(storage, 'u1', 'NEW', SEARCH_HISTORY_TTL_MS)).toEqual([]);
    addToHistory(storage, 'u1', 'again', 10);
    clearHistory(storage, 'u1');
    expect(readHistory(storage, 'u1', 10)).toEqual([]);
  });
});

describe('small waveform', () => {
  it('draws one bar per value, clamped to the height', () => {
    const d = waveformPath([0, 0.5, 2]);
    expect(d.match(/M/g)).toHaveLength(3);
    expect(d).toContain('M1.5 6.00v12.00');
    expect(d).toContain('M2.5 0.00v24.00');
  });
});
