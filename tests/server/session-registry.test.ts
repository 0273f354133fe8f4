import { describe, expect, it } from 'vitest';
import { createSessionRegistry, LIVE_CACHE_MS } from '../../server/modules/auth/session-registry';

// The live-session check on an in-memory lookup; auth-revocation.test.ts runs it through the API on a
// database (docs/decisions/0008-session-revocation.md).
function setup(live: Set<string>) {
  let clock = 1_000_000;
  const lookups: string[] = [];
  let release: (() => void) | null = null;
  let held = false;
  const registry = createSessionRegistry({
    lookup: async (id) => {
      lookups.push(id);
      if (held) await new Promise<void>((resolve) => (release = resolve));
      return live.has(id);
    },
    now: () => clock,
  });
  return {
    registry,
    lookups,
    advance: (ms: number) => (clock += ms),
    hold: () => (held = true),
    release: () => {
      held = false;
      release?.();
    },
  };
}

describe('session registry', () => {
  it('asks the database once for many checks of a live session, concurrent ones included', async () => {
    const { registry, lookups } = setup(new Set(['a']));
    const first = await Promise.all(Array.from({ length: 20 }, () => registry.isLive('a')));
    for (let i = 0; i < 100; i += 1) expect(await registry.isLive('a')).toBe(true);
    expect(first.every(Boolean)).toBe(true);
    expect(lookups).toEqual(['a']);
  });

  it('asks again once the cached answer is older than LIVE_CACHE_MS', async () => {
    const { registry, lookups, advance } = setup(new Set(['a']));
    await registry.isLive('a');
    advance(LIVE_CACHE_MS - 1);
    await registry.isLive('a');
    expect(lookups).toHaveLength(1);
    advance(2);
    await registry.isLive('a');
    expect(lookups).toHaveLength(2);
  });

  it('a revocation clears the cache at once, tells the listeners and publishes once', async () => {
    const { registry, lookups } = setup(new Set(['a', 'b']));
    const ended: string[][] = [];
    const published: string[][] = [];
    registry.onRevoked((ids) => ended.push([...ids]));
    registry.publishTo((ids) => published.push([...ids]));
    expect(await registry.isLive('a')).toBe(true);

    registry.revoke(['a']);
    expect(await registry.isLive('a')).toBe(false);
    expect(await registry.isLive('b')).toBe(true);
    expect(lookups).toEqual(['a', 'b']);

    registry.revokedElsewhere(['b']);
    expect(await registry.isLive('b')).toBe(false);
    expect(ended).toEqual([['a'], ['b']]);
    expect(published).toEqual([['a']]);
  });

  it('a lookup that read the session before its revocation neither answers nor caches "live"', async () => {
    const { registry, lookups, hold, release } = setup(new Set(['a']));
    hold();
    const during = registry.isLive('a');
    await expect.poll(() => lookups.length).toBe(1);
    registry.revoke(['a']);
    release();
    expect(await during).toBe(false);
    expect(await registry.isLive('a')).toBe(false);
    expect(lookups).toHaveLength(1);
  });

  it('an unknown session is not live', async () => {
    const { registry } = setup(new Set());
    expect(await registry.isLive('nobody')).toBe(false);
  });
});
