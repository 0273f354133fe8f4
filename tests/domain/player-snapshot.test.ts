import { describe, expect, it } from 'vitest';
import { initialPlayerState, playerSnapshot, restorePlayer } from '../../src/domain/player';
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
