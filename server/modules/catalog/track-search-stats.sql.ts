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

/**
 * The total and the facets of `groups` in one statement: the matching rows once (a materialised CTE),
 * then the count and the per-group counts from it. Facet rows need only hold for the other groups' chips,
 * so the CTE takes every row that fails at most one computed group. `scanned` is how many rows were read.
 * `sample`: only the one track in eight of the `sample` column (its own index), for an estimate, and only
 * the chip columns. Otherwise the CTE also holds what the page is ordered by, and the page's ids come from
 * it too (`page`), so the matches are read once. `fuzzy`: the trigram matches (track-search-fuzzy.sql.ts).
 */
export function statsStatement(
  plan: SearchPlan,
  groups: TrackFacetGroup[],
  fuzzy: boolean,
  sample = false,
): SQL {
  const chipCondition = fuzzy ? chipTests : chipConditions;
  const hits = and(chipCondition(plan, null));
  // A group without chips of its own counts over the hits; only chip groups widen the set.
  const wider = groups.filter((group) => plan.chips[group]).map((group) => and(chipCondition(plan, group)));
  const source = sql.join(
    [hits, ...wider].map((condition) => sql`(${condition})`),
    sql` or `,
  );
  let matches: SQL;
  if (fuzzy && plan.terms) {
    matches = sql`found as materialized (${fuzzyMatches(plan, plan.terms)}),
      base as materialized (select * from found where ${source})`;
  } else {
    const columns = sample ? chipCodeColumns() : pageColumns(plan.terms ? relevance(plan.terms) : sql`0`);
    matches = sql`base as materialized (
      select ${columns} from track_search
      where ${and(baseConditions(plan))} and (${source})${sample ? sql` and sample` : sql``}
    )`;
  }
  return sql`
    with ${matches},
    facets as (${facetCounts(groups, plan, sql`base`)})
    select
      (select count(*)::int from base where ${and(chipTests(plan, null))}) as total,
      (select count(*)::int from base) as scanned,
      (select coalesce(json_agg(json_build_array(g, v, n)), '[]'::json) from facets) as facets${
        sample
          ? sql``
          : sql`,
      ${pageIdsFrom(plan, sql`base`)} as page`
      }`;
}
