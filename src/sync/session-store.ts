import { readUserInfo, type UserInfo } from '../domain/user-info';
import type { MessageKey } from '../domain/messages';
import { isAccountRole, type AccountRole, type Language } from '../domain/roles';
import type { ApiClient } from './api-client';
import { isApiError } from './api-error';
import { fetchUserInfo, saveLanguage } from './session-calls';
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
/** The last user the server confirmed, kept apart from the session only to open the app offline. */
export const LAST_USER_STORAGE_KEY = 'cueline.auth.lastUser';
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

function parseUser(raw: string | null): UserInfo | null {
  if (!raw) return null;
  try {
    return readUserInfo(JSON.parse(raw));
  } catch {
    return null;
  }
}

/** Reads one stored value; gives up (null) when storage fails or does not answer within the timeout. */
async function readStored(storage: KeyValueStorage, key: string, timeoutMs: number): Promise<string | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  try {
    return await Promise.race([Promise.resolve(storage.getItem(key)), timeout]);
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** The failures that got no answer from the server (docs/product.md §8): they say nothing about the session. */
const unanswered: ReadonlySet<MessageKey> = new Set([
  'error.offline',
  'error.timeout',
  'error.noConnection',
  'error.connection',
]);
const gotNoAnswer = (error: unknown) =>
  isApiError(error) &&
  error.status === undefined &&
  error.messageKey !== null &&
  unanswered.has(error.messageKey);

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
    // Written once the stored slice is read: a change made before (the role of the first path) must not
    // overwrite what it holds (a session kept as signed in).
    hydrated
      .then(() => {
        const state = store.getSnapshot();
        const slice = Object.fromEntries(persistedKeys.map((key) => [key, state[key]]));
        return storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(slice));
      })
      .catch(() => undefined);
  };

  const rememberUser = (user: UserInfo | null) => {
    if (!storage) return;
    Promise.resolve()
      .then(() => storage.setItem(LAST_USER_STORAGE_KEY, user ? JSON.stringify(user) : ''))
      .catch(() => undefined);
  };

  const update = (patch: Partial<SessionState>) => {
    (Object.keys(patch) as (keyof SessionState)[]).forEach((key) => touched.add(key));
    store.update(patch);
    if (persistedKeys.some((key) => key in patch)) persist();
    if ('user' in patch) rememberUser(patch.user ?? null);
  };

  /**
   * Without an answer from the server (offline start), a session kept as signed in stays so with the
   * last confirmed user, until the server says otherwise (docs/product.md §4 Login state).
   */
  const keepOffline = async (): Promise<UserInfo | null> => {
    const user = store.getSnapshot().loggedIn
      ? parseUser(storage ? await readStored(storage, LAST_USER_STORAGE_KEY, persistTimeoutMs) : null)
      : null;
    if (!user) return null;
    // The server would refuse a profile the user does not hold (ROLE_NOT_GRANTED): offline, that is known too.
    const { currentRole } = store.getSnapshot();
    if (!user.roles.includes(currentRole)) update({ currentRole: 'customer' });
    store.update({ user, requesting: false });
    return user;
  };

  /** Resolves once the stored slice has been read (or given up on); later changes win over it. */
  const hydrated: Promise<void> = storage
    ? readStored(storage, SESSION_STORAGE_KEY, persistTimeoutMs).then((raw) => {
        const stored = parsePersisted(raw);
        const fresh = Object.fromEntries(
          Object.entries(stored).filter(([key]) => !touched.has(key as keyof SessionState)),
        );
        if (Object.keys(fresh).length > 0) store.update(fresh);
      })
    : Promise.resolve();

  const loadUser = async (): Promise<UserInfo | null> => {
    try {
      const user = await fetchUserInfo(api);
      update({ user, loggedIn: user !== null, requesting: false });
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
      if (gotNoAnswer(error)) {
        const kept = await keepOffline();
        if (kept) return kept;
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
    /**
     * The id of the last user the server confirmed on this device, while the session is kept as signed in;
     * null otherwise. Read while the server is asked (the user's database can start opening).
     */
    async rememberedUserId(): Promise<string | null> {
      await hydrated;
      if (!store.getSnapshot().loggedIn || !storage) return null;
      return parseUser(await readStored(storage, LAST_USER_STORAGE_KEY, persistTimeoutMs))?._id ?? null;
    },
    setLoggedIn(loggedIn: boolean) {
      update(loggedIn ? { loggedIn } : { loggedIn, user: null });
    },
    setRole(currentRole: AccountRole) {
      if (store.getSnapshot().currentRole !== currentRole) update({ currentRole });
    },
    /**
     * Stores `language` on the signed-in user's account when it differs from the one kept there, so what
     * the server writes to them (mails) is in the language they read. Best effort: a failure is asked
     * again the next time the user is loaded.
     */
    async saveLanguage(language: Language): Promise<void> {
      const { user } = store.getSnapshot();
      if (!user || user.language === language) return;
      try {
        const saved = await saveLanguage(api, language);
        if (store.getSnapshot().user?._id === saved._id) update({ user: saved });
      } catch {
        // Offline or refused: the account keeps its language until the next try.
      }
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
