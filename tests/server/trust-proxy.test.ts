import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractApi } from '../../src/domain/api/contracts';
import { contractsWorld } from './contracts-fixtures';
import { profileHeaders } from './support/harness';

type World = Awaited<ReturnType<typeof contractsWorld>>;

const FORWARDED = '203.0.113.7';

/**
 * TRUST_PROXY (README, configuration): X-Forwarded-For sets the address the login rate limit counts and a
 * signature records only when it comes from a configured proxy. The address is the same on any database,
 * so this runs on PGlite only.
 */
const limited = [401, 401, 401, 429];
const counted = [401, 401, 401, 401];

describe.each([
  { trust: undefined, honoured: false, fromOtherPeer: limited },
  { trust: '127.0.0.1', honoured: true, fromOtherPeer: limited },
  // A hop count believes whichever peer is nearest: for a server only its proxy can reach.
  { trust: '1', honoured: true, fromOtherPeer: counted },
])('forwarded addresses with TRUST_PROXY=$trust', ({ trust, honoured, fromOtherPeer }) => {
  let w: World;
  beforeAll(async () => {
    w = await contractsWorld('pglite', {
      env: { AUTH_RATE_LIMIT: '3', ...(trust ? { TRUST_PROXY: trust } : {}) },
    });
  }, 60_000);
  afterAll(() => w?.t.close());

  const login = (forwardedFor: string, remoteAddress = '127.0.0.1') =>
    w.t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress,
      headers: { ...profileHeaders(), 'x-forwarded-for': forwardedFor },
      payload: { email: 'nobody@example.test', password: 'wrong-password' },
    });

  it(`${honoured ? 'counts each forwarded address' : 'ignores a rotating X-Forwarded-For'} in the login limit`, async () => {
    const statuses: number[] = [];
    for (let n = 1; n <= 5; n++) statuses.push((await login(`198.51.100.${n}`)).statusCode);
    expect(statuses).toEqual(honoured ? [401, 401, 401, 401, 401] : [401, 401, 401, 429, 429]);
  });

  it('believes X-Forwarded-For from another peer only as configured', async () => {
    const statuses: number[] = [];
    for (let n = 1; n <= 4; n++) statuses.push((await login(`198.51.100.${n}`, '192.0.2.9')).statusCode);
    expect(statuses).toEqual(fromOtherPeer);
  });

  it(`records ${honoured ? 'the forwarded' : 'the connecting'} address with a signature`, async () => {
    const { ownerA, creator } = w.users;
    const [contract] = await w.ok<ContractApi[]>(creator, 'POST', '/contract/create', {
      projectId: w.project._id,
      entryIds: [w.entries.a1],
    });
    const code = await w.mailedCode(ownerA, contract!._id);
    const res = await w.t.app.inject({
      method: 'POST',
      url: `/api/contract/sign/${contract!._id}`,
      headers: { ...ownerA.headers(), 'x-forwarded-for': FORWARDED },
      payload: { code, sha256: contract!.sha256 },
    });
    expect(res.statusCode).toBe(200);
    const detail = await w.ok<{ signatures: { ip: string }[] }>(
      ownerA,
      'GET',
      `/contract/info-contract/${contract!._id}`,
    );
    expect(detail.signatures[0]!.ip).toBe(honoured ? FORWARDED : '127.0.0.1');
  });
});
