import { sql, type SQL } from 'drizzle-orm';
import { trackFacetGroups, type TrackFacetGroup, type TrackFacets } from '../../../src/domain/catalog';
import type { Db } from '../../db/client';
import { addChipCount } from './chip-codes';
import type { ChipIndex } from './chip-index';
import { statsStatement } from './track-search-stats.sql';
import { fuzzyPageStatement } from './track-search-fuzzy.sql';
import {
  facetIsUnfiltered,
  pageStatement,
  unfilteredPlan,
  wordMatchesUpTo,
  type SearchPlan,
} from './track-search.sql';

export interface SearchResult {
  ids: string[];
  total: number;
  facets: TrackFacets;
  /** The total and facets are estimates from a sample (a search with very many matches). */
  estimate: boolean;
  /** Groups whose counts are estimates (every group when `estimate`). */
  estimatedFacets: TrackFacetGroup[];
  /** The catalogue version the answer was read at: the tracks' newest settled seq. */
  version: string;
}

/** The total and facets of one set of matching rows, whether trigram matching found them, whether estimated. */
interface SearchStats {
  total: number;
  facets: TrackFacets;
  fuzzy: boolean;
  estimate: boolean;
  estimatedFacets: TrackFacetGroup[];
}

/** Stats just counted, with the page's ids when the counting statement gave them (trigram searches). */
interface Counted {
  stats: SearchStats;
  page: string[] | null;
}

/** Group, value (a chip name) and count. */
type FacetTriple = [TrackFacetGroup, string, number];
/** Group, the integer column's value (a bitmask or a code) and count. */
type CodeTriple = [TrackFacetGroup, number, number];

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
const WORD_SEARCH_TUPLE_COST = 0.3;
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
const SHORT_WORD = 6;
const SHORT_WORD_SIMILARITY = 0.5;

async function rowsOf<T>(db: Db, statement: SQL): Promise<T[]> {
  const result = (await db.execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}

export const emptyFacets = (): TrackFacets =>
  Object.fromEntries(trackFacetGroups.map((group) => [group, {}])) as unknown as TrackFacets;

function facetsOf(triples: FacetTriple[]): TrackFacets {
  const facets = emptyFacets();
  for (const [group, value, count] of triples) facets[group][value] = count;
  return facets;
}

/** Facets from grouped integer columns; `scale` multiplies each count (a sample's estimate). */
function facetsOfCodes(triples: CodeTriple[], scale = 1): TrackFacets {
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
const oneShortWord = (plan: SearchPlan) =>
  Boolean(plan.terms && !plan.terms.text.includes(' ') && plan.terms.text.length <= SHORT_WORD);

/**
 * Catalogue search (docs/product.md §7 Tracks, docs/design.md §1). Totals and facets are cached per search (words,
 * filters and chips; not the sort or page), keyed by the newest settled change of the tracks table: every
 * insert, edit and soft delete of a track takes a higher `seq`, and the key is the highest seq up to the
 * changefeed horizon (server/sync/horizon.ts; seqs do not commit in order), so a cached figure outlives a
 * track change only while another changefeed writer is still open, in this process or another, while
 * writes elsewhere keep it. `wordDb`: sessions with `wordSearchSettings` (PostgreSQL), for word searches.
 */
export function trackSearchRepository(db: Db, chipIndex: ChipIndex, wordDb?: Db) {
  let version = '';
  const cache = new Map<string, SearchStats>();
  /** The ids of pages already read, by search, sort and page; emptied with `cache`. */
  const pages = new Map<string, string[]>();

  /** Reads the tracks' newest seq; a new one empties the cache. Returns it for the writes that follow. */
  async function refresh(): Promise<string> {
    const [row] = await rowsOf<{ seq: string | null }>(
      db,
      sql`select max(seq)::text as seq from tracks where seq <= (select cueline_changefeed_horizon())`,
    );
    const current = row?.seq ?? '';
    if (current !== version) {
      cache.clear();
      pages.clear();
      version = current;
    }
    return current;
  }

  function rememberPage(seen: string, key: string, ids: string[]) {
    if (seen !== version) return;
    pages.delete(key);
    pages.set(key, ids);
    if (pages.size > STATS_CACHE_SIZE) pages.delete(pages.keys().next().value!);
  }

  function remember(seen: string, key: string, stats: SearchStats) {
    if (seen !== version) return;
    cache.delete(key);
    cache.set(key, stats);
    if (cache.size > STATS_CACHE_SIZE) cache.delete(cache.keys().next().value!);
  }

  /**
   * Runs a trigram statement with the lower similarity threshold of one short word. In a search's
   * transaction it is already set; on `wordDb`'s sessions only these statements need a transaction for it.
   */
  function withShortWordThreshold<T>(tx: Db, plan: SearchPlan, work: (tx: Db) => Promise<T>): Promise<T> {
    if (!wordDb || tx !== wordDb || !oneShortWord(plan)) return work(tx);
    return wordDb.transaction(async (inner) => {
      await inner.execute(
        sql`select set_config('pg_trgm.word_similarity_threshold', ${String(SHORT_WORD_SIMILARITY)}, true)`,
      );
      return work(inner as unknown as Db);
    });
  }

  /** Exact total, facets and the page in one statement; `fuzzy`: of the trigram fallback. */
  async function compute(
    tx: Db,
    plan: SearchPlan,
    groups: TrackFacetGroup[],
    fuzzy = false,
  ): Promise<Counted> {
    const statement = statsStatement(plan, groups, fuzzy);
    const [row] = fuzzy
      ? await withShortWordThreshold(tx, plan, (inner) =>
          rowsOf<{ total: number; facets: CodeTriple[]; page: string[] }>(inner, statement),
        )
      : await rowsOf<{ total: number; facets: CodeTriple[]; page: string[] }>(tx, statement);
    const stats = {
      total: row?.total ?? 0,
      facets: facetsOfCodes(row?.facets ?? []),
      fuzzy,
      estimate: false,
      estimatedFacets: [],
    };
    return { stats, page: row?.page ?? [] };
  }

  /**
   * A word search counted on the sample first. When the matches reach ESTIMATE_FROM, the sample's total and
   * facets scaled up. When only the facets of chosen chip groups would read that many rows (each counts
   * without its own chips: "love" with a genre chosen counts genres over every "love"), the total and the
   * other facets are counted exactly and those groups' facets are the sample's. Else exact counts.
   */
  async function sampled(tx: Db, plan: SearchPlan, groups: TrackFacetGroup[]): Promise<Counted> {
    const [row] = await rowsOf<{ total: number; scanned: number; facets: CodeTriple[] }>(
      tx,
      statsStatement(plan, groups, false, true),
    );
    const total = (row?.total ?? 0) * SAMPLE_EVERY;
    const scaled = facetsOfCodes(row?.facets ?? [], SAMPLE_EVERY);
    if (total >= ESTIMATE_FROM)
      return {
        stats: {
          total: roughly(total),
          facets: scaled,
          fuzzy: false,
          estimate: true,
          estimatedFacets: groups,
        },
        page: null,
      };
    const own = groups.filter((group) => plan.chips[group]);
    if ((row?.scanned ?? 0) * SAMPLE_EVERY < ESTIMATE_FROM || own.length === 0)
      return compute(tx, plan, groups);
    const { stats, page } = await compute(
      tx,
      plan,
      groups.filter((group) => !own.includes(group)),
    );
    for (const group of own) stats.facets[group] = scaled[group];
    return { stats: { ...stats, estimatedFacets: own }, page };
  }

  /**
   * Whether the words and filters find FUZZY_BELOW tracks without the chips: then few matches are the
   * chips' doing, not a misspelling, and trigram matching would only add noise (and cost).
   */
  async function wordsAloneFindEnough(tx: Db, plan: SearchPlan): Promise<boolean> {
    if (Object.keys(plan.chips).length === 0) return false;
    const [row] = await rowsOf<{ n: number }>(tx, wordMatchesUpTo(plan, FUZZY_BELOW));
    return (row?.n ?? 0) >= FUZZY_BELOW;
  }

  /** The whole live catalogue's total and facets: the counts the track_search triggers keep. */
  async function wholeCatalogue(tx: Db): Promise<SearchStats> {
    const rows = await rowsOf<{ grp: TrackFacetGroup | ''; value: string; n: number }>(
      tx,
      sql`select grp, value, n from track_facet_counts where n > 0`,
    );
    const total = rows.find((row) => row.grp === '')?.n ?? 0;
    const triples = rows.flatMap((row) =>
      row.grp === '' ? [] : [[row.grp, row.value, row.n] as FacetTriple],
    );
    return { total, facets: facetsOf(triples), fuzzy: false, estimate: false, estimatedFacets: [] };
  }

  async function statsOf(tx: Db, plan: SearchPlan, seen: string): Promise<Counted> {
    const known = cache.get(plan.key);
    if (known) {
      remember(seen, plan.key, known);
      return { stats: known, page: null };
    }
    if (plan.key === unfilteredPlan().key) {
      const stats = await wholeCatalogue(tx);
      remember(seen, plan.key, stats);
      return { stats, page: null };
    }
    if (!plan.terms) {
      await chipIndex.syncTo(seen);
      const stats: SearchStats = {
        ...chipIndex.count(plan.filters, plan.chips),
        fuzzy: false,
        estimate: false,
        estimatedFacets: [],
      };
      remember(seen, plan.key, stats);
      return { stats, page: null };
    }
    // A group whose facet ignores every other condition is the whole catalogue's facet, cached on its own.
    const shared = trackFacetGroups.filter((group) => facetIsUnfiltered(plan, group));
    const computed = trackFacetGroups.filter((group) => !shared.includes(group));
    let counted = await sampled(tx, plan, computed);
    if (counted.stats.total < FUZZY_BELOW && !(await wordsAloneFindEnough(tx, plan)))
      counted = await compute(tx, plan, computed, true);
    if (shared.length > 0) {
      const { stats: all } = await statsOf(tx, unfilteredPlan(), seen);
      for (const group of shared) counted.stats.facets[group] = all.facets[group];
    }
    remember(seen, plan.key, counted.stats);
    return counted;
  }

  async function pageOf(tx: Db, plan: SearchPlan, stats: SearchStats, seen: string): Promise<string[]> {
    if (!stats.estimate && stats.total <= plan.offset) return [];
    if (!plan.terms && !plan.sort && plan.offset >= CHIP_INDEX_PAGES_FROM) {
      await chipIndex.syncTo(seen);
      return chipIndex.newestPage(plan.filters, plan.chips, plan.offset, plan.limit);
    }
    if (stats.fuzzy && plan.terms) {
      const statement = fuzzyPageStatement(plan, plan.terms);
      const [row] = await withShortWordThreshold(tx, plan, (inner) =>
        rowsOf<{ page: string[] }>(inner, statement),
      );
      return row?.page ?? [];
    }
    return (await rowsOf<{ id: string }>(tx, pageStatement(plan, stats.estimate))).map((row) => row.id);
  }

  return {
    async search(plan: SearchPlan): Promise<SearchResult> {
      const seen = await refresh();
      const pageKey = JSON.stringify([plan.key, plan.sort, plan.offset, plan.limit]);
      const answer = (stats: SearchStats, ids: string[]) => {
        rememberPage(seen, pageKey, ids);
        const { total, facets, estimate, estimatedFacets } = stats;
        return { ids, total, facets, estimate, estimatedFacets, version: seen };
      };
      // The same page of the same search on the same catalogue (no track changed since): no statement.
      const known = cache.get(plan.key);
      const knownIds = pages.get(pageKey);
      if (known && knownIds) {
        remember(seen, plan.key, known);
        return answer(known, knownIds);
      }
      const run = async (tx: Db) => {
        const { stats, page } = await statsOf(tx, plan, seen);
        return answer(stats, page ?? (await pageOf(tx, plan, stats, seen)));
      };
      if (!plan.terms) return run(db);
      // The planner takes @@ on search_vector for free, so it would test the words as a filter on every row
      // that a sequential scan or a chip's index finds, fetching each lyrics vector from TOAST (~7 µs a row);
      // the GIN index answers without reading them. No sequential scans, and each row a heap scan returns
      // priced at 30 times the default, make it combine the words' index with the chips' (BitmapAnd: `sky`
      // with pop or playful 78 → 11 ms, `night` with electronic 45 → 17 ms on the bench catalogue) instead
      // of filtering the chips' rows. On PostgreSQL the sessions of `wordDb` start with these settings.
      if (wordDb) return run(wordDb);
      return db.transaction(async (tx) => {
        const trigram = oneShortWord(plan)
          ? sql`, set_config('pg_trgm.word_similarity_threshold', ${String(SHORT_WORD_SIMILARITY)}, true)`
          : sql``;
        await tx.execute(
          sql`select set_config('enable_seqscan', 'off', true), set_config('cpu_tuple_cost', ${String(WORD_SEARCH_TUPLE_COST)}, true)${trigram}`,
        );
        return run(tx as unknown as Db);
      });
    },
  };
}

export type TrackSearchRepository = ReturnType<typeof trackSearchRepository>;
