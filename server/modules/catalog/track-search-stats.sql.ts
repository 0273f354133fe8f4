import { sql, type SQL } from 'drizzle-orm';
import type { TrackFacetGroup } from '../../../src/domain/catalog';
import { chipColumns } from './chip-codes';
import { fuzzyMatches } from './track-search-fuzzy.sql';
import {
  and,
  baseConditions,
  chipCodeColumns,
  chipConditions,
  chipTests,
  pageColumns,
  pageIdsFrom,
  pageStatement,
  relevance,
  type SearchPlan,
} from './track-search.sql';

const codeOf = (group: TrackFacetGroup) => sql.identifier(chipColumns[group].code);

/**
 * One `grouping sets` pass over `source` for every group in `groups` (all counted under the same
 * condition): rows of (group, integer, count), the integer a bitmask or a code the server expands.
 */
function groupedCounts(groups: TrackFacetGroup[], source: SQL, where: SQL): SQL {
  const name = sql.join(
    groups.map((group) => sql`when grouping(${codeOf(group)}) = 0 then ${group}::text`),
    sql` `,
  );
  const value = sql.join(groups.map(codeOf), sql`, `);
  const sets = sql.join(
    groups.map((group) => sql`(${codeOf(group)})`),
    sql`, `,
  );
  return sql`select case ${name} end as g, coalesce(${value})::int as v, count(*)::int as n
    from ${source} where ${where} group by grouping sets (${sets})`;
}

/**
 * Counts per value of each group over `source`, each group only where the other groups' chips hold: the
 * groups without chips of their own share the hits and are counted in one pass; a group with chips counts
 * where every other group's chips hold.
 */
function facetCounts(groups: TrackFacetGroup[], plan: SearchPlan, source: SQL): SQL {
  const shared = groups.filter((group) => !plan.chips[group]);
  const own = groups.filter((group) => plan.chips[group]);
  const parts = [
    ...(shared.length > 0 ? [groupedCounts(shared, source, and(chipTests(plan, null)))] : []),
    ...own.map(
      (group) => sql`select ${group}::text, ${codeOf(group)}::int, count(*)::int from ${source}
      where ${and(chipTests(plan, group))} group by ${codeOf(group)}`,
    ),
  ];
  if (parts.length === 0) return sql`select null::text g, null::int v, 0 n where false`;
  return sql.join(parts, sql` union all `);
}

/** Where the CTEs of a count are named and which rows they read. */
interface Counting {
  fuzzy: boolean;
  sample: boolean;
  /** The matching rows' CTE (its facets are `<name>_facets`). */
  name: string;
  /** A condition on earlier CTEs only: false leaves the matching rows unread (a one-time filter). */
  gate?: SQL;
}

/**
 * The CTEs of a count (the matching rows, materialised once, and their facets) and its select-list items
 * (`total`, `scanned`, `facets` and, unless sampled, `page`, each prefixed by `prefix`).
 */
function countingParts(plan: SearchPlan, groups: TrackFacetGroup[], counting: Counting, prefix: string) {
  const { fuzzy, sample, gate } = counting;
  const rows = sql`${sql.identifier(counting.name)}`;
  const facetRows = sql`${sql.identifier(`${counting.name}_facets`)}`;
  const chipCondition = fuzzy || sample ? chipTests : chipConditions;
  const hits = and(chipCondition(plan, null));
  // A group without chips of its own counts over the hits; only chip groups widen the set.
  const wider = groups.filter((group) => plan.chips[group]).map((group) => and(chipCondition(plan, group)));
  const source = sql.join(
    [hits, ...wider].map((condition) => sql`(${condition})`),
    sql` or `,
  );
  const gated = gate ? sql`${gate} and ` : sql``;
  let matches: SQL;
  if (fuzzy && plan.terms) {
    matches = sql`found as materialized (${fuzzyMatches(plan, plan.terms)}),
      ${rows} as materialized (select * from found where ${gated}${source})`;
  } else {
    const columns = sample ? chipCodeColumns() : pageColumns(plan.terms ? relevance(plan.terms) : sql`0`);
    const table = sample ? sql`track_search_sample` : sql`track_search`;
    matches = sql`${rows} as materialized (
      select ${columns} from ${table} where ${gated}${and(baseConditions(plan))} and (${source})
    )`;
  }
  const named = (column: string) => sql.identifier(`${prefix}${column}`);
  const ctes = sql`${matches},
    ${facetRows} as (${facetCounts(groups, plan, rows)})`;
  const columns = sql`
      (select count(*)::int from ${rows} where ${and(chipTests(plan, null))}) as ${named('total')},
      (select count(*)::int from ${rows}) as ${named('scanned')},
      (select coalesce(json_agg(json_build_array(g, v, n)), '[]'::json) from ${facetRows}) as ${named('facets')}${
        sample
          ? sql``
          : sql`,
      ${pageIdsFrom(plan, rows)} as ${named('page')}`
      }`;
  return { ctes, columns };
}

/**
 * The total and the facets of `groups` in one statement: the matching rows once (a materialised CTE),
 * then the count and the per-group counts from it. Facet rows need only hold for the other groups' chips,
 * so the CTE takes every row that fails at most one computed group. `scanned` is how many rows were read.
 * The CTE also holds what the page is ordered by, and the page's ids come from it too (`page`), so the
 * matches are read once. `fuzzy`: the trigram matches (track-search-fuzzy.sql.ts).
 */
export function statsStatement(plan: SearchPlan, groups: TrackFacetGroup[], fuzzy: boolean): SQL {
  const { ctes, columns } = countingParts(plan, groups, { fuzzy, sample: false, name: 'base' }, '');
  return sql`with ${ctes} select ${columns}`;
}

/** How a sample's count is scaled and from which estimated total a search is answered with estimates. */
export interface SampleScale {
  every: number;
  estimateFrom: number;
}

/**
 * A word search's first statement, one round trip whichever way its sample decides: the sample's total,
 * scanned rows and facets (`sample_*`: the rows of `track_search_sample`, one track in `every`), and
 *
 * - when the sample's total reaches `estimateFrom`: the page of the estimated search (`estimated`: by
 *   relevance tier, pageStatement);
 * - when it does not, and the sample's scanned rows do not either or no group of `groups` has chips of its
 *   own (`ownChips` false): the exact total, facets and page, as statsStatement.
 *
 * Each part runs only when its condition holds (a one-time filter on the sample's counts), so the other
 * reads nothing. Otherwise (few matches, but a chosen group's facet would count very many) neither runs.
 */
export function sampledSearchStatement(
  plan: SearchPlan,
  groups: TrackFacetGroup[],
  ownChips: boolean,
  { every, estimateFrom }: SampleScale,
): SQL {
  const sampled = countingParts(plan, groups, { fuzzy: false, sample: true, name: 'sampled' }, 'sample_');
  const sampledTotal = sql`(select count(*) from sampled where ${and(chipTests(plan, null))}) * ${sql.raw(String(every))}`;
  const sampledScanned = sql`(select count(*) from sampled) * ${sql.raw(String(every))}`;
  const from = sql.raw(String(estimateFrom));
  const exactWhen = ownChips
    ? sql`(${sampledTotal} < ${from} and ${sampledScanned} < ${from})`
    : sql`(${sampledTotal} < ${from})`;
  const exact = countingParts(
    plan,
    groups,
    { fuzzy: false, sample: false, name: 'base', gate: exactWhen },
    '',
  );
  return sql`
    with ${sampled.ctes}, ${exact.ctes}
    select ${sampled.columns}, ${exact.columns},
      (select coalesce(json_agg(id), '[]'::json) from (${pageStatement(plan, true)}) estimated
        where ${sampledTotal} >= ${from}) as estimated`;
}
