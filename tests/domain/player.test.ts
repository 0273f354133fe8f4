import { describe, expect, it } from 'vitest';
import { currentItem, initialPlayerState, listWindow, upcoming } from '../../src/domain/player';
import { ids, reducerWith, run, started, track, type State, type Track } from './player-factory';

describe('starting a playlist (docs/product.md §4 Player)', () => {
  it('Starting a playlist sets the playlist and current track, then plays', () => {
    const state = started('abc', 'b');
    expect(ids(state.queue)).toEqual(['a', 'b', 'c']);
    expect(state).toMatchObject({ currentId: 'b', playing: true, currentTime: 0 });
  });
  it('starts at the first track when no start id is given or it is not in the list', () => {
    expect(started('abc').currentId).toBe('a');
    expect(started('abc', 'zz').currentId).toBe('a');
  });
  it('queues each track once', () => expect(ids(started('abab').queue)).toEqual(['a', 'b']));
  it('an empty playlist leaves the player empty and stopped', () => {
    expect(run(started('ab'), [{ type: 'startPlaylist', items: [] }])).toMatchObject({
      queue: [],
      currentId: null,
      playing: false,
    });
  });
  it('The current track is picked by current id from the playlist', () => {
    expect(currentItem(started('abc', 'c'))).toEqual(track('c'));
    expect(currentItem(initialPlayerState<Track>())).toBeNull();
  });
  it('select plays a queued track from its start; an unknown id changes nothing', () => {
    const paused = started('abc', 'a', { playing: false, currentTime: 30 });
    expect(run(paused, [{ type: 'select', id: 'c' }])).toMatchObject({
      currentId: 'c',
      currentTime: 0,
      playing: true,
    });
    expect(run(paused, [{ type: 'select', id: 'x' }])).toBe(paused);
  });
});

describe('next and previous (docs/product.md §4 Player)', () => {
  it('Next and previous follow the list order', () => {
    expect(run(started('abc', 'a'), [{ type: 'next' }]).currentId).toBe('b');
    expect(run(started('abc', 'c'), [{ type: 'previous' }]).currentId).toBe('b');
  });
  it('next and previous start playing the track they land on', () => {
    const paused = started('abc', 'b', { playing: false });
    expect(run(paused, [{ type: 'next' }]).playing).toBe(true);
    expect(run(paused, [{ type: 'previous' }]).playing).toBe(true);
  });
  it('previous restarts the current track once more than 3 s of it has played', () => {
    expect(run(started('abc', 'b', { currentTime: 3.5 }), [{ type: 'previous' }])).toMatchObject({
      currentId: 'b',
      currentTime: 0,
    });
    expect(run(started('abc', 'b', { currentTime: 3 }), [{ type: 'previous' }]).currentId).toBe('a');
  });
  it('previous at the first track with repeat off restarts it', () => {
    expect(run(started('abc', 'a', { currentTime: 2 }), [{ type: 'previous' }])).toMatchObject({
      currentId: 'a',
      currentTime: 0,
    });
  });
  it('With shuffle on, the next track is chosen at random among those not yet played', () => {
    const state = run(started('abcd', 'a'), [{ type: 'toggleShuffle' }, { type: 'next' }], reducerWith(0.99));
    expect(state.currentId).toBe('d');
    expect(ids(state.queue)).toEqual(['a', 'd', 'b', 'c']);
    expect(ids(state.originalQueue)).toEqual(['a', 'b', 'c', 'd']);
  });
  it('With shuffle on, the previous track is chosen at random', () => {
    const state = run(
      started('abcd', 'b'),
      [{ type: 'toggleShuffle' }, { type: 'previous' }],
      reducerWith(0.5),
    );
    expect(state.currentId).toBe('c');
    expect(ids(state.queue)).toEqual(['a', 'c', 'b', 'd']);
  });
  it('turning shuffle off returns to the list order and keeps the current track', () => {
    const shuffled = run(
      started('abcd', 'a'),
      [{ type: 'toggleShuffle' }, { type: 'next' }],
      reducerWith(0.99),
    );
    const state = run(shuffled, [{ type: 'toggleShuffle' }]);
    expect(state).toMatchObject({ shuffle: false, currentId: 'd' });
    expect(ids(state.queue)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('the end of the list and repeat modes (docs/product.md §3 Repeat mode, §4 Player)', () => {
  const atEnd = (repeat: State['repeat'], extra: Partial<State> = {}) =>
    started('abc', 'c', { repeat, currentTime: 200, duration: 200, ...extra });

  it('With repeat off and no next track, playing stops at the end, rewound to 0 on the last track', () => {
    expect(run(atEnd('off'), [{ type: 'ended' }])).toMatchObject({
      currentId: 'c',
      playing: false,
      currentTime: 0,
    });
  });
  it('pressing next on the last track with repeat off stops the same way', () => {
    expect(run(atEnd('off'), [{ type: 'next' }])).toMatchObject({
      currentId: 'c',
      playing: false,
      currentTime: 0,
    });
  });
  it('In repeat-track mode the track loops: at its end it restarts and keeps playing', () => {
    const state = run(atEnd('track'), [{ type: 'ended' }]);
    expect(state).toMatchObject({ currentId: 'c', playing: true, currentTime: 0, duration: 200 });
  });
  it('in repeat-track mode next still goes to the next track', () => {
    expect(run(started('abc', 'a', { repeat: 'track' }), [{ type: 'next' }]).currentId).toBe('b');
  });
  it('In repeat-playlist mode (context) the list wraps around at both ends', () => {
    expect(run(atEnd('context'), [{ type: 'ended' }])).toMatchObject({ currentId: 'a', playing: true });
    expect(run(atEnd('context'), [{ type: 'next' }]).currentId).toBe('a');
    expect(run(started('abc', 'a', { repeat: 'context' }), [{ type: 'previous' }]).currentId).toBe('c');
  });
  it('with shuffle on and repeat off, playing stops once every track has played', () => {
    const state = run(started('ab', 'a'), [{ type: 'toggleShuffle' }, { type: 'ended' }, { type: 'ended' }]);
    expect(state).toMatchObject({ currentId: 'b', playing: false });
  });
  it('with shuffle on and repeat context, a new random round starts after every track has played', () => {
    const state = run(atEnd('context', { shuffle: true }), [{ type: 'ended' }], reducerWith(0.6));
    expect(state).toMatchObject({ currentId: 'b', playing: true });
    expect(ids(state.queue)).toEqual(['b', 'a', 'c']);
  });
  it('The repeat button cycles Off, then track, then context, then Off', () => {
    const modes = [1, 2, 3].map(
      (count) => run(started('a'), Array(count).fill({ type: 'cycleRepeat' })).repeat,
    );
    expect([started('a').repeat, ...modes]).toEqual(['off', 'track', 'context', 'off']);
  });
});

describe('playback controls (docs/product.md §4 Player, §9)', () => {
  it('Closing the player stops playback and clears the list; volume, shuffle and repeat stay', () => {
    const state = run(started('abc', 'b', { volume: 0.5, repeat: 'context', shuffle: true }), [
      { type: 'close' },
    ]);
    expect(state).toMatchObject({ queue: [], originalQueue: [], currentId: null, playing: false });
    expect(state).toMatchObject({ volume: 0.5, repeat: 'context', shuffle: true });
  });
  it('play, pause and toggle set the playing flag; play needs a current track', () => {
    const paused = run(started('a'), [{ type: 'pause' }]);
    expect(paused.playing).toBe(false);
    expect(run(paused, [{ type: 'play' }]).playing).toBe(true);
    expect(run(paused, [{ type: 'togglePlay' }, { type: 'togglePlay' }]).playing).toBe(false);
    expect(run(initialPlayerState<Track>(), [{ type: 'play' }]).playing).toBe(false);
  });
  it('seek is clamped to 0…duration', () => {
    const state = started('a', 'a', { duration: 120 });
    expect(run(state, [{ type: 'seek', time: 30 }]).currentTime).toBe(30);
    expect(run(state, [{ type: 'seek', time: -5 }]).currentTime).toBe(0);
    expect(run(state, [{ type: 'seek', time: 500 }]).currentTime).toBe(120);
  });
  it('Progress is polled: each poll sets the time and the duration', () => {
    expect(run(started('a'), [{ type: 'progress', time: 12.5, duration: 180 }])).toMatchObject({
      currentTime: 12.5,
      duration: 180,
    });
    expect(run(started('a'), [{ type: 'progress', time: 4, duration: Number.NaN }])).toMatchObject({
      currentTime: 4,
      duration: 0,
    });
  });
  it('volume defaults to 1', () => expect(initialPlayerState().volume).toBe(1));
  it('volume is clamped to 0…1', () => {
    expect(run(started('a'), [{ type: 'setVolume', volume: 1.7 }]).volume).toBe(1);
    expect(run(started('a'), [{ type: 'setVolume', volume: -0.2 }]).volume).toBe(0);
    expect(run(started('a'), [{ type: 'setVolume', volume: 0.25 }]).volume).toBe(0.25);
  });
  it('Mute remembers the earlier volume and restores it', () => {
    const muted = run(started('a'), [{ type: 'setVolume', volume: 0.6 }, { type: 'toggleMute' }]);
    expect(muted).toMatchObject({ muted: true, volume: 0 });
    expect(run(muted, [{ type: 'toggleMute' }])).toMatchObject({ muted: false, volume: 0.6 });
  });
  it('setting a volume above 0 while muted unmutes', () => {
    const state = run(started('a'), [{ type: 'toggleMute' }, { type: 'setVolume', volume: 0.3 }]);
    expect(state).toMatchObject({ muted: false, volume: 0.3 });
  });
  it('unmuting after the volume was slid to 0 restores the volume before that', () => {
    const state = run(started('a'), [
      { type: 'setVolume', volume: 0 },
      { type: 'toggleMute' },
      { type: 'toggleMute' },
    ]);
    expect(state).toMatchObject({ muted: false, volume: 1 });
  });
});

describe('queue edits', () => {
  it('playNext inserts after the current track', () => {
    const state = run(started('abc', 'a'), [{ type: 'playNext', item: track('x') }]);
    expect(ids(state.queue)).toEqual(['a', 'x', 'b', 'c']);
    expect(run(state, [{ type: 'next' }]).currentId).toBe('x');
  });
  it('playNext moves an already queued track after the current one', () => {
    expect(ids(run(started('abcd', 'a'), [{ type: 'playNext', item: track('d') }]).queue)).toEqual([
      'a',
      'd',
      'b',
      'c',
    ]);
  });
  it('addToQueue appends', () => {
    expect(ids(run(started('ab', 'a'), [{ type: 'addToQueue', item: track('x') }]).queue)).toEqual([
      'a',
      'b',
      'x',
    ]);
  });
  it('addToQueue moves an already queued track to the end instead of queueing it twice', () => {
    expect(ids(run(started('abc', 'c'), [{ type: 'addToQueue', item: track('a') }]).queue)).toEqual([
      'b',
      'c',
      'a',
    ]);
  });
  it('queueing the current track leaves it where it is', () => {
    const state = started('abc', 'b');
    expect(
      run(state, [
        { type: 'addToQueue', item: track('b') },
        { type: 'playNext', item: track('b') },
      ]),
    ).toBe(state);
  });
  it('queueing on an empty player makes the track current, paused', () => {
    const state = run(initialPlayerState<Track>(), [{ type: 'addToQueue', item: track('x') }]);
    expect(state).toMatchObject({ currentId: 'x', playing: false });
    expect(ids(state.queue)).toEqual(['x']);
  });
  it('queue edits with shuffle on apply to the list order as well', () => {
    const state = run(started('abc', 'a', { shuffle: true }), [
      { type: 'playNext', item: track('x') },
      { type: 'remove', id: 'b' },
      { type: 'toggleShuffle' },
    ]);
    expect(ids(state.queue)).toEqual(['a', 'x', 'c']);
  });
  it('removing another track keeps the current one', () => {
    const state = run(started('abc', 'b'), [{ type: 'remove', id: 'a' }]);
    expect(ids(state.queue)).toEqual(['b', 'c']);
    expect(state).toMatchObject({ currentId: 'b', playing: true });
  });
  it('removing the current track moves to the next one and keeps the playing state', () => {
    const paused = started('abc', 'b', { playing: false, currentTime: 40 });
    expect(run(paused, [{ type: 'remove', id: 'b' }])).toMatchObject({
      currentId: 'c',
      playing: false,
      currentTime: 0,
    });
    expect(run(started('abc', 'b'), [{ type: 'remove', id: 'b' }])).toMatchObject({
      currentId: 'c',
      playing: true,
    });
  });
  it('removing the current track when it is last moves to the first', () => {
    expect(run(started('abc', 'c'), [{ type: 'remove', id: 'c' }]).currentId).toBe('a');
  });
  it('removing the last item empties the player', () => {
    expect(run(started('a'), [{ type: 'remove', id: 'a' }])).toMatchObject({
      queue: [],
      currentId: null,
      playing: false,
    });
  });
  it('reorder moves a track; indexes outside the queue change nothing', () => {
    const state = started('abcd', 'a');
    expect(ids(run(state, [{ type: 'reorder', fromIndex: 3, toIndex: 1 }]).queue)).toEqual([
      'a',
      'd',
      'b',
      'c',
    ]);
    expect(run(state, [{ type: 'reorder', fromIndex: 0, toIndex: 4 }])).toBe(state);
  });
});

describe('the list a row plays (listWindow)', () => {
  const list = Array.from({ length: 1000 }, (_, i) => i);
  it('a list no longer than the window is queued whole', () => {
    const short = list.slice(0, 200);
    expect(listWindow(short, 150)).toBe(short);
  });
  it('a long list is cut around the played item: a quarter before it, the rest after', () => {
    const window = listWindow(list, 500);
    expect(window).toHaveLength(200);
    expect(window[0]).toBe(450);
    expect(window.at(-1)).toBe(649);
  });
  it('the window stays inside the list at either end', () => {
    expect(listWindow(list, 3)[0]).toBe(0);
    expect(listWindow(list, 990)).toEqual(list.slice(800));
  });
});

describe('the track fetched ahead (upcoming)', () => {
  it('is the next one in list order', () => expect(upcoming(started('abc', 'a'))?.id).toBe('b'));
  it('is none at the end of the list, or the first again with repeat context', () => {
    expect(upcoming(started('abc', 'c'))).toBeNull();
    expect(upcoming(started('abc', 'c', { repeat: 'context' }))?.id).toBe('a');
  });
  it('is none with shuffle, repeat track or an empty player', () => {
    expect(upcoming(started('abc', 'a', { shuffle: true }))).toBeNull();
    expect(upcoming(started('abc', 'a', { repeat: 'track' }))).toBeNull();
    expect(upcoming(initialPlayerState())).toBeNull();
  });
});
