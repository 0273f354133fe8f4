import { describe, expect, it } from 'vitest';
import { createBackoff, withBackoff } from '../../src/sync/backoff';

describe('retry backoff (src/sync/SPEC.md rule 10)', () => {
  it('rule 10: waits nothing first, then doubles up to the cap, and resets on success', async () => {
    const waits: number[] = [];
    const backoff = createBackoff({ baseMs: 1000, maxMs: 5000, sleep: async (ms) => void waits.push(ms) });
    const failing = () => Promise.reject(new Error('offline'));
    for (let attempt = 0; attempt < 5; attempt += 1)
      await expect(withBackoff(backoff, failing)).rejects.toThrow('offline');
    expect(waits).toEqual([1000, 2000, 4000, 5000]);
    expect(await withBackoff(backoff, async () => 'pulled')).toBe('pulled');
    expect(backoff.delay()).toBe(0);
  });

  it('rule 10: a reset (hint or reconnect) makes the next attempt immediate', async () => {
    const waits: number[] = [];
    const backoff = createBackoff({ baseMs: 100, maxMs: 1000, sleep: async (ms) => void waits.push(ms) });
    backoff.fail();
    backoff.fail();
    backoff.reset();
    await withBackoff(backoff, async () => undefined);
    expect(waits).toEqual([]);
  });
});
