import { sql, type SQL } from 'drizzle-orm';
import type { SearchTerms } from './search-terms';
import { and, pageColumns, pageIdsFrom, tsquery, type SearchPlan } from './track-search.sql';

/**
 * The trigram fallback of a search whose words find almost nothing in full text (a misspelling): rows whose
 * title, artists, album or tags are close to the words by pg_trgm word similarity (`<%`, threshold 0.6, or
 * 0.5 for one short word): "midnigt harbor" finds "Midnight Harbour". The full-text matches are kept too.
 *
 * Word similarity costs ~4 µs a row and a misspelt common word has thousands of candidates, so the matches
 * are read once into a CTE with their relevance (closeness, plus one for a title/artist/album/tag match)
 * and everything else (total, facets, page) comes from it; the chips are tested on its integer columns.
 */
export function fuzzyMatches(plan: SearchPlan, terms: SearchTerms): SQL {
  const columns = pageColumns(
    sql`word_similarity(${terms.text}, search_text) + (meta_vector @@ ${tsquery(terms)})::int`,
  );
  return sql`
    select ${columns} from track_search where ${terms.text} <% search_text and ${and(plan.base)}
    union all
    select ${columns} from track_search
      where search_vector @@ ${tsquery(terms)} and not (${terms.text} <% search_text) and ${and(plan.base)}`;
}

/** The page of a trigram search whose total and facets are known (a repeat). */
export function fuzzyPageStatement(plan: SearchPlan, terms: SearchTerms): SQL {
  return sql`with found as materialized (${fuzzyMatches(plan, terms)}) select ${pageIdsFrom(plan, sql`found`)} as page`;
}
