import { describe, expect, it, vi } from 'vitest';
import { describeHttpFailure } from '../../src/domain/http-errors';
import type { ApiClient } from '../../src/sync/api-client';
import { ApiError } from '../../src/sync/api-error';
import {
  fetchDemoAccounts,
  fetchUserInfo,
  fetchVersion,
  login,
  loginAsAdmin,
  refreshThrough,
} from '../../src/sync/session-calls';

const user = {
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
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** An API client whose every call answers `answer`, recording what was asked. */
function fakeApi(answer: unknown) {
  const calls: { method: string; path: string; body?: unknown; options?: unknown }[] = [];
  const api: ApiClient = {
    get: vi.fn(async (path: string, options?: unknown) => {
      calls.push({ method: 'get', path, options });
      return answer as never;
    }),
    post: vi.fn(async (path: string, body?: unknown, options?: unknown) => {
      calls.push({ method: 'post', path, body, options });
      return answer as never;
    }),
    patch: vi.fn(),
    put: vi.fn(),
    delete: vi.fn(),
  };
  return { api, calls };
}

describe('the first page’s calls without the schema library', () => {
  it('sends the login as given and answers the user with only its fields', async () => {
    const { api, calls } = fakeApi({ ...user, passwordHash: 'x' });
    await expect(login(api, { email: 'Ann@Example.com', password: 'secret' })).resolves.toEqual(user);
    expect(calls).toEqual([
      {
        method: 'post',
        path: 'auth/login',
        body: { email: 'Ann@Example.com', password: 'secret' },
        options: {},
      },
    ]);
  });

  it('signs in to the admin area with the admin profile', async () => {
    const { api, calls } = fakeApi({ ...user, roles: ['admin'] });
    await loginAsAdmin(api, { email: 'admin@example.com', password: 'secret' });
    expect(calls[0]?.options).toEqual({ headers: { 'x-user-profile': 'admin' } });
  });

  it('refuses credentials that fail the form’s check before sending, as the server’s 400 would', async () => {
    const { api, calls } = fakeApi(user);
    const refused = await login(api, { email: 'nope', password: '' }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({
      status: 400,
      code: 'VALIDATION',
      fields: { email: 'validation.invalidEmail', password: 'validation.passwordRequired' },
    });
    expect(calls).toEqual([]);
  });

  it('reads who is signed in, the demo accounts and the version', async () => {
    expect(await fetchUserInfo(fakeApi(user).api)).toEqual(user);
    const account = { email: 'a@demo.test', password: 'p', name: 'Demo', role: 'owner' };
    expect(await fetchDemoAccounts(fakeApi({ accounts: [account] }).api)).toEqual([account]);
    const { api, calls } = fakeApi({ version: '1.2.3' });
    expect(await fetchVersion(api)).toEqual({ version: '1.2.3' });
    expect(await fetchVersion(api)).toEqual({ version: '1.2.3' });
    expect(calls).toEqual([{ method: 'get', path: 'system/version', options: undefined }]);
  });

  it.each([
    ['the user', () => fetchUserInfo(fakeApi({ ...user, roles: ['label'] }).api)],
    ['the login', () => login(fakeApi({ ok: true }).api, { email: 'a@b.co', password: 'p' })],
    ['the demo accounts', () => fetchDemoAccounts(fakeApi({ accounts: [{ email: 1 }] }).api)],
    ['the version', () => fetchVersion(fakeApi({}).api)],
  ])('an answer of another shape (%s) is the ApiError an unexpected answer gives', async (_, call) => {
    const failed = await call().catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(ApiError);
    expect((failed as ApiError).messageKey).toBe(describeHttpFailure({ kind: 'other' }).key);
  });

  it('refreshes through asking who is signed in: true with an answer, false with a failure', async () => {
    const { api, calls } = fakeApi(user);
    await expect(refreshThrough(api)()).resolves.toBe(true);
    expect(calls).toEqual([{ method: 'get', path: 'user/info', options: undefined }]);

    const failing = fakeApi(null).api;
    failing.get = vi.fn(async () => {
      throw new ApiError({ text: 'Unauthorized', messageKey: null, status: 401 });
    });
    await expect(refreshThrough(failing)()).resolves.toBe(false);
    await expect(refreshThrough(fakeApi({ _id: 1 }).api)()).resolves.toBe(false);
  });
});
