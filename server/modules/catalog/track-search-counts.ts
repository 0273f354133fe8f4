import { trackFacetGroups, type TrackFacetGroup, type TrackFacets } from '../../../src/domain/catalog';
import { addChipCount } from './chip-codes';
import type { SearchPlan } from './track-search.sql';

/** The catalogue search's limits and settings, and the facets its counts are read into. */

/** The total and facets of one set of matching rows, whether trigram matching found them, whether estimated. */
export interface SearchStats {
  total: number;
  facets: TrackFacets;
  fuzzy: boolean;
  estimate: boolean;
  estimatedFacets: TrackFacetGroup[];
}

/** Stats just counted, with the page's ids when the counting statement gave them (trigram searches). */
export interface Counted {
  stats: SearchStats;
  page: string[] | null;
}

/** Group, value (a chip name) and count. */
export type FacetTriple = [TrackFacetGroup, string, number];
/** Group, the integer column's value (a bitmask or a code) and count. */
export type CodeTriple = [TrackFacetGroup, number, number];

/**
 * Full text first; when it finds fewer rows than this, the search runs again with trigram similarity
 * added, so typos find their tracks without paying the trigram recheck on every common-word search.
 */
export const FUZZY_BELOW = 10;
/** Distinct searches whose total and facets are kept (least recently used go first). */
export const STATS_CACHE_SIZE = 1000;
/** One track in SAMPLE_EVERY is in the sample (`track_search.sample`). */
export const SAMPLE_EVERY = 8;
/**
 * A word search whose sample says it matches at least this many tracks answers with estimated total and
 * facets (docs/decisions/0004-estimated-counts-for-large-searches.md): counting every match exactly would
 * read each of them.
 */
export const ESTIMATE_FROM = 5000;
/** `cpu_tuple_cost` for word searches (PostgreSQL's default is 0.01); see `search`. */
export const WORD_SEARCH_TUPLE_COST = 0.3;
/**
 * The planner settings of word searches (see `search`), for a pool whose sessions start with them
 * (`Database.sessionsWith`): its statements then need no transaction, so a word search saves the round
 * trips of BEGIN, `set_config` and COMMIT.
 */
export const wordSearchSettings = {
  enable_seqscan: 'off',
  cpu_tuple_cost: String(WORD_SEARCH_TUPLE_COST),
};
/** Connections of that pool (the main pool has 10 too). */
export const WORD_SEARCH_CONNECTIONS = 10;
/**
 * Pages without words in the default order from this offset on are walked in the chip index (newest
 * first) instead of read from PostgreSQL, which reads and skips every row before the page.
 */
export const CHIP_INDEX_PAGES_FROM = 300;
/** pg_trgm word similarity for one short word: "lonly" is 0.5 from "lonely", under the default 0.6. */
export const SHORT_WORD = 6;
export const SHORT_WORD_SIMILARITY = 0.5;

export const emptyFacets = (): TrackFacets =>
  Object.fromEntries(trackFacetGroups.map((group) => [group, {}])) as unknown as TrackFacets;

export function facetsOf(triples: FacetTriple[]): TrackFacets {
  const facets = emptyFacets();
  for (const [group, value, count] of triples) facets[group][value] = count;
  return facets;
}

/** Facets from grouped integer columns; `scale` multiplies each count (a sample's estimate). */
export function facetsOfCodes(triples: CodeTriple[], scale = 1): TrackFacets {
  const facets = emptyFacets();
  for (const [group, code, count] of triples) addChipCount(facets[group], group, code, count);
  if (scale !== 1)
    for (const group of trackFacetGroups)
      for (const value of Object.keys(facets[group]))
        facets[group][value] = roughly(facets[group][value]! * scale);
  return facets;
}

/** An estimate to two significant figures (1,234 → 1,200), so it does not look exact. */
export function roughly(count: number): number {
  if (count < 100) return count;
  const unit = 10 ** (Math.floor(Math.log10(count)) - 1);
  return Math.round(count / unit) * unit;
}

/** True for a search of one short word, where a typo leaves a low trigram similarity. */
export const oneShortWord = (plan: SearchPlan) =>
  Boolean(plan.terms && !plan.terms.text.includes(' ') && plan.terms.text.length <= SHORT_WORD);

/** Sets `key` as the most recently used entry of `kept`, dropping the least recently used past the size. */
export function keepRecent<V>(kept: Map<string, V>, key: string, value: V, size = STATS_CACHE_SIZE) {
  kept.delete(key);
  kept.set(key, value);
  if (kept.size > size) kept.delete(kept.keys().next().value!);
}
