import { useCallback, useSyncExternalStore } from 'react';
import { favouriteIdsQuery, type CueDatabase } from '../../db';
import { observableStore } from './use-observable';

type FavouriteIdsStore = ReturnType<typeof observableStore<ReadonlySet<string>>>;

const none: ReadonlySet<string> = new Set();
const stores = new WeakMap<CueDatabase, FavouriteIdsStore>();

/** One live query of the favourite ids per database, shared by every heart on screen. */
function favouriteIdsStore(db: CueDatabase): FavouriteIdsStore {
  let store = stores.get(db);
  if (!store) {
    store = observableStore(favouriteIdsQuery(db), none);
    stores.set(db, store);
  }
  return store;
}

const noStore = { subscribe: () => () => undefined, getSnapshot: () => ({ value: none, error: undefined }) };

/**
 * Whether `trackId` is one of the user's favourites, live. Every caller reads the same query, so a list
 * row that shows another track costs a set lookup, not a new query.
 */
export function useIsFavourite(db: CueDatabase | null, trackId: string): boolean {
  const store = db ? favouriteIdsStore(db) : noStore;
  const read = useCallback(() => store.getSnapshot().value.has(trackId), [store, trackId]);
  return useSyncExternalStore(store.subscribe, read, read);
}
