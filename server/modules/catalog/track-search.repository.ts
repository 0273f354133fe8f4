import { sql, type SQL } from 'drizzle-orm';
import { trackFacetGroups, type TrackFacetGroup, type TrackFacets } from '../../../src/domain/catalog';
import type { Db } from '../../db/client';
import { tracks } from '../../db/schema/catalog';
import type { ChipIndex } from './chip-index.repository';
import { statsStatement } from './track-search-stats.sql';
import {
  CHIP_INDEX_PAGES_FROM,
  ESTIMATE_FROM,
  facetsOf,
  facetsOfCodes,
  FUZZY_BELOW,
  oneShortWord,
  roughly,
  SAMPLE_EVERY,
  SHORT_WORD_SIMILARITY,
  keepRecent,
  WORD_SEARCH_TUPLE_COST,
  type CodeTriple,
  type Counted,
  type FacetTriple,
  type SearchStats,
} from './track-search-counts';
import { fuzzyPageStatement } from './track-search-fuzzy.sql';
import {
  facetIsUnfiltered,
  pageStatement,
  unfilteredPlan,
  wordMatchesUpTo,
  type SearchPlan,
} from './track-search.sql';

export {
  CHIP_INDEX_PAGES_FROM,
  ESTIMATE_FROM,
  roughly,
  WORD_SEARCH_CONNECTIONS,
  wordSearchSettings,
} from './track-search-counts';

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

async function rowsOf<T>(db: Db, statement: SQL): Promise<T[]> {
  const result = (await db.execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}

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
  /**
   * The stats of searches without words, apart: they are few (filters and chips) and each is a count over
   * the whole chip index, so the first searches of many words and typos must not push them out of `cache`.
   */
  const chipCache = new Map<string, SearchStats>();
  const statsCache = (plan: SearchPlan) => (plan.terms ? cache : chipCache);
  /** The ids of pages already read, by search, sort and page; emptied with `cache`, apart in the same way. */
  const pages = new Map<string, string[]>();
  const chipPages = new Map<string, string[]>();
  const pageCache = (plan: SearchPlan) => (plan.terms ? pages : chipPages);

  /** The catalogue version: one statement asked on every search, so prepared once per connection. */
  const versionStatement = db
    .select({ seq: sql<string | null>`max(${tracks.seq})::text` })
    .from(tracks)
    .where(sql`${tracks.seq} <= (select cueline_changefeed_horizon())`)
    .prepare('catalogue_version');

  /** Reads the tracks' newest seq; a new one empties the cache. Returns it for the writes that follow. */
  async function refresh(): Promise<string> {
    const [row] = await versionStatement.execute();
    const current = row?.seq ?? '';
    if (current !== version) {
      cache.clear();
      chipCache.clear();
      pages.clear();
      chipPages.clear();
      version = current;
    }
    return current;
  }

  function rememberPage(seen: string, plan: SearchPlan, key: string, ids: string[]) {
    if (seen !== version) return;
    keepRecent(pageCache(plan), key, ids);
  }

  function remember(seen: string, plan: SearchPlan, stats: SearchStats) {
    if (seen !== version) return;
    keepRecent(statsCache(plan), plan.key, stats);
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
    const known = statsCache(plan).get(plan.key);
    if (known) {
      remember(seen, plan, known);
      return { stats: known, page: null };
    }
    if (plan.key === unfilteredPlan().key) {
      const stats = await wholeCatalogue(tx);
      remember(seen, plan, stats);
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
      remember(seen, plan, stats);
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
    remember(seen, plan, counted.stats);
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
        rememberPage(seen, plan, pageKey, ids);
        const { total, facets, estimate, estimatedFacets } = stats;
        return { ids, total, facets, estimate, estimatedFacets, version: seen };
      };
      // The same page of the same search on the same catalogue (no track changed since): no statement.
      const known = statsCache(plan).get(plan.key);
      const knownIds = pageCache(plan).get(pageKey);
      if (known && knownIds) {
        remember(seen, plan, known);
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
