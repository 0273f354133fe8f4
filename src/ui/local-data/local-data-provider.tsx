import { useEffect, useState, type ReactNode } from 'react';
import type { LocalData, LocalDataOptions } from '../../sync/local-data';
import { useApi } from '../hooks/use-api';
import { useSession } from '../hooks/use-session';
import { LocalDataContext } from './local-data-context';

/** Opening and closing run one after the other, so a quick logout/login never opens a database twice. */
let lifecycle: Promise<unknown> = Promise.resolve();

export interface LocalDataProviderProps {
  children: ReactNode;
  /** Overrides for tests (storage, socket, transport). */
  options?: Partial<Omit<LocalDataOptions, 'userId'>>;
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

  // A session kept as signed in loads the local database's code while the server is asked who is signed
  // in (offline, the answer is that same session): the database opens as soon as the user is known.
  useEffect(() => {
    void store.hydrated.then(() => {
      if (store.getSnapshot().loggedIn) import('./open-local-data').catch(() => undefined);
    });
  }, [store]);

  useEffect(() => {
    if (!userId) return undefined;
    let cancelled = false;
    const opening = lifecycle.then(async () => {
      if (cancelled) return null;
      // Loaded on sign-in: RxDB stays out of the first page load.
      const { openLocalData } = await import('./open-local-data');
      const started = await openLocalData(api, userId, options);
      if (cancelled) {
        await started.stop();
        return null;
      }
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
