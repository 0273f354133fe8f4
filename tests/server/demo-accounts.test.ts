import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/harness';

/** The sign-in page lists demo accounts only from a server that runs with DEMO on. */
describe('GET /api/system/demo-accounts', () => {
  let off: TestApp;
  let on: TestApp;
  beforeAll(async () => {
    [off, on] = await Promise.all([startTestApp('pglite'), startTestApp('pglite', { DEMO: 'on' })]);
  });
  afterAll(() => Promise.all([off.close(), on.close()]));

  it('lists none with DEMO off', async () => {
    const res = await off.app.inject({ method: 'GET', url: '/api/system/demo-accounts' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ accounts: [] });
  });

  it('lists the customer, both owners and the administrator with DEMO on', async () => {
    const res = await on.app.inject({ method: 'GET', url: '/api/system/demo-accounts' });
    expect(res.statusCode).toBe(200);
    const { accounts } = res.json() as { accounts: { email: string; role: string; password: string }[] };
    expect(accounts.map(({ email, role }) => `${role} ${email}`).sort()).toEqual([
      'admin admin@cueline.demo',
      'customer customer@cueline.demo',
      'owner label@cueline.demo',
      'owner owner@cueline.demo',
    ]);
    expect(new Set(accounts.map((account) => account.password))).toEqual(new Set(['cueline-demo']));
  });
});
