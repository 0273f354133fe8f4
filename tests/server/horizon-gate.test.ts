import { describe, expect, it } from 'vitest';
import { createHorizonGate } from '../../server/sync/horizon';

/** A horizon the test moves by hand, counting how often the gate read it. */
function manualHorizon(start: number) {
  const state = { value: start, reads: 0 };
  const read = async () => {
    state.reads += 1;
    return state.value;
  };
  return { state, read };
}

/** Tracks whether a wait has resolved. */
function watch(promise: Promise<void>) {
  const watched = { done: false };
  void promise.then(() => (watched.done = true));
  return watched;
}

/** Waits until the gate has read the horizon twice more: a wait still open then was not released. */
async function twoMoreReads(state: { reads: number }) {
  const from = state.reads;
  await expect.poll(() => state.reads).toBeGreaterThanOrEqual(from + 2);
}

describe('the horizon gate of sync hints', () => {
  it('releases a seq at or below the horizon, and holds a higher one until the horizon reaches it', async () => {
    const horizon = manualHorizon(10);
    const gate = createHorizonGate(horizon.read, 2);
    await gate.reached(10);
    const held = gate.reached(12);
    const later = watch(gate.reached(15));
    const first = watch(held);
    await twoMoreReads(horizon.state);
    expect(first.done).toBe(false);
    horizon.state.value = 12;
    await held;
    await twoMoreReads(horizon.state);
    expect(later.done).toBe(false);
    horizon.state.value = 20;
    await expect.poll(() => later.done).toBe(true);
    const reads = horizon.state.reads;
    await gate.reached(20);
    expect(horizon.state.reads).toBe(reads);
    gate.close();
  });

  it('releases every wait when the horizon cannot be read, and when closed', async () => {
    const failing = createHorizonGate(() => Promise.reject(new Error('database gone')), 2);
    await failing.reached(5);
    const horizon = manualHorizon(0);
    const gate = createHorizonGate(horizon.read, 2);
    const waiting = gate.reached(7);
    const watched = watch(waiting);
    await twoMoreReads(horizon.state);
    expect(watched.done).toBe(false);
    gate.close();
    await waiting;
    await gate.reached(100);
  });
});
