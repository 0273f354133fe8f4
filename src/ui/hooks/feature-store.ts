import { useMemo } from 'react';
import type { SessionStore } from '../../sync/session-store';
import { useSession } from './use-session';

/**
 * A feature's state that outlives one screen (a dialog asked for from a menu, the dot beside Requests, the
 * orders marked seen): one store per feature and session, made the first time it is asked for. A new user
 * (a sign-out, another account signed in) gets every store fresh, so nothing of the last user's stays.
 * Shape the store as `createObservable` (src/sync/observable-store.ts) when screens render from it.
 */
export interface FeatureStore<S> {
  /** The feature it belongs to, for reading code and errors. */
  readonly name: string;
  readonly create: () => S;
}

export const defineFeatureStore = <S>(name: string, create: () => S): FeatureStore<S> => ({
  name,
  create,
});

interface SessionStores {
  userId: string | null;
  made: Map<FeatureStore<unknown>, unknown>;
}

// Keyed by the session store: one per page (src/ui/app/services.ts), and one per test that makes its own.
const bySession = new WeakMap<SessionStore, SessionStores>();

/** The feature's store for the session's current user (outside React: tests, a module's own calls). */
export function featureStoreOf<S>(session: SessionStore, store: FeatureStore<S>): S {
  const userId = session.getSnapshot().user?._id ?? null;
  let stores = bySession.get(session);
  if (!stores || stores.userId !== userId) {
    stores = { userId, made: new Map() };
    bySession.set(session, stores);
  }
  if (!stores.made.has(store)) stores.made.set(store, store.create());
  return stores.made.get(store) as S;
}

/** The feature's store for the signed-in user; a new one once another user (or none) is signed in. */
export function useFeatureStore<S>(store: FeatureStore<S>): S {
  const { state, store: session } = useSession();
  const userId = state.user?._id ?? null;
  // The user's id picks the stores: a new one asks the session's stores again.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => featureStoreOf(session, store), [session, store, userId]);
}
