import { expect } from 'vitest';
import { linkIn } from '../support/smtp';
import { profileHeaders, type TestApp } from './support/harness';

export const PASSWORD = 'correct-horse-battery';

/** Env for suites that sign up many accounts from one IP: the auth rate limit stays out of the way. */
export const relaxedLimits = { AUTH_RATE_LIMIT: '10000' };

let counter = 0;
/** A unique email per call, so tests in one file do not collide. */
export const uniqueEmail = (prefix = 'user') =>
  `${prefix}-${Date.now().toString(36)}-${(counter += 1)}@example.test`;

export const signupBody = (overrides: Record<string, unknown> = {}) => ({
  email: uniqueEmail(),
  password: PASSWORD,
  firstName: 'Ivan',
  lastName: 'Petrov',
  role: 'customer',
  termsAccepted: true,
  ...overrides,
});

/** The cookies a response set, as the `cookies` option of the next inject. */
export function cookiesOf(res: { cookies: { name: string; value: string }[] }): Record<string, string> {
  return Object.fromEntries(res.cookies.filter((c) => c.value !== '').map((c) => [c.name, c.value]));
}

export const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

export async function signup(
  t: TestApp,
  overrides: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  const body = signupBody(overrides);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    headers: { ...profileHeaders(), ...headers },
    payload: body,
  });
  return { res, body };
}

/** Signs up, follows the confirmation link from the mail, and returns the credentials. */
export async function confirmedAccount(t: TestApp, overrides: Record<string, unknown> = {}) {
  const { res, body } = await signup(t, overrides);
  expect(res.statusCode).toBe(201);
  const mail = await t.smtp.waitFor(body.email as string);
  const confirm = await t.app.inject({
    method: 'GET',
    url: `/api/auth/confirm-signup?token=${tokenOf(linkIn(mail))}`,
  });
  expect(confirm.statusCode).toBe(200);
  return { email: body.email as string, password: body.password as string };
}

export async function login(
  t: TestApp,
  email: string,
  password = PASSWORD,
  role: 'customer' | 'owner' | 'admin' = 'customer',
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: profileHeaders(role),
    payload: { email, password },
  });
}

/** A confirmed, signed-in account: its session cookies and user id. */
export async function signedIn(t: TestApp, overrides: Record<string, unknown> = {}) {
  const account = await confirmedAccount(t, overrides);
  const res = await login(t, account.email, account.password);
  expect(res.statusCode).toBe(200);
  return { ...account, cookies: cookiesOf(res), id: res.json()._id as string };
}

/** A multipart/form-data body for inject, built by the platform's own FormData encoder. */
export async function multipart(
  fields: Record<string, string>,
  files: Record<string, { data: Buffer; filename: string; type: string }> = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, file] of Object.entries(files))
    form.append(name, new Blob([new Uint8Array(file.data)], { type: file.type }), file.filename);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}
