import type { Server } from 'socket.io';
import { describe, expect, it } from 'vitest';
import { socketEvents, type SyncHint } from '../../src/domain/sync-protocol';
import { createRealtimeHub } from '../../server/realtime/hub';
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
function watch(promise: Promise<unknown>) {
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
    expect(await gate.reached(10)).toBe(false);
    const held = gate.reached(12);
    const later = watch(gate.reached(15));
    const first = watch(held);
    await twoMoreReads(horizon.state);
    expect(first.done).toBe(false);
    horizon.state.value = 12;
    expect(await held).toBe(true);
    await twoMoreReads(horizon.state);
    expect(later.done).toBe(false);
    horizon.state.value = 20;
    await expect.poll(() => later.done).toBe(true);
    const reads = horizon.state.reads;
    expect(await gate.reached(20)).toBe(false);
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

/** A socket server that records what it emits to which rooms. */
function recordingServer() {
  const emitted: { rooms: string[]; event: string; hint: SyncHint }[] = [];
  const server = {
    to: (rooms: string | string[]) => ({
      emit: (event: string, hint: SyncHint) => {
        emitted.push({ rooms: [rooms].flat(), event, hint });
        return true;
      },
    }),
  } as unknown as Server;
  return { server, emitted };
}

const order = (id: string, seq: number) => ({
  id,
  seq,
  status: 'rejected',
  updatedAt: '2026-11-26T00:00:00.000Z',
  _deleted: false,
});

describe('sync hints behind the horizon gate (docs/decisions/0020-documents-in-sync-hint.md)', () => {
  it('holds a hint without documents until a pull can return its seq, and sends one with documents at once', async () => {
    const horizon = manualHorizon(10);
    const gate = createHorizonGate(horizon.read, 2);
    const { server, emitted } = recordingServer();
    const hub = createRealtimeHub(() => server, gate);

    hub.syncHint(['owner'], { collection: 'orders', seq: 12 });
    hub.syncHint(['owner', 'member'], { collection: 'orders', seq: 13, documents: [order('a', 13)] });
    hub.syncHint(['owner'], { collection: 'orders', seq: 14, documents: [] });
    expect(emitted).toEqual([
      {
        rooms: ['user:owner', 'user:member'],
        event: socketEvents.sync,
        hint: { collection: 'orders', seq: 13, documents: [order('a', 13)] },
      },
    ]);
    await twoMoreReads(horizon.state);
    expect(emitted).toHaveLength(1);

    // Once a pull can return them, the held hints go, and the one with documents again without them.
    horizon.state.value = 14;
    await expect.poll(() => emitted.length).toBe(4);
    expect(emitted.slice(1).map(({ rooms, hint }) => [rooms, hint])).toEqual([
      [['user:owner'], { collection: 'orders', seq: 12 }],
      [['user:owner', 'user:member'], { collection: 'orders', seq: 13 }],
      [['user:owner'], { collection: 'orders', seq: 14, documents: [] }],
    ]);

    // A hint with documents whose seq a pull can already return goes once.
    hub.syncHint(['owner'], { collection: 'orders', seq: 14, documents: [order('a', 14)] });
    horizon.state.value = 16;
    const reads = horizon.state.reads;
    hub.syncHint(['owner'], { collection: 'orders', seq: 16, documents: [order('a', 16)] });
    await expect.poll(() => horizon.state.reads).toBe(reads + 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(emitted.slice(4).map(({ hint }) => [hint.seq, hint.documents?.length])).toEqual([
      [14, 1],
      [16, 1],
    ]);
    gate.close();
  });
});
