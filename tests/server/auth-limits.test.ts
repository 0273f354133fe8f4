import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoAccounts, seedDemo } from '../../server/demo/seed';
import { users } from '../../server/db/schema/users';
import { createMemoryCounter, createRedisCounter, rateLimitHook } from '../../server/modules/auth/rate-limit';
import { waitText } from '../../server/http/errors';
import { login, signupBody } from './auth-support';
import { databaseTargets, profileHeaders, startTestApp, type TestApp } from './support/harness';

const randomIp = () => `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;

describe.each(databaseTargets)('auth rate limits and demo accounts on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target, { AUTH_RATE_LIMIT: '3' });
  });
  afterAll(() => t?.close());

  const attempt = (url: string, payload: object, ip: string, language = 'en') =>
    t.app.inject({
      method: 'POST',
      url,
      // The client's own address: a forwarded one counts only from a trusted proxy (TRUST_PROXY).
      remoteAddress: ip,
      headers: { ...profileHeaders(), 'accept-language': language },
      payload,
    });

  it('answers the fourth login attempt in a minute from one IP with 429 RATE_LIMITED', async () => {
    const ip = randomIp();
    for (let i = 0; i < 3; i += 1) {
      expect(
        (await attempt('/api/auth/login', { email: 'x@example.test', password: 'wrong-password' }, ip))
          .statusCode,
      ).toBe(401);
    }
    const limited = await attempt(
      '/api/auth/login',
      { email: 'x@example.test', password: 'wrong-password' },
      ip,
    );
    expect(limited.statusCode).toBe(429);
    const wait = Number(limited.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(limited.json()).toEqual({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: `Too many attempts. Try again ${waitText('en', wait)}.`,
      retryAfter: wait,
    });
    const ru = await attempt(
      '/api/auth/login',
      { email: 'x@example.test', password: 'wrong-password' },
      ip,
      'ru',
    );
    expect(ru.json().message).toBe(
      `Слишком много попыток. Повторите ${waitText('ru', Number(ru.headers['retry-after']))}.`,
    );
    expect(
      (await attempt('/api/auth/login', { email: 'x@example.test', password: 'wrong-password' }, randomIp()))
        .statusCode,
    ).toBe(401);
  });

  it('limits signup and forgot-password per route', async () => {
    const ip = randomIp();
    for (let i = 0; i < 3; i += 1)
      await attempt('/api/auth/forgot-password', { email: 'nobody@example.test' }, ip);
    expect(
      (await attempt('/api/auth/forgot-password', { email: 'nobody@example.test' }, ip)).statusCode,
    ).toBe(429);
    for (let i = 0; i < 3; i += 1)
      expect((await attempt('/api/auth/signup', signupBody({ email: 'bad' }), ip)).statusCode).toBe(400);
    expect((await attempt('/api/auth/signup', signupBody(), ip)).statusCode).toBe(429);
  });

  it('seeds the demo accounts once; running the seed again changes nothing', async () => {
    const log: string[] = [];
    await seedDemo({ database: t.database, log: (m) => log.push(m) });
    const first = await t.database.db.select().from(users);
    await seedDemo({ database: t.database, log: (m) => log.push(m) });
    const second = await t.database.db.select().from(users);
    expect(second).toEqual(first);
    expect(log).toEqual([
      `demo data: ${demoAccounts.length} demo account(s) created`,
      'demo data: 0 demo account(s) created',
    ]);
    for (const account of demoAccounts) {
      const row = first.find((u) => u.email === account.email);
      expect(row?.roles).toEqual([...account.roles]);
      expect(row?.emailConfirmedAt).not.toBeNull();
    }
    const owner = await login(t, 'owner@cueline.demo', DEMO_PASSWORD);
    expect(owner.json().roles).toEqual(['owner', 'customer']);
    expect((await login(t, 'admin@cueline.demo', DEMO_PASSWORD, 'admin')).statusCode).toBe(200);
    expect((await login(t, 'customer@cueline.demo', DEMO_PASSWORD, 'admin')).statusCode).toBe(403);
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('the Redis rate-limit counter', () => {
  it('counts hits per key within a window shared by every client', async () => {
    const a = createRedisCounter(process.env.TEST_REDIS_URL!);
    const b = createRedisCounter(process.env.TEST_REDIS_URL!);
    const key = `test:${crypto.randomUUID()}`;
    try {
      expect((await a.hit(key, 5000)).count).toBe(1);
      expect((await b.hit(key, 5000)).count).toBe(2);
      const third = await a.hit(key, 5000);
      expect(third.count).toBe(3);
      expect(third.resetMs).toBeGreaterThan(0);
      expect(third.resetMs).toBeLessThanOrEqual(5000);
    } finally {
      await a.close();
      await b.close();
    }
  });
});

describe('the in-memory rate-limit counter', () => {
  it('starts a new window once the old one has passed', async () => {
    let clock = 0;
    const counter = createMemoryCounter(() => clock);
    expect((await counter.hit('k', 1000)).count).toBe(1);
    clock = 500;
    expect(await counter.hit('k', 1000)).toEqual({ count: 2, resetMs: 500 });
    clock = 1000;
    expect(await counter.hit('k', 1000)).toEqual({ count: 1, resetMs: 1000 });
    expect((await counter.hit('other', 1000)).count).toBe(1);
  });

  it('lets requests through when the counter is unreachable', async () => {
    const down = createRedisCounter('redis://127.0.0.1:1');
    const warnings: string[] = [];
    const request = {
      ip: '10.0.0.1',
      log: { warn: (_: unknown, message: string) => warnings.push(message) },
    };
    try {
      const hook = rateLimitHook(down, 'login', 1);
      await expect(hook(request as never)).resolves.toBeUndefined();
      expect(warnings).toEqual(['rate limit counter unavailable']);
    } finally {
      await down.close();
    }
  });
});
