import { sql, type SQL } from 'drizzle-orm';
import {
  parseSort,
  trackFacetGroups,
  type TrackFacetGroup,
  type TrackQuery,
} from '../../../src/domain/catalog';
import { chipBits, chipCodes, chipColumns } from './chip-codes';
import type { ChipFilters } from './chip-index.repository';
import type { SearchTerms } from './search-terms';

/**
 * Statements of the catalogue search. They read `track_search` (migration 0008): the narrow search side
 * of each live track, so no statement here reads the wide `tracks` rows or needs a `deleted` filter.
 */

/** A search request reduced to what the SQL needs. */
export interface SearchPlan {
  terms: SearchTerms | null;
  /** What is filtered on besides the words and chips (booleans, artist, album, owner), as values. */
  filters: ChipFilters;
  /** The same filters as SQL conditions. */
  base: SQL[];
  /** Chip groups with at least one value chosen. */
  chips: Partial<Record<TrackFacetGroup, string[]>>;
  sort: ReturnType<typeof parseSort> | null;
  limit: number;
  offset: number;
  /** The same string for every request with the same matching rows (words, filters, chips; not sort or page). */
  key: string;
}

const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/** A group's chips as an indexable condition on its text column (GIN `&&` for arrays, `= any` for scalars). */
function chipCondition(group: TrackFacetGroup, values: string[]): SQL {
  const { column, array } = chipColumns[group];
  return array
    ? sql`${sql.identifier(column)} && ${textArray(values)}`
    : sql`${sql.identifier(column)} = any(${textArray(values)})`;
}

/** The same condition on the group's integer column: a bit test or a small-integer match. */
function chipTest(group: TrackFacetGroup, values: string[]): SQL {
  const { code, array } = chipColumns[group];
  if (array) return sql`${sql.identifier(code)} & ${chipBits(group, values)} <> 0`;
  return sql`${sql.identifier(code)} = any(${sql.raw(`'{${chipCodes(group, values).join(',')}}'::smallint[]`)})`;
}

export const tsquery = (terms: SearchTerms) => sql`to_tsquery('simple', ${terms.tsquery})`;

/** Full-text match of every word as a prefix (title, artists, album, tags and lyrics). */
const searchMatch = (terms: SearchTerms) => sql`search_vector @@ ${tsquery(terms)}`;

/**
 * Relevance without ts_rank over every match: rows whose title, artists, album or tags hold the words
 * (`meta_vector`, a few words per row) come before rows that match only in the lyrics. Newest first
 * within the same relevance. (Trigram matches rank by closeness too: track-search-fuzzy.sql.ts.)
 */
export const relevance = (terms: SearchTerms) => sql`(meta_vector @@ ${tsquery(terms)})::int`;

const sortColumns = {
  title: sql`title_key`,
  duration: sql`duration`,
  releaseDate: sql`release_date`,
  createdAt: sql`created_at`,
};

/** Every group's integer column, for a select list. */
export const chipCodeColumns = () =>
  sql.join(
    Object.values(chipColumns).map(({ code }) => sql.identifier(code)),
    sql`, `,
  );

/** The columns of a CTE that counts and pages are both read from: sort keys, chip codes and `rank`. */
export const pageColumns = (rank: SQL) =>
  sql`id, created_at, title_key, duration, release_date, ${chipCodeColumns()}, ${rank} as rank`;

/**
 * ORDER BY for a page: the chosen sort, `rank` (relevance) when searching, else newest; id breaks ties.
 * The sort columns keep their names in the fuzzy matches' CTE, so both read the same order.
 */
export function orderOf(plan: SearchPlan, rank: SQL | null): SQL {
  if (plan.sort) {
    const direction = sql.raw(plan.sort.order);
    return sql`${sortColumns[plan.sort.field]} ${direction}, id ${direction}`;
  }
  if (rank) return sql`${rank} desc, created_at desc, id desc`;
  return sql`created_at desc, id desc`;
}

/** The page's ids, in order, from a CTE of `pageColumns` (its rows may fail some chips), as a JSON array. */
export const pageIdsFrom = (
  plan: SearchPlan,
  from: SQL,
) => sql`(select coalesce(json_agg(id), '[]'::json) from (
    select id from ${from} where ${and(chipTests(plan, null))}
    order by ${orderOf(plan, sql`rank`)} limit ${plan.limit} offset ${plan.offset}) page)`;

const keyOf = (query: TrackQuery, terms: SearchTerms | null, callerId: string, chips: SearchPlan['chips']) =>
  JSON.stringify([
    terms?.text ?? '',
    query.explicit ?? null,
    query.instrumental ?? null,
    query.artistId ?? null,
    query.albumId ?? null,
    query.owner === 'me' ? callerId : null,
    trackFacetGroups.map((group) => [...(chips[group] ?? [])].sort()),
  ]);

/** The filters as SQL conditions on `track_search`. */
export function filterConditions(filters: ChipFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.explicit !== undefined) conditions.push(sql`explicit = ${filters.explicit}`);
  if (filters.instrumental !== undefined) conditions.push(sql`instrumental = ${filters.instrumental}`);
  if (filters.artistId) conditions.push(sql`main_artist_id = ${filters.artistId}`);
  if (filters.albumId) conditions.push(sql`album_id = ${filters.albumId}`);
  if (filters.ownerId) conditions.push(sql`owner_id = ${filters.ownerId}`);
  return conditions;
}

export function planSearch(query: TrackQuery, terms: SearchTerms | null, callerId: string): SearchPlan {
  const filters: ChipFilters = {};
  if (query.explicit !== undefined) filters.explicit = query.explicit;
  if (query.instrumental !== undefined) filters.instrumental = query.instrumental;
  if (query.artistId) filters.artistId = query.artistId;
  if (query.albumId) filters.albumId = query.albumId;
  if (query.owner === 'me') filters.ownerId = callerId;
  const base = filterConditions(filters);
  const chips: SearchPlan['chips'] = {};
  for (const group of trackFacetGroups) if (query[group].length > 0) chips[group] = query[group];
  const sort = query.sort ? parseSort(query.sort) : null;
  const offset = (query.page - 1) * query.limit;
  const everything = !terms && base.length === 0 && Object.keys(chips).length === 0;
  return {
    terms,
    base,
    filters,
    chips,
    sort,
    limit: query.limit,
    offset,
    key: everything ? unfilteredPlan().key : keyOf(query, terms, callerId, chips),
  };
}

/** The plan of the whole live catalogue (no words, filters or chips). */
export const unfilteredPlan = (): SearchPlan => ({
  terms: null,
  base: [],
  filters: {},
  chips: {},
  sort: null,
  limit: 0,
  offset: 0,
  key: 'all',
});

export const and = (parts: SQL[]) => (parts.length === 0 ? sql`true` : sql.join(parts, sql` and `));

/**
 * The chip conditions of every group except `skip` (all groups when `skip` is null). With words, on the text
 * columns (their GIN indexes combine with the words' index); without, on the integer columns (index-only
 * scans of track_search_created_chips).
 */
export function chipConditions(plan: SearchPlan, skip: TrackFacetGroup | null): SQL[] {
  return Object.entries(plan.chips)
    .filter(([group]) => group !== skip)
    .map(([group, values]) => (plan.terms ? chipCondition : chipTest)(group as TrackFacetGroup, values));
}

/** The same conditions on the integer columns, for rows already read (no index involved). */
export function chipTests(plan: SearchPlan, skip: TrackFacetGroup | null): SQL[] {
  return Object.entries(plan.chips)
    .filter(([group]) => group !== skip)
    .map(([group, values]) => chipTest(group as TrackFacetGroup, values));
}

/** At most `limit` rows of the words and filters, whatever the chips: to tell a misspelling from narrow chips. */
export const wordMatchesUpTo = (plan: SearchPlan, limit: number) =>
  sql`select count(*)::int as n from (select 1 from track_search where ${and(baseConditions(plan))} limit ${limit}) found`;

/** The words (full text) and base conditions (not the chips). */
export const baseConditions = (plan: SearchPlan) =>
  plan.terms ? [searchMatch(plan.terms), ...plan.base] : plan.base;

/** True when the facet of `group` counts over every live track: no search, no base filter, no other chips. */
export const facetIsUnfiltered = (plan: SearchPlan, group: TrackFacetGroup) =>
  !plan.terms && plan.base.length === 0 && chipConditions(plan, group).length === 0;

/**
 * The ids of the page, in order, among the full-text matches (trigram matches: fuzzyPageStatement).
 * `many`: the words match very many tracks (the estimated searches), so the relevance page is taken by
 * tier instead of sorting every match.
 */
export function pageStatement(plan: SearchPlan, many = false): SQL {
  if (many && plan.terms && !plan.sort) return tieredPage(plan, plan.terms);
  return sql`
    select id from track_search where ${and([...baseConditions(plan), ...chipConditions(plan, null)])}
    order by ${orderOf(plan, plan.terms ? relevance(plan.terms) : null)} limit ${plan.limit} offset ${plan.offset}`;
}

/**
 * A relevance page without sorting every match: the newest `offset + limit` rows whose title, artists,
 * album or tags hold the words (the meta_vector index), then as many that match only in the lyrics (a
 * backward created_at scan finds them at once when they are many), merged. Same order as `relevance`.
 */
function tieredPage(plan: SearchPlan, terms: SearchTerms): SQL {
  const rest = and([...plan.base, ...chipConditions(plan, null)]);
  const upTo = plan.offset + plan.limit;
  const q = tsquery(terms);
  return sql`
    select id from (
      (select id, created_at, 1 as tier from track_search where meta_vector @@ ${q} and ${rest}
        order by created_at desc, id desc limit ${upTo})
      union all
      (select id, created_at, 0 from track_search where search_vector @@ ${q} and not (meta_vector @@ ${q}) and ${rest}
        order by created_at desc, id desc limit ${upTo})
    ) tiers order by tier desc, created_at desc, id desc limit ${plan.limit} offset ${plan.offset}`;
}
