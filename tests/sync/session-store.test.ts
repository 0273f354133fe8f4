import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '../../src/domain/auth';
import {
  ApiError,
  createLanguageStore,
  createSessionStore,
  LANGUAGE_STORAGE_KEY,
  LAST_USER_STORAGE_KEY,
  PERSIST_TIMEOUT_MS,
  SESSION_STORAGE_KEY,
  type ApiClient,
  type KeyValueStorage,
} from '../../src/sync';

const userFactory = (overrides: Partial<UserInfo> = {}): UserInfo => ({
  _id: 'u1',
  email: 'ann@example.com',
  firstName: 'Ann',
  lastName: 'Lee',
  middleName: null,
  phone: null,
  newsletter: false,
  roles: ['customer'],
  images: [],
  photoUrl: null,
  language: 'en',
  createdAt: '2025-01-01T00:00:00.000Z',
  ...overrides,
});

/** The API port: answers user/info from a queue of outcomes and records the role each call ran as. */
function fakeApi(outcomes: (UserInfo | ApiError | null)[], roleOf: () => string = () => 'customer') {
  const calls: { path: string; role: string }[] = [];
  const api: ApiClient = {
    get: async <T>(path: string) => {
      calls.push({ path, role: roleOf() });
      if (outcomes.length === 0) throw new ApiError({ text: 'no answer', messageKey: 'error.unknown' });
      const next = outcomes.shift();
      if (next instanceof ApiError) throw next;
      return next as T;
    },
    post: () => Promise.reject(new Error('not used')),
    patch: () => Promise.reject(new Error('not used')),
    put: () => Promise.reject(new Error('not used')),
    delete: () => Promise.reject(new Error('not used')),
  };
  return { api, calls };
}

const memoryStorage = (initial: Record<string, string> = {}) => {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
};

const unauthorized = () =>
  new ApiError({ text: 'User is not authorized', messageKey: 'error.notAuthorized', status: 401 });
const offline = () => new ApiError({ text: 'Your device is offline.', messageKey: 'error.offline' });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => vi.useRealTimers());

describe('login state (docs/product.md §4)', () => {
  it('fetching the user sets requesting, then stores the user and loggedIn', async () => {
    const user = userFactory();
    const { api, calls } = fakeApi([user]);
    const store = createSessionStore({ api, storage: null });
    const pending = store.fetchUser();
    expect(store.getSnapshot()).toMatchObject({ requesting: true, loggedIn: false, user: null });
    await expect(pending).resolves.toEqual(user);
    expect(store.getSnapshot()).toMatchObject({ requesting: false, loggedIn: true, user });
    expect(calls.map((call) => call.path)).toEqual(['user/info']);
  });

  it('a failed fetch clears the user and marks logged out', async () => {
    const { api } = fakeApi([userFactory(), unauthorized()]);
    const store = createSessionStore({ api, storage: null });
    await store.fetchUser();
    await expect(store.fetchUser()).resolves.toBeNull();
    expect(store.getSnapshot()).toMatchObject({ requesting: false, loggedIn: false, user: null });
  });

  it("stores the interface language on the account once it differs, and keeps the answer's user", async () => {
    const { api } = fakeApi([userFactory({ language: 'en' })]);
    const patches: { path: string; body: unknown }[] = [];
    api.patch = async <T>(path: string, body?: unknown) => {
      patches.push({ path, body });
      return userFactory({ language: 'ru' }) as T;
    };
    const store = createSessionStore({ api, storage: null });
    await store.saveLanguage('ru');
    expect(patches).toEqual([]);
    await store.fetchUser();
    await store.saveLanguage('en');
    expect(patches).toEqual([]);
    await store.saveLanguage('ru');
    expect(patches).toEqual([{ path: 'user/update-profile', body: { language: 'ru' } }]);
    expect(store.getSnapshot().user?.language).toBe('ru');
    await store.saveLanguage('ru');
    expect(patches).toHaveLength(1);
  });

  it("a visitor's answer (null) marks logged out at once, without an error (issue 26 §4)", async () => {
    const { api, calls } = fakeApi([null]);
    const store = createSessionStore({ api, storage: null });
    await expect(store.fetchUser()).resolves.toBeNull();
    expect(store.getSnapshot()).toMatchObject({ requesting: false, loggedIn: false, user: null });
    expect(calls.map((call) => call.path)).toEqual(['user/info']);
  });

  it('setting loggedIn to false clears the user', async () => {
    const { api } = fakeApi([userFactory()]);
    const store = createSessionStore({ api, storage: null });
    await store.fetchUser();
    store.setLoggedIn(false);
    expect(store.getSnapshot()).toMatchObject({ loggedIn: false, user: null });
  });

  it('remove-user resets the whole store', async () => {
    const { api } = fakeApi([userFactory({ roles: ['owner'] })]);
    const store = createSessionStore({ api, storage: null });
    store.setRole('owner');
    store.setPlayerLoaded(true);
    await store.fetchUser();
    store.removeUser();
    expect(store.getSnapshot()).toEqual({
      user: null,
      currentRole: 'customer',
      requesting: false,
      playerLoaded: false,
      loggedIn: false,
    });
  });

  it('the role defaults to customer and subscribers hear every change with a new snapshot', () => {
    const store = createSessionStore({ api: fakeApi([]).api, storage: null });
    const before = store.getSnapshot();
    expect(before.currentRole).toBe('customer');
    expect(store.getSnapshot()).toBe(before);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.setRole('owner');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).not.toBe(before);
    unsubscribe();
    store.setRole('customer');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('a role the user does not hold falls back to customer and the fetch is repeated', async () => {
    const refused = new ApiError({
      text: 'no role',
      messageKey: 'error.roleNotGranted',
      status: 403,
      code: 'ROLE_NOT_GRANTED',
    });
    let store: ReturnType<typeof createSessionStore> | null = null;
    const { api, calls } = fakeApi([refused, userFactory()], () => store!.getSnapshot().currentRole);
    store = createSessionStore({ api, storage: null });
    store.setRole('owner');
    await store.fetchUser();
    expect(calls.map((call) => call.role)).toEqual(['owner', 'customer']);
    expect(store.getSnapshot()).toMatchObject({ currentRole: 'customer', loggedIn: true });
  });
});

describe('the remembered user (the database opened while the session is asked)', () => {
  it('names the last confirmed user while the session is kept as signed in, and no one after a sign-out', async () => {
    const storage = memoryStorage();
    const first = createSessionStore({ api: fakeApi([userFactory({ _id: 'u7' })]).api, storage });
    await expect(first.rememberedUserId()).resolves.toBeNull();
    await first.fetchUser();
    await flush();

    const reloaded = createSessionStore({ api: fakeApi([]).api, storage });
    await expect(reloaded.rememberedUserId()).resolves.toBe('u7');

    reloaded.setLoggedIn(false);
    await flush();
    const signedOut = createSessionStore({ api: fakeApi([]).api, storage });
    await expect(signedOut.rememberedUserId()).resolves.toBeNull();
  });
});

describe('offline start (docs/product.md §4 Login state)', () => {
  it('a fetch with no answer keeps a session stored as signed in, with the last confirmed user', async () => {
    const storage = memoryStorage();
    const user = userFactory();
    const online = createSessionStore({ api: fakeApi([user]).api, storage });
    await online.hydrated;
    await online.fetchUser();
    await flush();

    const next = createSessionStore({ api: fakeApi([offline()]).api, storage });
    await next.hydrated;
    await expect(next.fetchUser()).resolves.toEqual(user);
    expect(next.getSnapshot()).toMatchObject({ loggedIn: true, requesting: false, user });
  });

  it('the server refusing the session then signs out and forgets the last user', async () => {
    const storage = memoryStorage();
    const first = createSessionStore({ api: fakeApi([userFactory()]).api, storage });
    await first.hydrated;
    await first.fetchUser();
    await flush();

    const refused = createSessionStore({ api: fakeApi([unauthorized()]).api, storage });
    await refused.hydrated;
    await expect(refused.fetchUser()).resolves.toBeNull();
    expect(refused.getSnapshot()).toMatchObject({ loggedIn: false, user: null });
    await flush();

    const later = createSessionStore({ api: fakeApi([offline()]).api, storage });
    await later.hydrated;
    await expect(later.fetchUser()).resolves.toBeNull();
    expect(later.getSnapshot()).toMatchObject({ loggedIn: false, user: null });
  });

  it('no answer signs out a session not stored as signed in, and one with no valid last user', async () => {
    const user = JSON.stringify(userFactory());
    const cases = [
      { [SESSION_STORAGE_KEY]: JSON.stringify({ loggedIn: false }), [LAST_USER_STORAGE_KEY]: user },
      { [SESSION_STORAGE_KEY]: JSON.stringify({ loggedIn: true }), [LAST_USER_STORAGE_KEY]: '{"_id":1}' },
    ];
    for (const initial of cases) {
      const store = createSessionStore({ api: fakeApi([offline()]).api, storage: memoryStorage(initial) });
      await store.hydrated;
      await expect(store.fetchUser()).resolves.toBeNull();
      expect(store.getSnapshot()).toMatchObject({ loggedIn: false, user: null });
    }
  });

  it('a profile set by the first path before the stored slice is read does not sign the session out', async () => {
    const storage = memoryStorage({
      [SESSION_STORAGE_KEY]: JSON.stringify({ currentRole: 'customer', loggedIn: true }),
      [LAST_USER_STORAGE_KEY]: JSON.stringify(userFactory()),
    });
    const store = createSessionStore({ api: fakeApi([offline()]).api, storage });
    store.setRole('owner');
    await store.hydrated;
    await flush();
    expect(JSON.parse(storage.items.get(SESSION_STORAGE_KEY)!)).toEqual({
      currentRole: 'owner',
      playerLoaded: false,
      loggedIn: true,
    });
    // Offline, the profile the last user does not hold falls back to customer, as the server would make it.
    await expect(store.fetchUser()).resolves.toMatchObject({ _id: 'u1' });
    await flush();
    expect(store.getSnapshot()).toMatchObject({ currentRole: 'customer', loggedIn: true });
    expect(JSON.parse(storage.items.get(SESSION_STORAGE_KEY)!)).toMatchObject({
      currentRole: 'customer',
      loggedIn: true,
    });
  });

  it('signing out forgets the last user', async () => {
    const storage = memoryStorage();
    const store = createSessionStore({ api: fakeApi([userFactory()]).api, storage });
    await store.hydrated;
    await store.fetchUser();
    await flush();
    expect(JSON.parse(storage.items.get(LAST_USER_STORAGE_KEY)!)).toMatchObject({ _id: 'u1' });
    store.removeUser();
    await flush();
    expect(storage.items.get(LAST_USER_STORAGE_KEY)).toBe('');
  });
});

describe('persistence (docs/product.md §4, §9)', () => {
  it('persists the auth slice without the user under cueline.auth', async () => {
    const storage = memoryStorage();
    const store = createSessionStore({
      api: fakeApi([userFactory({ roles: ['customer', 'owner'] })]).api,
      storage,
    });
    await store.hydrated;
    store.setRole('owner');
    await store.fetchUser();
    await flush();
    const saved = JSON.parse(storage.items.get(SESSION_STORAGE_KEY)!) as Record<string, unknown>;
    expect(saved).toEqual({ currentRole: 'owner', playerLoaded: false, loggedIn: true });
    expect(saved).not.toHaveProperty('user');
  });

  it('a new page starts from the stored slice, with no user', async () => {
    const storage = memoryStorage({
      [SESSION_STORAGE_KEY]: JSON.stringify({ currentRole: 'owner', loggedIn: true, user: userFactory() }),
    });
    const store = createSessionStore({ api: fakeApi([]).api, storage });
    await store.hydrated;
    expect(store.getSnapshot()).toMatchObject({ currentRole: 'owner', loggedIn: true, user: null });
  });

  it('ignores a damaged stored value', async () => {
    const storage = memoryStorage({ [SESSION_STORAGE_KEY]: '{not json' });
    const store = createSessionStore({ api: fakeApi([]).api, storage });
    await store.hydrated;
    expect(store.getSnapshot().currentRole).toBe('customer');
  });

  it('starts from defaults when storage does not answer within 5000 ms', async () => {
    vi.useFakeTimers();
    const silent: KeyValueStorage = {
      getItem: () => new Promise<string | null>(() => undefined),
      setItem: () => undefined,
    };
    const store = createSessionStore({ api: fakeApi([]).api, storage: silent });
    let done = false;
    void store.hydrated.then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(PERSIST_TIMEOUT_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
    expect(store.getSnapshot().currentRole).toBe('customer');
  });

  it('a slow storage that answers in time is used, but a role set meanwhile wins', async () => {
    vi.useFakeTimers();
    const slow = (value: string): KeyValueStorage => ({
      getItem: () => new Promise((resolve) => setTimeout(() => resolve(value), 1000)),
      setItem: () => undefined,
    });
    const stored = JSON.stringify({ currentRole: 'owner', loggedIn: true });
    const plain = createSessionStore({ api: fakeApi([]).api, storage: slow(stored) });
    const early = createSessionStore({ api: fakeApi([]).api, storage: slow(stored) });
    early.setRole('admin');
    await vi.advanceTimersByTimeAsync(1000);
    await Promise.all([plain.hydrated, early.hydrated]);
    expect(plain.getSnapshot()).toMatchObject({ currentRole: 'owner', loggedIn: true });
    expect(early.getSnapshot()).toMatchObject({ currentRole: 'admin', loggedIn: true });
  });
});

describe('language state (docs/product.md §3, §4; docs/design.md §5 reading B)', () => {
  it('starts from the stored choice, else the browser language, else en', () => {
    expect(
      createLanguageStore({
        storage: memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'ru' }),
        browserLanguages: ['en-US'],
      }).getSnapshot(),
    ).toEqual({
      language: 'ru',
      modalOpen: false,
    });
    expect(
      createLanguageStore({ storage: memoryStorage(), browserLanguages: ['ru-RU'] }).getSnapshot().language,
    ).toBe('ru');
    expect(
      createLanguageStore({ storage: memoryStorage(), browserLanguages: ['de-DE'] }).getSnapshot().language,
    ).toBe('en');
  });

  it('opens and closes; closing with a choice stores it', () => {
    const storage = memoryStorage();
    const store = createLanguageStore({ storage, browserLanguages: ['en'] });
    store.open();
    expect(store.getSnapshot().modalOpen).toBe(true);
    store.close();
    expect(store.getSnapshot()).toEqual({ language: 'en', modalOpen: false });
    expect(storage.items.has(LANGUAGE_STORAGE_KEY)).toBe(false);
    store.open();
    store.close('ru');
    expect(store.getSnapshot()).toEqual({ language: 'ru', modalOpen: false });
    expect(storage.items.get(LANGUAGE_STORAGE_KEY)).toBe('ru');
    expect(createLanguageStore({ storage, browserLanguages: ['en'] }).getSnapshot().language).toBe('ru');
  });
});
