import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn } from '../support/smtp';
import {
  confirmedAccount,
  cookiesOf,
  login,
  PASSWORD,
  relaxedLimits,
  signedIn,
  signup,
  signupBody,
  tokenOf,
  uniqueEmail,
} from './auth-support';
import { databaseTargets, profileHeaders, startTestApp, type TestApp } from './support/harness';

describe.each(databaseTargets)('auth endpoints on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target, relaxedLimits);
  });
  afterAll(() => t?.close());

  describe('signup and confirmation', () => {
    it('creates an account with exactly the chosen role and mails a confirmation link', async () => {
      const { res, body } = await signup(t, { role: 'owner', email: uniqueEmail('Mixed').toUpperCase() });
      expect(res.statusCode).toBe(201);
      const email = (body.email as string).toLowerCase();
      const mail = await t.smtp.waitFor(email);
      expect(mail.subject).toBe('Confirm your Cueline account');
      const link = linkIn(mail);
      expect(link.startsWith('http://localhost:3000/auth/confirm-signup?token=')).toBe(true);
      expect(tokenOf(link).length).toBeGreaterThanOrEqual(22);

      expect(
        (await t.app.inject({ method: 'GET', url: `/api/auth/confirm-signup?token=${tokenOf(link)}` }))
          .statusCode,
      ).toBe(200);
      const res2 = await login(t, email, PASSWORD, 'owner');
      expect(res2.statusCode).toBe(200);
      expect(res2.json()).toMatchObject({
        email,
        roles: ['owner'],
        firstName: 'Ivan',
        photoUrl: null,
        images: [],
      });
    });

    it('refuses a duplicate email or phone with 409 USER_EXISTS', async () => {
      const first = await signup(t, { phone: '+7 (999) 123-45-67' });
      expect(first.res.statusCode).toBe(201);
      const sameEmail = await signup(t, { email: first.body.email });
      expect(sameEmail.res.statusCode).toBe(409);
      expect(sameEmail.res.json()).toMatchObject({
        code: 'USER_EXISTS',
        message: 'User with this email or phone already exists.',
      });
      const samePhone = await signup(t, { phone: '+79991234567' });
      expect(samePhone.res.statusCode).toBe(409);
    });

    it('answers invalid fields with 400 and the field message, in Russian when asked', async () => {
      const res = await signup(t, { email: 'not-an-email' });
      expect(res.res.statusCode).toBe(400);
      expect(res.res.json()).toMatchObject({ code: 'VALIDATION', message: 'Invalid email format.' });
      expect(res.res.json().fields.email).toBe('Invalid email format.');
      const ru = await signup(t, { password: 'short' }, { 'accept-language': 'ru-RU,ru;q=0.9' });
      expect(ru.res.json().message).toBe('Пароль должен содержать не менее 8 символов.');
      const terms = await signup(t, { termsAccepted: false });
      expect(terms.res.json().fields.termsAccepted).toBe('You must accept the terms of service.');
      const role = await signup(t, { role: 'admin' });
      expect(role.res.statusCode).toBe(400);
    });

    it('answers malformed JSON, wrong types and huge bodies with 4xx', async () => {
      const headers = { ...profileHeaders(), 'content-type': 'application/json' };
      const malformed = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        headers,
        payload: '{"email": ',
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().code).toBe('BAD_REQUEST');
      const wrongTypes = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers,
        payload: { email: 42, password: [] },
      });
      expect(wrongTypes.statusCode).toBe(400);
      const huge = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        headers,
        payload: JSON.stringify(signupBody({ firstName: 'x'.repeat(2 * 1024 * 1024) })),
      });
      expect(huge.statusCode).toBe(413);
      expect(huge.json().code).toBe('PAYLOAD_TOO_LARGE');
    });

    it('sends the confirmation mail in Russian when signing up with Accept-Language: ru', async () => {
      const { body } = await signup(t, {}, { 'accept-language': 'ru' });
      const mail = await t.smtp.waitFor(body.email as string);
      expect(mail.subject).toBe('Подтвердите аккаунт Cueline');
      expect(mail.text).toContain('Здравствуйте, Ivan!');
    });

    it('refuses login before confirmation with 403 EMAIL_NOT_CONFIRMED', async () => {
      const { body } = await signup(t);
      const res = await login(t, body.email as string);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('EMAIL_NOT_CONFIRMED');
    });

    it('refuses a bad or reused confirmation token with 400 INVALID_TOKEN', async () => {
      const { body } = await signup(t);
      const token = tokenOf(linkIn(await t.smtp.waitFor(body.email as string)));
      const confirm = () => t.app.inject({ method: 'GET', url: `/api/auth/confirm-signup?token=${token}` });
      expect((await confirm()).statusCode).toBe(200);
      const reused = await confirm();
      expect(reused.statusCode).toBe(400);
      expect(reused.json()).toMatchObject({ code: 'INVALID_TOKEN', message: 'Invalid or expired token.' });
      const bad = await t.app.inject({ method: 'GET', url: '/api/auth/confirm-signup?token=nope' });
      expect(bad.json().code).toBe('INVALID_TOKEN');
      const missing = await t.app.inject({ method: 'GET', url: '/api/auth/confirm-signup' });
      expect(missing.statusCode).toBe(400);
    });
  });

  describe('login', () => {
    it('sets httpOnly SameSite=Lax session cookies and returns the user info', async () => {
      const account = await confirmedAccount(t);
      const res = await login(t, account.email);
      expect(res.statusCode).toBe(200);
      const byName = Object.fromEntries(res.cookies.map((c) => [c.name, c]));
      for (const name of ['cueline_access', 'cueline_refresh']) {
        expect(byName[name]).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      }
      expect(byName.cueline_access?.maxAge).toBe(15 * 60);
      expect(byName.cueline_refresh?.maxAge).toBe(30 * 24 * 60 * 60);
      const info = await t.app.inject({ method: 'GET', url: '/api/user/info', cookies: cookiesOf(res) });
      expect(info.json()._id).toBe(res.json()._id);
    });

    it('refuses a wrong password or unknown email with 401 INVALID_CREDENTIALS', async () => {
      const account = await confirmedAccount(t);
      const wrong = await login(t, account.email, 'wrong-password');
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toMatchObject({ code: 'INVALID_CREDENTIALS', message: 'Invalid credentials.' });
      expect((await login(t, uniqueEmail('nobody'))).statusCode).toBe(401);
      const ru = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { ...profileHeaders(), 'accept-language': 'ru' },
        payload: { email: account.email, password: 'wrong-password' },
      });
      expect(ru.json().message).toBe('Неверные учётные данные.');
    });

    it('refuses admin login (x-user-profile: admin) to a user without the admin role', async () => {
      const account = await confirmedAccount(t);
      const res = await login(t, account.email, PASSWORD, 'admin');
      expect(res.statusCode).toBe(403);
      expect(res.cookies).toHaveLength(0);
    });

    it('refuses a request acting as a role the session does not hold', async () => {
      const user = await signedIn(t);
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/user/info',
        headers: profileHeaders('owner'),
        cookies: user.cookies,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('ROLE_NOT_GRANTED');
    });
  });

  describe('refresh and logout', () => {
    const refresh = (cookies: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: profileHeaders(), cookies });

    it('rotates the refresh token; reusing a rotated one revokes the whole family', async () => {
      const user = await signedIn(t);
      const first = await refresh(user.cookies);
      expect(first.statusCode).toBe(200);
      const rotated = cookiesOf(first);
      expect(rotated.cueline_refresh).toBeDefined();
      expect(rotated.cueline_refresh).not.toBe(user.cookies.cueline_refresh);
      expect(rotated.cueline_access).toBeDefined();

      const reuse = await refresh(user.cookies);
      expect(reuse.statusCode).toBe(401);
      expect(reuse.json()).toMatchObject({
        code: 'INVALID_REFRESH_TOKEN',
        message: 'Invalid refresh token.',
      });
      expect((await refresh(rotated)).statusCode).toBe(401);
    });

    it('keeps other families working when one is revoked', async () => {
      const account = await confirmedAccount(t);
      const a = cookiesOf(await login(t, account.email));
      const b = cookiesOf(await login(t, account.email));
      await refresh(a);
      await refresh(a);
      expect((await refresh(b)).statusCode).toBe(200);
    });

    it('refuses refresh without a cookie', async () => {
      expect((await refresh({})).statusCode).toBe(401);
    });

    it('logs out: 204, cookies cleared, the refresh family revoked', async () => {
      const user = await signedIn(t);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: profileHeaders(),
        cookies: user.cookies,
      });
      expect(res.statusCode).toBe(204);
      const cleared = res.cookies.filter((c) => c.name.startsWith('cueline_'));
      expect(cleared.map((c) => c.name).sort()).toEqual(['cueline_access', 'cueline_refresh']);
      expect(cleared.every((c) => c.value === '')).toBe(true);
      expect((await refresh(user.cookies)).statusCode).toBe(401);
    });
  });

  describe('password reset', () => {
    const forgot = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        headers: profileHeaders(),
        payload: { email },
      });
    const reset = (token: string, password: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/auth/confirm-forgot-password?token=${encodeURIComponent(token)}`,
        headers: profileHeaders(),
        payload: { password },
      });

    it('mails a one-hour link; the token sets the password once and signs sessions out', async () => {
      const user = await signedIn(t);
      expect((await forgot(user.email)).statusCode).toBe(204);
      const mail = await t.smtp.waitFor(user.email, (m) => m.subject.includes('Reset'));
      const link = linkIn(mail);
      expect(link.startsWith('http://localhost:3000/auth/reset-password?token=')).toBe(true);

      expect((await reset(tokenOf(link), 'brand-new-password')).statusCode).toBe(200);
      const reused = await reset(tokenOf(link), 'another-password');
      expect(reused.statusCode).toBe(400);
      expect(reused.json()).toMatchObject({
        code: 'INVALID_RESET_TOKEN',
        message: 'Invalid or expired reset token.',
      });

      expect((await login(t, user.email)).statusCode).toBe(401);
      expect((await login(t, user.email, 'brand-new-password')).statusCode).toBe(200);
      const oldSession = await t.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        headers: profileHeaders(),
        cookies: user.cookies,
      });
      expect(oldSession.statusCode).toBe(401);
    });

    it('answers 204 for an unknown email and sends no mail', async () => {
      const email = uniqueEmail('ghost');
      expect((await forgot(email)).statusCode).toBe(204);
      await expect(t.smtp.waitFor(email, () => true, 500)).rejects.toThrow();
    });

    it('validates the new password and refuses an unknown token', async () => {
      expect((await reset('whatever', 'short')).json().code).toBe('VALIDATION');
      expect((await reset('whatever', 'long-enough-password')).json().code).toBe('INVALID_RESET_TOKEN');
    });
  });

  it('documents the auth endpoints in OpenAPI', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of [
      '/api/auth/signup',
      '/api/auth/login',
      '/api/auth/refresh',
      '/api/auth/confirm-forgot-password',
    ]) {
      expect(doc.paths).toHaveProperty([path]);
    }
  });
});
