import type { LocalQuery } from '../../sync/local-query';
import { useLocalQuery, type LocalQueryState } from './use-local-query';

/** One answer of the browse API for a screen, read through the local database. */
export type BrowseResource<T> = LocalQueryState<T>;

/**
 * A browse screen's data (albums, artists, the home rows): the answer kept in the local database shows
 * at once, offline too, and the server is asked again (`useLocalQuery`). `query` null means nothing to load.
 */
export function useBrowseResource<T>(query: LocalQuery<T> | null): BrowseResource<T> {
  return useLocalQuery(query);
}
