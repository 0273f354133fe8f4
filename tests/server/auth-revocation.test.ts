import { decodeJwt, SignJWT } from 'jose';
import { firstValueFrom, filter } from 'rxjs';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn } from '../support/smtp';
import { createRealtime } from '../../src/sync/realtime';
import { createSocketIoPort } from '../../src/sync/socket-io-port';
import { ACCESS_COOKIE, createAccessTokens } from '../../server/modules/auth/session';
import { confirmedAccount, cookiesOf, login, relaxedLimits, signedIn, tokenOf } from './auth-support';
import { connected, connectSocket, joinRoom } from './realtime-client';
import { databaseTargets, profileHeaders, startTestApp, type TestApp } from './support/harness';
import { openTestSession } from './support/sessions';
import { createTestUser, TEST_AUTH_SECRET, testEnv } from './sync-fixtures';

type Cookies = Record<string, string>;

/** Resolves with the reason the server gave when it closed the socket, or rejects after `ms`. */
function disconnected(socket: Socket, ms = 5000): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`still connected after ${ms} ms`)), ms);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

// OWASP ASVS 3.3.1 and 3.3.3: ending a session ends every access token of it at once
// (docs/decisions/0008-session-revocation.md).
describe.each(databaseTargets)('session revocation on %s', (target) => {
  let t: TestApp;
  let url: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await startTestApp(target, { ...relaxedLimits, ...testEnv });
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t?.close();
  });

  const read = (cookies: Cookies) => t.app.inject({ method: 'GET', url: '/api/user/info', cookies });
  const write = (cookies: Cookies) =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/user/update-profile',
      headers: profileHeaders(),
      cookies,
      payload: { firstName: 'Still' },
    });
  const post = (path: string, cookies: Cookies, payload?: object) =>
    t.app.inject({ method: 'POST', url: `/api/auth/${path}`, headers: profileHeaders(), cookies, payload });
  /** Only the access cookie: what a stolen or left-behind access token is. */
  const accessOnly = (cookies: Cookies): Cookies => ({ [ACCESS_COOKIE]: cookies[ACCESS_COOKIE]! });

  const openSocket = async (cookies: Cookies) => {
    const socket = connectSocket(url, `${ACCESS_COOKIE}=${cookies[ACCESS_COOKIE]}`);
    sockets.push(socket);
    await connected(socket);
    return socket;
  };

  /** The old access token is refused for reads, writes and sockets; its open socket was closed by the server. */
  async function expectEnded(cookies: Cookies, closing?: Promise<string>) {
    if (closing) expect(await closing).toBe('io server disconnect');
    expect((await read(accessOnly(cookies))).statusCode).toBe(401);
    const refused = await write(accessOnly(cookies));
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    const again = connectSocket(url, `${ACCESS_COOKIE}=${cookies[ACCESS_COOKIE]}`);
    sockets.push(again);
    await expect(connected(again)).rejects.toThrow('UNAUTHORIZED');
  }

  it('logout ends the session: the access token and its socket stop at once; other sessions go on', async () => {
    const account = await confirmedAccount(t);
    const session = cookiesOf(await login(t, account.email));
    const other = cookiesOf(await login(t, account.email));
    const socket = await openSocket(session);
    expect((await read(session)).statusCode).toBe(200);

    const closing = disconnected(socket);
    expect((await post('logout', session)).statusCode).toBe(204);
    await expectEnded(session, closing);
    expect((await read(other)).statusCode).toBe(200);
    expect((await write(other)).statusCode).toBe(200);
  });

  it('logout with only the access cookie ends its session too', async () => {
    const user = await signedIn(t);
    const socket = await openSocket(user.cookies);
    const closing = disconnected(socket);
    expect((await post('logout', accessOnly(user.cookies))).statusCode).toBe(204);
    await expectEnded(user.cookies, closing);
    expect((await post('refresh', user.cookies)).statusCode).toBe(401);
  });

  it('a password change ends every session, and the caller goes on with the new cookies', async () => {
    const account = await confirmedAccount(t);
    const session = cookiesOf(await login(t, account.email));
    const elsewhere = cookiesOf(await login(t, account.email));
    const socket = await openSocket(session);
    const socketElsewhere = await openSocket(elsewhere);
    const closing = disconnected(socket);
    const closingElsewhere = disconnected(socketElsewhere);

    const changed = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/update-password',
      headers: profileHeaders(),
      cookies: session,
      payload: { currentPassword: account.password, newPassword: 'changed-password-1' },
    });
    expect(changed.statusCode).toBe(200);
    await expectEnded(session, closing);
    await expectEnded(elsewhere, closingElsewhere);
    expect((await post('refresh', elsewhere)).statusCode).toBe(401);

    const renewed = cookiesOf(changed);
    expect(Object.keys(renewed).sort()).toEqual(['cueline_access', 'cueline_refresh']);
    expect((await read(renewed)).statusCode).toBe(200);
    expect((await write(renewed)).statusCode).toBe(200);
    await openSocket(renewed);
    expect((await post('refresh', renewed)).statusCode).toBe(200);
  });

  it('a password reset ends every session of the account', async () => {
    const user = await signedIn(t);
    const socket = await openSocket(user.cookies);
    const closing = disconnected(socket);
    expect((await post('forgot-password', {}, { email: user.email })).statusCode).toBe(204);
    const mail = await t.smtp.waitFor(user.email, (m) => m.subject.includes('Reset'));
    const reset = await t.app.inject({
      method: 'PATCH',
      url: `/api/auth/confirm-forgot-password?token=${tokenOf(linkIn(mail))}`,
      headers: profileHeaders(),
      payload: { password: 'reset-password-1' },
    });
    expect(reset.statusCode).toBe(200);
    await expectEnded(user.cookies, closing);
  });

  it('a reused refresh token ends the family: the newest access token of it stops as well', async () => {
    const user = await signedIn(t);
    const rotated = cookiesOf(await post('refresh', user.cookies));
    expect((await read(rotated)).statusCode).toBe(200);
    const socket = await openSocket(rotated);
    const closing = disconnected(socket);

    expect((await post('refresh', user.cookies)).statusCode).toBe(401);
    await expectEnded(rotated, closing);
    await expectEnded(user.cookies);
  });

  it('a live session keeps working: reads, writes, a refresh and its socket, with no 401', async () => {
    const user = await signedIn(t);
    const socket = await openSocket(user.cookies);
    let closes = 0;
    socket.on('disconnect', () => (closes += 1));
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      statuses.push((await read(user.cookies)).statusCode, (await write(user.cookies)).statusCode);
    }
    const refreshed = await post('refresh', user.cookies);
    statuses.push(refreshed.statusCode, (await read(cookiesOf(refreshed))).statusCode);
    // The access token issued before the refresh belongs to the same live session.
    statuses.push((await read(accessOnly(user.cookies))).statusCode);
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(await joinRoom(socket, user.id)).toEqual({ ok: true });
    expect(socket.connected).toBe(true);
    expect(closes).toBe(0);
  });

  it('closes a socket when its access token expires', async () => {
    const user = await createTestUser(t.database);
    const { sessionId } = await openTestSession(
      t.database.db,
      createAccessTokens(new TextEncoder().encode(TEST_AUTH_SECRET)),
      user,
    );
    const expiresAt = Math.floor(Date.now() / 1000) + 2;
    const shortLived = await new SignJWT({ roles: user.roles, sid: sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuedAt()
      .setExpirationTime(expiresAt)
      .sign(new TextEncoder().encode(TEST_AUTH_SECRET));
    const socket = await openSocket({ [ACCESS_COOKIE]: shortLived });
    expect(await joinRoom(socket, user.id)).toEqual({ ok: true });
    expect(await disconnected(socket, 6000)).toBe('io server disconnect');
    expect(Date.now()).toBeGreaterThanOrEqual(expiresAt * 1000 - 50);
  });

  it('the client reconnects with a fresh token when its socket expires, so a live session keeps its socket', async () => {
    const user = await signedIn(t);
    const { sid } = decodeJwt(user.cookies[ACCESS_COOKIE]!);
    const shortLived = await new SignJWT({ roles: ['customer'], sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setExpirationTime(Math.floor(Date.now() / 1000) + 2)
      .sign(new TextEncoder().encode(TEST_AUTH_SECRET));
    // The handshake's cookie, as the browser would send it; a refresh replaces it.
    const headers = { cookie: `${ACCESS_COOKIE}=${shortLived}` };
    let refresh = user.cookies;
    let refreshes = 0;
    const realtime = createRealtime(createSocketIoPort({ url, extraHeaders: headers }), {
      joinDelayMs: 0,
      async reauthenticate() {
        const res = await post('refresh', refresh);
        if (res.statusCode !== 200) return false;
        refreshes += 1;
        refresh = cookiesOf(res);
        headers.cookie = `${ACCESS_COOKIE}=${refresh[ACCESS_COOKIE]}`;
        return true;
      },
    });
    const resyncs: number[] = [];
    realtime.resync$.subscribe(() => resyncs.push(Date.now()));
    try {
      const rejoined = firstValueFrom(realtime.resync$.pipe(filter(() => resyncs.length === 2)));
      realtime.connect(user.id);
      await rejoined;
      expect(refreshes).toBe(1);
      expect(resyncs).toHaveLength(2);
      expect((await read(refresh)).statusCode).toBe(200);
    } finally {
      realtime.disconnect();
    }
  });

  it('refuses an access token that names no session', async () => {
    const user = await createTestUser(t.database);
    const sessionless = await new SignJWT({ roles: user.roles })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(TEST_AUTH_SECRET));
    expect((await read({ [ACCESS_COOKIE]: sessionless })).statusCode).toBe(401);
    const socket = connectSocket(url, `${ACCESS_COOKIE}=${sessionless}`);
    sockets.push(socket);
    await expect(connected(socket)).rejects.toThrow('UNAUTHORIZED');
  });
});
