import { useEffect, useState, type ReactNode } from 'react';
import type { LocalData, LocalDataOptions } from '../../sync/local-data';
import type { SessionStore } from '../hooks/services';
import { useApi } from '../hooks/use-api';
import { useSession } from '../hooks/use-session';
import { dropEarlyDatabase, keepEarlyDatabase, takeEarlyDatabase } from './early-database';
import { LocalDataContext } from './local-data-context';

/** Opening and closing run one after the other, so a quick logout/login never opens a database twice. */
let lifecycle: Promise<unknown> = Promise.resolve();

/** The user-timing mark of the local data handed to the screens (read by bench/offline-start.mjs). */
export const LOCAL_DATA_READY_MARK = 'cueline:local-data-ready';

export interface LocalDataProviderProps {
  children: ReactNode;
  /** Overrides for tests (storage, socket, transport). */
  options?: Partial<Omit<LocalDataOptions, 'userId'>>;
}

/**
 * A session kept as signed in loads the local database's code and opens the database of the user this
 * device last confirmed while the server is asked who is signed in (offline, the answer is that same
 * session); the session's answer takes it, or closes it when it names someone else or no one. The page's
 * entry calls this before React's first render, so an offline start opens the database as early as it can.
 */
export function openRememberedDatabase(
  store: SessionStore,
  options?: Partial<Omit<LocalDataOptions, 'userId'>>,
): void {
  void store.rememberedUserId().then((remembered) => {
    if (!store.getSnapshot().loggedIn) return;
    const loading = import('./open-local-data');
    loading.catch(() => undefined);
    // Once the session has answered, the provider opens the database itself.
    if (!remembered || store.getSnapshot().user) return;
    keepEarlyDatabase(remembered, () =>
      lifecycle.then(() => loading).then(({ openDatabase }) => openDatabase(remembered, options)),
    );
  });
}

/**
 * Opens the signed-in user's database, connects realtime and starts replication (src/sync/SPEC.md
 * rule 12); closes everything on logout or when the user changes.
 */
export function LocalDataProvider({ children, options }: LocalDataProviderProps) {
  const { state, store } = useSession();
  const api = useApi();
  const userId = state.user?._id ?? null;
  const [localData, setLocalData] = useState<LocalData | null>(null);

  // The page's entry (main.tsx) starts it before the first render; here for a provider mounted without
  // that entry (tests). While one database is kept, a second start opens none.
  useEffect(() => {
    openRememberedDatabase(store, options);
    // Options are read once per user, as below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store]);

  useEffect(() => {
    if (!state.loggedIn) dropEarlyDatabase();
  }, [state.loggedIn]);

  useEffect(() => {
    if (!userId) return undefined;
    let cancelled = false;
    const opening = lifecycle.then(async () => {
      if (cancelled) return null;
      // Loaded on sign-in: RxDB stays out of the first page load.
      const { openLocalData } = await import('./open-local-data');
      const started = await openLocalData(api, userId, {
        ...options,
        database: takeEarlyDatabase(userId),
      });
      if (cancelled) {
        await started.stop();
        return null;
      }
      performance.mark(LOCAL_DATA_READY_MARK);
      setLocalData(started);
      return started;
    });
    lifecycle = opening.catch(() => null);
    return () => {
      cancelled = true;
      setLocalData(null);
      lifecycle = opening.then((started) => started?.stop()).catch(() => null);
    };
    // Options are read once per user; the API client is created once by the app shell.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId]);

  return <LocalDataContext.Provider value={localData}>{children}</LocalDataContext.Provider>;
}
