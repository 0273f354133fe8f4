import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { translate } from '../../src/domain/messages';
import type { AccountRole, Language } from '../../src/domain/roles';
import {
  ApiError,
  changePassword,
  confirmSignup,
  createApiClient,
  fetchVersion,
  login,
  loginAsAdmin,
  logout,
  type ApiClientOptions,
} from '../../src/sync';
import { closedPortUrl, createFakeApi } from './fake-api';

const fake = createFakeApi();
let baseUrl = '';
let language: Language = 'en';
let role: AccountRole = 'customer';
const credentialsSeen: RequestCredentials[] = [];
const loggedOut = vi.fn();

const recordingFetch: typeof fetch = (input, init) => {
  if (input instanceof Request) credentialsSeen.push(input.credentials);
  return fetch(input, init);
};

const client = (overrides: Partial<ApiClientOptions> = {}) =>
  createApiClient({
    baseUrl,
    getLanguage: () => language,
    // The catalogue in the current language, as the interface passes i18next's lookup of it.
    messages: (key, params) => translate(language, key, params),
    getRole: () => role,
    onLoggedOut: loggedOut,
    fetch: recordingFetch,
    retryDelayMs: () => 5,
    ...overrides,
  });

const caught = async (promise: Promise<unknown>): Promise<ApiError> => {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
};

beforeAll(async () => {
  await fake.app.listen({ port: 0, host: '127.0.0.1' });
  const address = fake.app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api`;
});
afterAll(() => fake.app.close());
beforeEach(() => {
  Object.assign(fake.state, {
    sessionValid: true,
    refreshAllowed: true,
    refreshRestores: true,
    refreshDrops: false,
    refreshDelayMs: 100,
    refreshes: 0,
    seen: [],
  });
  fake.state.hits.clear();
  credentialsSeen.length = 0;
  loggedOut.mockClear();
  language = 'en';
  role = 'customer';
});
afterEach(() => vi.unstubAllGlobals());

describe('every request (docs/product.md §7)', () => {
  it('sends cookies, Accept-Language and x-user-profile read at request time', async () => {
    const api = client();
    await api.get('echo');
    language = 'ru';
    role = 'owner';
    await api.post('echo', { a: 1 });
    expect(
      fake.state.seen.map((seen) => [seen.headers['accept-language'], seen.headers['x-user-profile']]),
    ).toEqual([
      ['en', 'customer'],
      ['ru', 'owner'],
    ]);
    expect(credentialsSeen).toEqual(['include', 'include']);
  });

  it('sends JSON bodies, form data as multipart, repeated query keys, and reads 204 as undefined', async () => {
    const api = client();
    expect(
      await api.get('echo', { searchParams: { page: 1, genre: ['rock', 'jazz'], skip: undefined } }),
    ).toEqual({
      query: { page: '1', genre: ['rock', 'jazz'] },
    });
    expect(await api.post('echo', { name: 'x' })).toEqual({
      contentType: 'application/json',
      body: { name: 'x' },
    });
    const form = new FormData();
    form.append('message', 'hello');
    const multipart = await api.post<{ contentType: string; body: string }>('echo', form);
    expect(multipart.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(multipart.body).toContain('name="message"');
    expect(await api.delete('echo', { trackId: 't1' })).toEqual({ body: { trackId: 't1' } });
    expect(await api.post('empty')).toBeUndefined();
  });

  it('confirm-signup goes without credentials; the admin login sends the admin profile', async () => {
    const api = client();
    await confirmSignup(api, 'tok');
    expect(credentialsSeen).toEqual(['omit']);
    expect(fake.state.seen[0]!.url).toBe('/api/auth/confirm-signup?token=tok');
    await caught(loginAsAdmin(api, { email: 'admin@b.co', password: 'x' }));
    expect(fake.state.seen[1]!.headers['x-user-profile']).toBe('admin');
    expect(credentialsSeen).toEqual(['omit', 'include']);
  });
});

describe('account calls (docs/product.md §7)', () => {
  it('logout reports a failure as a value', async () => {
    const outcome = await logout(client());
    expect(outcome.ok).toBe(false);
    expect(outcome.ok ? null : outcome.error.status).toBe(404);
  });

  it('the version is asked once and kept', async () => {
    const api = client();
    expect(await fetchVersion(api)).toEqual({ version: 'v1' });
    expect(await fetchVersion(api)).toEqual({ version: 'v1' });
    expect(fake.state.hits.get('version')).toBe(1);
  });
});

describe('session refresh on 401 (docs/product.md §7)', () => {
  it('concurrent 401s share one refresh and each request is retried once', async () => {
    fake.state.sessionValid = false;
    const api = client();
    const answers = await Promise.all([
      api.get('protected/a'),
      api.get('protected/b'),
      api.post('protected/c', { x: 1 }),
    ]);
    expect(answers).toEqual([
      { ok: true, method: 'GET' },
      { ok: true, method: 'GET' },
      { ok: true, method: 'POST' },
    ]);
    expect(fake.state.refreshes).toBe(1);
    expect(fake.state.hits.get('protected:GET')).toBe(4);
    expect(fake.state.hits.get('protected:POST')).toBe(2);
    expect(loggedOut).not.toHaveBeenCalled();
  });

  it('a refused refresh logs the user out once and every waiting request fails', async () => {
    Object.assign(fake.state, { sessionValid: false, refreshAllowed: false });
    const api = client();
    const errors = await Promise.all([caught(api.get('protected/a')), caught(api.get('protected/b'))]);
    expect(errors.map((error) => error.status)).toEqual([401, 401]);
    expect(errors[0]!.text).toBe('User is not authorized');
    expect(errors[0]!.messageKey).toBe('error.notAuthorized');
    expect(fake.state.refreshes).toBe(1);
    expect(loggedOut).toHaveBeenCalledTimes(1);
  });

  it('a request still refused after a refresh fails without a second refresh', async () => {
    Object.assign(fake.state, { sessionValid: false, refreshRestores: false });
    const error = await caught(client().patch('protected/a', { x: 1 }));
    expect(error.status).toBe(401);
    expect(fake.state.hits.get('protected:PATCH')).toBe(2);
    expect(fake.state.refreshes).toBe(1);
    expect(loggedOut).not.toHaveBeenCalled();
  });

  it('a refresh that gets no answer fails the request but keeps the session', async () => {
    Object.assign(fake.state, { sessionValid: false, refreshDrops: true });
    const error = await caught(client().post('protected/a'));
    expect(error.messageKey).toBe('error.connection');
    expect(loggedOut).not.toHaveBeenCalled();
  });

  it('auth paths and update-password never refresh', async () => {
    fake.state.sessionValid = false;
    const api = client();
    const loginError = await caught(login(api, { email: 'a@b.co', password: 'x' }));
    expect(loginError.text).toBe('Invalid credentials.');
    expect(loginError.code).toBe('INVALID_CREDENTIALS');
    const passwordError = await caught(
      changePassword(api, { currentPassword: 'a', newPassword: 'secret-123' }),
    );
    expect(passwordError.status).toBe(401);
    expect(fake.state.refreshes).toBe(0);
    expect(loggedOut).not.toHaveBeenCalled();
  });
});

describe('query retries (docs/product.md §7, §9)', () => {
  it('retries a failing query at most 5 times', async () => {
    const error = await caught(client().get('status/503'));
    expect(error.status).toBe(503);
    expect(error.text).toBe('Server error. Please try again later.');
    expect(fake.state.hits.get('status:GET:503')).toBe(6);
  });

  it('a query that recovers returns its answer', async () => {
    expect(await client().get('status/502', { searchParams: { succeedOn: 3 } })).toEqual({ attempt: 3 });
  });

  it('a query repeated after a session refresh still has its 5 retries', async () => {
    fake.state.sessionValid = false;
    const error = await caught(client().get('status/503'));
    expect(error.status).toBe(503);
    expect(fake.state.refreshes).toBe(1);
    // The 401, the repeat after the refresh, then 5 retries.
    expect(fake.state.hits.get('status:GET:503')).toBe(7);
  });

  it.each([403, 404, 500])('never retries a query answered %i', async (status) => {
    const error = await caught(client().get(`status/${status}`));
    expect(error.status).toBe(status);
    expect(fake.state.hits.get(`status:GET:${status}`)).toBe(1);
  });

  it.each(['post', 'patch', 'put', 'delete'] as const)('never retries a %s mutation', async (method) => {
    const api = client();
    await caught(api[method]('status/503'));
    expect(fake.state.hits.get(`status:${method.toUpperCase()}:503`)).toBe(1);
  });
});

describe('error messages (docs/product.md §8)', () => {
  it('the server message wins, with its code and field messages', async () => {
    const error = await caught(client().post('conflict', {}, { searchParams: { withMessage: 1 } }));
    expect(error).toMatchObject({
      status: 409,
      code: 'USER_EXISTS',
      text: 'That email is taken, sorry.',
      messageKey: 'error.userExists',
    });
    expect(error.fields).toEqual({ email: 'Taken.' });
    expect(error.message).toBe(error.text);
  });

  it('without a server message the status text is used', async () => {
    const error = await caught(client().post('conflict'));
    expect(error).toMatchObject({
      status: 409,
      messageKey: 'error.409',
      text: 'Data conflict. The record may already exist.',
    });
    expect((await caught(client().get('status/418'))).text).toBe('Error sending request (418).');
  });

  it('a timeout says so', async () => {
    const error = await caught(client({ timeoutMs: 100 }).get('slow'));
    expect(error.messageKey).toBe('error.timeout');
    expect(error.text).toBe('Request timed out. Please check your internet connection and try again.');
    expect(error.status).toBeUndefined();
  });

  it('an unreachable server is a missing connection', async () => {
    const api = client({ baseUrl: await closedPortUrl(), retryDelayMs: () => 1 });
    const error = await caught(api.post('anything'));
    expect(error.messageKey).toBe('error.noConnection');
    expect(error.text).toBe('No internet connection. Please check your network and try again.');
  });

  it('an offline device says it is offline', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    const api = client({ baseUrl: await closedPortUrl() });
    const error = await caught(api.get('anything'));
    expect(error.messageKey).toBe('error.offline');
    expect(credentialsSeen).toHaveLength(1);
    expect(error.text).toBe('Your device is offline. Please connect to the internet and try again.');
  });

  it('messages come in Russian when the language is ru', async () => {
    language = 'ru';
    const api = client();
    expect((await caught(api.get('status/404'))).text).toBe('Ресурс не найден. Проверьте адрес.');
    expect((await caught(client({ timeoutMs: 100 }).get('slow'))).text).toBe(
      'Время ожидания запроса истекло. Проверьте подключение к интернету и попробуйте снова.',
    );
    expect(fake.state.seen[0]!.headers['accept-language']).toBe('ru');
  });
});
