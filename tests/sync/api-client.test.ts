import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
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

interface Seen {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

/** The network edge: a loopback API whose session, failures and delays each test sets. */
function createFakeApi() {
  const app: FastifyInstance = Fastify();
  const state = { sessionValid: true, refreshAllowed: true, refreshRestores: true, refreshDrops: false, refreshDelayMs: 100, refreshes: 0, hits: new Map<string, number>(), seen: [] as Seen[] };
  const count = (key: string) => state.hits.set(key, (state.hits.get(key) ?? 0) + 1).get(key)!;
  const unauthorized = { statusCode: 401, code: 'UNAUTHORIZED', message: 'User is not authorized' };

  app.addContentTypeParser('multipart/form-data', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  app.addHook('onRequest', async (request) => {
    state.seen.push({ method: request.method, url: request.url, headers: request.headers, body: undefined });
  });
  app.addHook('preHandler', async (request) => {
    state.seen.at(-1)!.body = request.body;
  });
  app.get('/api/echo', async (request) => ({ query: request.query }));
  app.post('/api/echo', async (request) => ({ contentType: request.headers['content-type'], body: request.body }));
  app.delete('/api/echo', async (request) => ({ body: request.body }));
  app.post('/api/empty', async (_request, reply) => reply.status(204).send());
  app.all('/api/protected/:name', async (request, reply) => {
    count(`protected:${request.method}`);
    return state.sessionValid ? { ok: true, method: request.method } : reply.status(401).send(unauthorized);
  });
  app.post('/api/auth/refresh', async (_request, reply) => {
    state.refreshes += 1;
    await new Promise((resolve) => setTimeout(resolve, state.refreshDelayMs));
    if (state.refreshDrops) return void _request.raw.socket.destroy();
    if (!state.refreshAllowed) return reply.status(401).send({ statusCode: 401, code: 'INVALID_REFRESH_TOKEN', message: 'Invalid refresh token.' });
    if (state.refreshRestores) state.sessionValid = true;
    return { ok: true };
  });
  app.post('/api/auth/login', async (_request, reply) => reply.status(401).send({ statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'Invalid credentials.' }));
  app.patch('/api/user/update-password', async (_request, reply) => reply.status(401).send(unauthorized));
  app.get('/api/auth/confirm-signup', async () => ({ ok: true }));
  app.all('/api/status/:code', async (request, reply) => {
    const { code } = request.params as { code: string };
    const attempt = count(`status:${request.method}:${code}`);
    const { succeedOn } = request.query as { succeedOn?: string };
    if (succeedOn && attempt >= Number(succeedOn)) return { attempt };
    return reply.status(Number(code)).send('');
  });
  app.post('/api/conflict', async (request, reply) => {
    const { withMessage } = request.query as { withMessage?: string };
    return withMessage
      ? reply.status(409).send({ statusCode: 409, code: 'USER_EXISTS', message: 'That email is taken, sorry.', fields: { email: 'Taken.' } })
      : reply.status(409).send('');
  });
  app.get('/api/system/version', async () => ({ version: `v${count('version')}` }));
  app.get('/api/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    return { late: true };
  });
  return { app, state };
}

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

async function closedPortUrl() {
  const probe = Fastify();
  await probe.listen({ port: 0, host: '127.0.0.1' });
  const address = probe.server.address();
  await probe.close();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 9}/api`;
}

beforeAll(async () => {
  await fake.app.listen({ port: 0, host: '127.0.0.1' });
  const address = fake.app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api`;
});
afterAll(() => fake.app.close());
beforeEach(() => {
  Object.assign(fake.state, { sessionValid: true, refreshAllowed: true, refreshRestores: true, refreshDrops: false, refreshDelayMs: 100, refreshes: 0, seen: [] });
  fake.state.hits.clear();
  credentialsSeen.length = 0;
  loggedOut.mockClear();
  language = 'en';
  role = 'customer';
});
afterEach(() => vi.unstubAllGlobals());

describe('every request (SPEC §7)', () => {
  it('sends cookies, Accept-Language and x-user-profile read at request time', async () => {
    const api = client();
    await api.get('echo');
    language = 'ru';
    role = 'owner';
    await api.post('echo', { a: 1 });
    expect(fake.state.seen.map((seen) => [seen.headers['accept-language'], seen.headers['x-user-profile']])).toEqual([
      ['en', 'customer'],
      ['ru', 'owner'],
    ]);
    expect(credentialsSeen).toEqual(['include', 'include']);
  });

  it('sends JSON bodies, form data as multipart, repeated query keys, and reads 204 as undefined', async () => {
    const api = client();
    expect(await api.get('echo', { searchParams: { page: 1, genre: ['rock', 'jazz'], skip: undefined } })).toEqual({
      query: { page: '1', genre: ['rock', 'jazz'] },
    });
    expect(await api.post('echo', { name: 'x' })).toEqual({ contentType: 'application/json', body: { name: 'x' } });
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

describe('account calls (SPEC §7)', () => {
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

describe('session refresh on 401 (SPEC §7)', () => {
  it('concurrent 401s share one refresh and each request is retried once', async () => {
    fake.state.sessionValid = false;
    const api = client();
    const answers = await Promise.all([api.get('protected/a'), api.get('protected/b'), api.post('protected/c', { x: 1 })]);
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
    const passwordError = await caught(changePassword(api, { currentPassword: 'a', newPassword: 'secret-123' }));
    expect(passwordError.status).toBe(401);
    expect(fake.state.refreshes).toBe(0);
    expect(loggedOut).not.toHaveBeenCalled();
  });
});

describe('query retries (SPEC §7, §9)', () => {
  it('retries a failing query at most 5 times', async () => {
    const error = await caught(client().get('status/503'));
    expect(error.status).toBe(503);
    expect(error.text).toBe('Server error. Please try again later.');
    expect(fake.state.hits.get('status:GET:503')).toBe(6);
  });

  it('a query that recovers returns its answer', async () => {
    expect(await client().get('status/502', { searchParams: { succeedOn: 3 } })).toEqual({ attempt: 3 });
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

describe('error messages (SPEC §8)', () => {
  it('the server message wins, with its code and field messages', async () => {
    const error = await caught(client().post('conflict', {}, { searchParams: { withMessage: 1 } }));
    expect(error).toMatchObject({ status: 409, code: 'USER_EXISTS', text: 'That email is taken, sorry.', messageKey: 'error.userExists' });
    expect(error.fields).toEqual({ email: 'Taken.' });
    expect(error.message).toBe(error.text);
  });

  it('without a server message the status text is used', async () => {
    const error = await caught(client().post('conflict'));
    expect(error).toMatchObject({ status: 409, messageKey: 'error.409', text: 'Data conflict. The record may already exist.' });
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
