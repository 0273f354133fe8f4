import { describe, expect, it } from 'vitest';
import { ACCESS_TTL_SECONDS, createAccessTokens } from '../../server/modules/auth/session';

const secret = new TextEncoder().encode('a test secret of enough length for HS256');
const user = { id: 'u1', roles: ['customer' as const], sessionId: 's1' };

describe('access tokens', () => {
  it('verifies a signed token once and answers the same claims from memory until it expires', async () => {
    let clock = Date.now();
    const tokens = createAccessTokens(secret, () => clock);
    const token = await tokens.sign(user);
    const first = await tokens.verify(token);
    expect(first).toMatchObject({ id: 'u1', roles: ['customer'], sessionId: 's1' });
    expect(await tokens.verify(token)).toBe(first);
    clock += ACCESS_TTL_SECONDS * 1000 + 1000;
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses a token signed with another secret or altered, also after a valid one was remembered', async () => {
    const tokens = createAccessTokens(secret);
    const other = createAccessTokens(new TextEncoder().encode('another secret of enough length for HS256'));
    const token = await tokens.sign(user);
    expect(await tokens.verify(token)).not.toBeNull();
    expect(await tokens.verify(await other.sign(user))).toBeNull();
    const [header, , signature] = token.split('.');
    const payload = Buffer.from(
      JSON.stringify({ sub: 'admin', roles: ['admin'], sid: 's1', exp: 9e9 }),
    ).toString('base64url');
    expect(await tokens.verify(`${header}.${payload}.${signature}`)).toBeNull();
  });
});
