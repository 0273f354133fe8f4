import type { UserInfo } from '../domain/auth';
import { isAccountRole, type AccountRole } from '../domain/roles';
import type { ApiClient } from './api-client';
import { isApiError } from './api-error';
import { fetchUserInfo } from './auth-api';
import { browserStorage, createObservable, type KeyValueStorage } from './observable-store';

/** The auth slice (docs/product.md §3 Auth state, §4 Login state). */
export interface SessionState {
  user: UserInfo | null;
  currentRole: AccountRole;
  requesting: boolean;
  playerLoaded: boolean;
  loggedIn: boolean;
}

export const SESSION_STORAGE_KEY = 'cueline.auth';
/** Persisted-state timeout (docs/product.md §9): a storage that has not answered by then is ignored. */
export const PERSIST_TIMEOUT_MS = 5000;

export const initialSessionState: SessionState = {
  user: null,
  currentRole: 'customer',
  requesting: false,
  playerLoaded: false,
  loggedIn: false,
};

/** What is written to storage: the slice without the user (and without the transient requesting flag). */
type Persisted = Pick<SessionState, 'currentRole' | 'playerLoaded' | 'loggedIn'>;
const persistedKeys = ['currentRole', 'playerLoaded', 'loggedIn'] as const;

export interface SessionStoreOptions {
  api: ApiClient;
  storage?: KeyValueStorage | null;
  persistTimeoutMs?: number;
}

function parsePersisted(raw: string | null): Partial<Persisted> {
  if (!raw) return {};
  try {
    const value = JSON.parse(raw) as Record<string, unknown>;
    const result: Partial<Persisted> = {};
    if (isAccountRole(value.currentRole)) result.currentRole = value.currentRole;
    if (typeof value.playerLoaded === 'boolean') result.playerLoaded = value.playerLoaded;
    if (typeof value.loggedIn === 'boolean') result.loggedIn = value.loggedIn;
    return result;
  } catch {
    return {};
  }
}

/** Reads the stored slice; gives up (empty) when storage fails or does not answer within the timeout. */
async function readPersisted(storage: KeyValueStorage, timeoutMs: number): Promise<Partial<Persisted>> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  try {
    const raw = await Promise.race([Promise.resolve(storage.getItem(SESSION_STORAGE_KEY)), timeout]);
    return parsePersisted(raw);
  } catch {
    return {};
  } finally {
    clearTimeout(timer);
  }
}

export type SessionStore = ReturnType<typeof createSessionStore>;

/** The session store: who is signed in, the current role, and the persisted part of it. */
export function createSessionStore({
  api,
  storage = browserStorage(),
  persistTimeoutMs = PERSIST_TIMEOUT_MS,
}: SessionStoreOptions) {
  const store = createObservable<SessionState>(initialSessionState);
  const touched = new Set<keyof SessionState>();

  const persist = () => {
    if (!storage) return;
    const state = store.getSnapshot();
    const slice = Object.fromEntries(persistedKeys.map((key) => [key, state[key]]));
    Promise.resolve()
      .then(() => storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(slice)))
      .catch(() => undefined);
  };

  const update = (patch: Partial<SessionState>) => {
    (Object.keys(patch) as (keyof SessionState)[]).forEach((key) => touched.add(key));
    store.update(patch);
    if (persistedKeys.some((key) => key in patch)) persist();
  };

  /** Resolves once the stored slice has been read (or given up on); later changes win over it. */
  const hydrated: Promise<void> = storage
    ? readPersisted(storage, persistTimeoutMs).then((stored) => {
        const fresh = Object.fromEntries(
          Object.entries(stored).filter(([key]) => !touched.has(key as keyof SessionState)),
        );
        if (Object.keys(fresh).length > 0) store.update(fresh);
      })
    : Promise.resolve();

  const loadUser = async (): Promise<UserInfo | null> => {
    try {
      const user = await fetchUserInfo(api);
      update({ user, loggedIn: true, requesting: false });
      return user;
    } catch (error) {
      if (
        isApiError(error) &&
        error.code === 'ROLE_NOT_GRANTED' &&
        store.getSnapshot().currentRole !== 'customer'
      ) {
        update({ currentRole: 'customer' });
        return loadUser();
      }
      update({ user: null, loggedIn: false, requesting: false });
      return null;
    }
  };

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    hydrated,
    /** Asks the server who is signed in (docs/product.md §4); resolves the user, or null when that failed. */
    fetchUser(): Promise<UserInfo | null> {
      update({ requesting: true });
      return loadUser();
    },
    setLoggedIn(loggedIn: boolean) {
      update(loggedIn ? { loggedIn } : { loggedIn, user: null });
    },
    setRole(currentRole: AccountRole) {
      if (store.getSnapshot().currentRole !== currentRole) update({ currentRole });
    },
    setPlayerLoaded(playerLoaded: boolean) {
      update({ playerLoaded });
    },
    /** Resets the whole store to its defaults. */
    removeUser() {
      update({ ...initialSessionState });
    },
  };
}
