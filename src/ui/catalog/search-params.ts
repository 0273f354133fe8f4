import type { TrackSearch } from '../../db';
import { trackFacetGroups, trackSorts } from '../../domain/catalog-vocabulary';
import type { TrackSort } from '../../domain/catalog';
import { catalogOptionValues } from '../../domain/catalog-filter';

/** The search in the address bar: `?search=…&sort=…&genres=jazz&genres=rock&explicit=false`. */
export function searchFromUrl(queryString: string): TrackSearch {
  const params = new URLSearchParams(queryString);
  const query: TrackSearch = {};
  const text = params.get('search')?.trim();
  if (text) query.search = text.slice(0, 200);
  const sort = params.get('sort');
  if (sort && (trackSorts as readonly string[]).includes(sort)) query.sort = sort as TrackSort;
  for (const group of trackFacetGroups) {
    const allowed = catalogOptionValues[group] as readonly string[];
    const values = [...new Set(params.getAll(group).filter((value) => allowed.includes(value)))];
    if (values.length) query.filters = { ...query.filters, [group]: values };
  }
  for (const flag of ['explicit', 'instrumental'] as const) {
    const value = params.get(flag);
    if (value === 'true' || value === 'false') query[flag] = value === 'true';
  }
  return query;
}

/** The query string of a search (without "?"); empty parts are left out. */
export function searchToUrl(query: TrackSearch): string {
  const params = new URLSearchParams();
  const text = query.search?.trim();
  if (text) params.set('search', text);
  if (query.sort) params.set('sort', query.sort);
  for (const group of trackFacetGroups)
    for (const value of query.filters?.[group] ?? []) params.append(group, value);
  if (query.explicit !== undefined) params.set('explicit', String(query.explicit));
  if (query.instrumental !== undefined) params.set('instrumental', String(query.instrumental));
  return params.toString();
}

/** Without a search the list is newest first; with one, relevance (no sort) unless the user chose. */
export function effectiveSearch(query: TrackSearch): TrackSearch {
  if (query.sort || query.search?.trim()) return query;
  return { ...query, sort: 'createdAtDesc' };
}

export function activeFilterCount(query: TrackSearch): number {
  const chips = trackFacetGroups.reduce((sum, group) => sum + (query.filters?.[group]?.length ?? 0), 0);
  return chips + (query.explicit !== undefined ? 1 : 0) + (query.instrumental !== undefined ? 1 : 0);
}

/** The search with one chip switched on or off. */
export function toggleFilter(
  query: TrackSearch,
  group: (typeof trackFacetGroups)[number],
  value: string,
): TrackSearch {
  const current = query.filters?.[group] ?? [];
  const next = current.includes(value) ? current.filter((item) => item !== value) : [...current, value];
  return { ...query, filters: { ...query.filters, [group]: next } };
}

export function withoutFilters(query: TrackSearch): TrackSearch {
  const { filters: _filters, explicit: _explicit, instrumental: _instrumental, ...rest } = query;
  return rest;
}
