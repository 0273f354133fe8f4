import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  initialPlayerState,
  parsePlayerSnapshot,
  playerSnapshot,
  repeatModes,
  restorePlayer,
} from '../../src/domain/player';
import { ids, run, started, track } from './player-factory';

describe('persistence across reloads', () => {
  const library = 'abcd'.split('').map(track);

  it('a snapshot round trip restores the player paused', () => {
    const state = run(started('abcd', 'a', { repeat: 'context', currentTime: 42 }), [
      { type: 'toggleShuffle' },
      { type: 'setVolume', volume: 0.5 },
    ]);
    const restored = restorePlayer(JSON.parse(JSON.stringify(playerSnapshot(state))), library);
    expect(restored).toEqual({ ...state, playing: false, duration: 0, volumeBeforeMute: 0.5 });
    expect(playerSnapshot(state)).not.toHaveProperty('playing');
  });
  it('a muted snapshot restores muted, with the earlier volume remembered', () => {
    const muted = run(started('ab'), [{ type: 'setVolume', volume: 0.3 }, { type: 'toggleMute' }]);
    const restored = restorePlayer(JSON.stringify(playerSnapshot(muted)), library);
    expect(restored).toMatchObject({ muted: true, volume: 0 });
    expect(run(restored, [{ type: 'toggleMute' }]).volume).toBe(0.3);
  });
  it('restores only the tracks that still exist', () => {
    const state = started('abcx', 'x', { currentTime: 42 });
    const restored = restorePlayer(playerSnapshot(state), library);
    expect(ids(restored.queue)).toEqual(['a', 'b', 'c']);
    expect(restored).toMatchObject({ currentId: 'a', currentTime: 0 });
  });
  it.each([
    ['nothing', undefined],
    ['unreadable JSON', '{"version":'],
    ['another shape', { queue: ['a'] }],
    ['a volume out of range', { ...playerSnapshot(started('ab')), volume: 3 }],
    ['an unknown repeat mode', { ...playerSnapshot(started('ab')), repeat: 'all' }],
  ])('a bad snapshot (%s) gives the initial state', (_, stored) => {
    expect(restorePlayer(stored, library)).toEqual(initialPlayerState());
  });
});

describe('parsePlayerSnapshot (checked by hand)', () => {
  /** The schema snapshots were read with before the hand-written check (the reference). */
  const ids = z.array(z.string().min(1).max(200)).max(5000);
  const referenceSchema = z.object({
    version: z.literal(1),
    queueIds: ids,
    originalIds: ids,
    currentId: z.string().min(1).max(200).nullable(),
    currentTime: z.number().min(0),
    volume: z.number().min(0).max(1),
    muted: z.boolean(),
    shuffle: z.boolean(),
    repeat: z.enum(repeatModes),
  });
  const snapshot = playerSnapshot(started('abc', 'b', { currentTime: 12 }));

  it.each<[string, unknown]>([
    ['a snapshot', snapshot],
    ['its JSON text', JSON.stringify(snapshot)],
    ['extra keys', { ...snapshot, playing: true }],
    ['no current track', { ...snapshot, currentId: null, queueIds: [], originalIds: [] }],
    ['each repeat mode', { ...snapshot, repeat: 'track' }],
    ['volume 0 and 1', { ...snapshot, volume: 0, muted: true }],
    ['volume 1', { ...snapshot, volume: 1 }],
    ['5000 ids', { ...snapshot, queueIds: Array.from({ length: 5000 }, (_, i) => `t${i}`) }],
    ['5001 ids', { ...snapshot, queueIds: Array.from({ length: 5001 }, (_, i) => `t${i}`) }],
    ['a 200-character id', { ...snapshot, currentId: 'x'.repeat(200) }],
    ['a 201-character id', { ...snapshot, currentId: 'x'.repeat(201) }],
    ['an empty id in the queue', { ...snapshot, queueIds: ['a', ''] }],
    ['a numeric id', { ...snapshot, originalIds: [1] }],
    ['version 2', { ...snapshot, version: 2 }],
    ['no version', { ...snapshot, version: undefined }],
    ['a negative time', { ...snapshot, currentTime: -1 }],
    ['an infinite time', { ...snapshot, currentTime: Infinity }],
    ['a volume below 0', { ...snapshot, volume: -0.1 }],
    ['muted as a string', { ...snapshot, muted: 'true' }],
    ['shuffle missing', { ...snapshot, shuffle: undefined }],
    ['an unknown repeat', { ...snapshot, repeat: 'all' }],
    ['null', null],
    ['an array', [snapshot]],
    ['unreadable JSON', '{"version":1'],
  ])('%s: the same answer as the reference schema', (_, stored) => {
    const value =
      typeof stored === 'string'
        ? (() => {
            try {
              return JSON.parse(stored) as unknown;
            } catch {
              return null;
            }
          })()
        : stored;
    const parsed = referenceSchema.safeParse(value);
    expect(parsePlayerSnapshot(stored)).toEqual(parsed.success ? parsed.data : null);
  });
});
