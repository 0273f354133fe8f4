import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeTokens, refreshTokens } from '../../server/db/schema/auth';
import { users } from '../../server/db/schema/users';
import { linkIn } from '../support/smtp';
import { cookiesOf, login, relaxedLimits, signedIn, signup, tokenOf } from './auth-support';
import { databaseTargets, profileHeaders, startTestApp, type TestApp } from './support/harness';

describe.each(databaseTargets)('token expiry and hostile input on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target, relaxedLimits);
  });
  afterAll(() => t?.close());

  const userIdOf = async (email: string) =>
    (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  const ageTokens = (userId: string, hours: number) =>
    t.database.db
      .update(oneTimeTokens)
      .set({ expiresAt: sql`${oneTimeTokens.expiresAt} - make_interval(hours => ${hours})` })
      .where(eq(oneTimeTokens.userId, userId));

  it('stores tokens hashed and expires the confirmation link after 48 hours', async () => {
    const { body } = await signup(t);
    const token = tokenOf(linkIn(await t.smtp.waitFor(body.email as string)));
    const userId = await userIdOf(body.email as string);
    const [row] = await t.database.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, userId));
    expect(row?.tokenHash).not.toContain(token);
    const hoursLeft = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 3_600_000;
    expect(Math.round(hoursLeft)).toBe(48);

    await ageTokens(userId, 49);
    const res = await t.app.inject({ method: 'GET', url: `/api/auth/confirm-signup?token=${token}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_TOKEN');
  });

  it('expires the reset link after one hour', async () => {
    const user = await signedIn(t);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      headers: profileHeaders(),
      payload: { email: user.email },
    });
    const token = tokenOf(linkIn(await t.smtp.waitFor(user.email, (m) => m.subject.includes('Reset'))));
    await ageTokens(user.id, 2);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/auth/confirm-forgot-password?token=${token}`,
      headers: profileHeaders(),
      payload: { password: 'a-new-password' },
    });
    expect(res.json().code).toBe('INVALID_RESET_TOKEN');
  });

  it('refuses an expired refresh token', async () => {
    const user = await signedIn(t);
    await t.database.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.userId, user.id));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: profileHeaders(),
      cookies: user.cookies,
    });
    expect(res.statusCode).toBe(401);
  });

  it('answers hostile or malformed requests with 4xx, never 500', async () => {
    const user = await signedIn(t);
    const requests = [
      {
        method: 'POST' as const,
        url: '/api/auth/login',
        payload: 'email=a&password=b',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
      {
        method: 'POST' as const,
        url: '/api/auth/login',
        payload: '[]',
        headers: { 'content-type': 'application/json' },
      },
      {
        method: 'POST' as const,
        url: '/api/auth/signup',
        payload: 'null',
        headers: { 'content-type': 'application/json' },
      },
      {
        method: 'PATCH' as const,
        url: '/api/user/update-profile',
        payload: '{"newsletter":"yes","phone":5}',
        headers: { 'content-type': 'application/json' },
      },
      {
        method: 'PATCH' as const,
        url: '/api/user/update-profile',
        payload: 'x',
        headers: { 'content-type': 'multipart/form-data' },
      },
      {
        method: 'POST' as const,
        url: '/api/email/feedback',
        payload: '{"message":"hi"}',
        headers: { 'content-type': 'application/json' },
      },
      { method: 'GET' as const, url: '/api/auth/confirm-signup?token[]=a&token[]=b' },
      { method: 'GET' as const, url: '/api/media/%00' },
    ];
    for (const request of requests) {
      const res = await t.app.inject({
        ...request,
        headers: { ...profileHeaders(), ...request.headers },
        cookies: user.cookies,
      });
      expect(res.statusCode, `${request.method} ${request.url}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${request.method} ${request.url}`).toBeLessThan(500);
      expect(res.json()).toHaveProperty('code');
    }
  });

  it('keeps a forged or foreign access token from acting as the user', async () => {
    const user = await signedIn(t);
    const forged = { ...user.cookies, cueline_access: `${user.cookies.cueline_access}x` };
    expect((await t.app.inject({ method: 'GET', url: '/api/user/info', cookies: forged })).statusCode).toBe(
      401,
    );
    const fresh = cookiesOf(await login(t, user.email));
    expect((await t.app.inject({ method: 'GET', url: '/api/user/info', cookies: fresh })).json()._id).toBe(
      user.id,
    );
  });
});
