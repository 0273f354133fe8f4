import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesOf, login, multipart, relaxedLimits, signedIn } from './auth-support';
import { databaseTargets, profileHeaders, startTestApp, type TestApp } from './support/harness';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .png()
    .toBuffer();

describe.each(databaseTargets)('user endpoints on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target, relaxedLimits);
  });
  afterAll(() => t?.close());

  const patch = (
    url: string,
    cookies: Record<string, string>,
    payload: object,
    role: 'customer' | 'owner' = 'customer',
  ) => t.app.inject({ method: 'PATCH', url, headers: profileHeaders(role), cookies, payload });

  it('answers /user/info with null for a visitor without a session cookie, and 401 for a stale one', async () => {
    // Issue 26 §4: a visitor is a normal answer, not an error the console logs.
    const visitor = await t.app.inject({ method: 'GET', url: '/api/user/info' });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toBeNull();
    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/user/info',
      cookies: { cueline_access: 'not-a-token' },
    });
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toMatchObject({ code: 'UNAUTHORIZED', message: 'User is not authorized.' });
  });

  it('updates the profile from JSON and returns the user info', async () => {
    const user = await signedIn(t);
    const res = await patch('/api/user/update-profile', user.cookies, {
      firstName: 'Maria',
      middleName: 'Ivanovna',
      newsletter: true,
      phone: '+79990001122',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      _id: user.id,
      firstName: 'Maria',
      middleName: 'Ivanovna',
      newsletter: true,
      phone: '+79990001122',
    });
    const info = await t.app.inject({ method: 'GET', url: '/api/user/info', cookies: user.cookies });
    expect(info.json().firstName).toBe('Maria');

    const bad = await patch('/api/user/update-profile', user.cookies, { firstName: '', phone: '12' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({ firstName: 'Required field' });
    const other = await signedIn(t);
    const taken = await patch('/api/user/update-profile', other.cookies, { phone: '+79990001122' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('USER_EXISTS');
  });

  it('stores an uploaded PNG avatar as a 512×512 image served from /api/media', async () => {
    const user = await signedIn(t);
    const form = await multipart(
      { lastName: 'Sidorova', newsletter: 'true' },
      { avatar: { data: await png(900, 600), filename: 'me.png', type: 'image/png' } },
    );
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/update-profile',
      headers: { ...profileHeaders(), ...form.headers },
      cookies: user.cookies,
      payload: form.payload,
    });
    expect(res.statusCode).toBe(200);
    const info = res.json();
    expect(info).toMatchObject({ lastName: 'Sidorova', newsletter: true });
    expect(info.images).toHaveLength(1);
    expect(info.photoUrl).toBe(info.images[0].url);
    expect(info.images[0]).toMatchObject({ width: 512, height: 512 });

    const media = await t.app.inject({ method: 'GET', url: info.photoUrl });
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toBe('image/png');
    expect(media.headers['cache-control']).toContain('max-age=');
    const meta = await sharp(media.rawPayload).metadata();
    expect([meta.width, meta.height, meta.format]).toEqual([512, 512, 'png']);
  });

  it('refuses a text file renamed to .png and answers unknown media with 404', async () => {
    const user = await signedIn(t);
    const form = await multipart(
      {},
      {
        avatar: {
          data: Buffer.from('just some text, not an image'),
          filename: 'fake.png',
          type: 'image/png',
        },
      },
    );
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/update-profile',
      headers: { ...profileHeaders(), ...form.headers },
      cookies: user.cookies,
      payload: form.payload,
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Supported formats png, jpg');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/media/0123456789abcdef0123456789abcdef.png' }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/media/..%2Fauth-secret' })).statusCode).toBe(404);
  });

  it('refuses an avatar over 5 MB with 413', async () => {
    const user = await signedIn(t);
    const big = Buffer.concat([await png(10, 10), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const form = await multipart({}, { avatar: { data: big, filename: 'big.png', type: 'image/png' } });
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/update-profile',
      headers: { ...profileHeaders(), ...form.headers },
      cookies: user.cookies,
      payload: form.payload,
    });
    expect(res.statusCode).toBe(413);
  });

  it('changes the password only with the right current password', async () => {
    const user = await signedIn(t);
    const wrong = await patch('/api/user/update-password', user.cookies, {
      currentPassword: 'not-it-at-all',
      newPassword: 'next-password-1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('The current password is wrong.');
    const ru = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/update-password',
      headers: { ...profileHeaders(), 'accept-language': 'ru' },
      cookies: user.cookies,
      payload: { currentPassword: 'not-it-at-all', newPassword: 'next-password-1' },
    });
    expect(ru.json().message).toBe('Текущий пароль указан неверно.');
    const ok = await patch('/api/user/update-password', user.cookies, {
      currentPassword: user.password,
      newPassword: 'next-password-1',
    });
    expect(ok.statusCode).toBe(200);
    expect((await login(t, user.email, 'next-password-1')).statusCode).toBe(200);
    expect((await login(t, user.email)).statusCode).toBe(401);
  });

  it('adds the owner role with a fresh access cookie that works at once; never admin', async () => {
    const user = await signedIn(t);
    const asOwner = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/user/info',
        headers: profileHeaders('owner'),
        cookies: user.cookies,
      });
    expect((await asOwner()).statusCode).toBe(403);
    const res = await patch('/api/user/add-role', user.cookies, { role: 'owner' });
    expect(res.statusCode).toBe(200);
    expect(res.json().roles).toEqual(['customer', 'owner']);
    Object.assign(user.cookies, cookiesOf(res));
    expect((await asOwner()).statusCode).toBe(200);
    const admin = await patch('/api/user/add-role', user.cookies, { role: 'admin' });
    expect(admin.statusCode).toBe(400);
    expect((await login(t, user.email, user.password, 'admin')).statusCode).toBe(403);
  });

  it('refuses profile changes without a session', async () => {
    expect((await patch('/api/user/update-profile', {}, { firstName: 'X' })).statusCode).toBe(401);
    expect((await patch('/api/user/add-role', {}, { role: 'owner' })).statusCode).toBe(401);
  });
});
