/**
 * The player's pure state machine (docs/product.md §4 Player): a reducer for `useReducer` or a store, generic over
 * the queued item. This module is the entry point; the rules live in the player-* modules it re-exports.
 */
import {
  clampVolume,
  DEFAULT_VOLUME,
  repeatModes,
  SEEK_STEP_SECONDS,
  VOLUME_STEP,
  type PlayerShortcut,
} from './player-controls';
import type { PlayerItem, RandomSource } from './player-list';
import { ended, next, previous, select } from './player-navigation';
import { enqueue, remove, reorder, startPlaylist, toggleShuffle } from './player-queue';
import { close, type PlayerAction, type PlayerState } from './player-state';

export * from './player-controls';
export { listWindow, PLAYLIST_WINDOW, type PlayerItem, type RandomSource } from './player-list';
export * from './player-snapshot';
export { upcoming } from './player-navigation';
export { currentItem, initialPlayerState, type PlayerAction, type PlayerState } from './player-state';

type State<T extends PlayerItem> = PlayerState<T>;

function cycleRepeat<T extends PlayerItem>(state: State<T>): State<T> {
  const index = repeatModes.indexOf(state.repeat);
  return { ...state, repeat: repeatModes[(index + 1) % repeatModes.length] ?? 'off' };
}

/** Sets the volume, clamped to 0…1; any volume above 0 unmutes. */
function setVolume<T extends PlayerItem>(state: State<T>, value: number): State<T> {
  if (Number.isNaN(value)) return state;
  const volume = clampVolume(value);
  return volume > 0 ? { ...state, volume, muted: false } : { ...state, volume };
}

/** Mute remembers the volume and sets it to 0; unmute restores it (the default when it was 0). */
function toggleMute<T extends PlayerItem>(state: State<T>): State<T> {
  if (state.muted) {
    const volume = state.volumeBeforeMute > 0 ? state.volumeBeforeMute : DEFAULT_VOLUME;
    return { ...state, muted: false, volume };
  }
  const volumeBeforeMute = state.volume > 0 ? state.volume : state.volumeBeforeMute;
  return { ...state, muted: true, volume: 0, volumeBeforeMute };
}

const clamp = (value: number, max: number) => Math.min(max, Math.max(0, value));
const seconds = (value: number) => (Number.isFinite(value) && value > 0 ? value : 0);

/** Seeks within 0…duration. */
function seek<T extends PlayerItem>(state: State<T>, time: number): State<T> {
  return Number.isNaN(time) ? state : { ...state, currentTime: clamp(time, state.duration) };
}

/** The polled time and duration of the media element; an unknown duration does not limit the time. */
function progress<T extends PlayerItem>(state: State<T>, time: number, rawDuration: number): State<T> {
  const duration = seconds(rawDuration);
  return { ...state, duration, currentTime: clamp(seconds(time), duration || Infinity) };
}

const setPlaying = <T extends PlayerItem>(state: State<T>, playing: boolean): State<T> =>
  state.currentId === null || state.playing === playing ? state : { ...state, playing };

/** The player reducer; `random` picks shuffled tracks (`Math.random` unless a test injects its own). */
export function createPlayerReducer(random: RandomSource = Math.random) {
  return function playerReducer<T extends PlayerItem>(state: State<T>, action: PlayerAction<T>): State<T> {
    switch (action.type) {
      case 'startPlaylist':
        return startPlaylist(state, action.items, action.startId);
      case 'select':
        return select(state, action.id);
      case 'play':
        return setPlaying(state, true);
      case 'pause':
        return setPlaying(state, false);
      case 'togglePlay':
        return setPlaying(state, !state.playing);
      case 'next':
        return next(state, random);
      case 'previous':
        return previous(state, random);
      case 'ended':
        return ended(state, random);
      case 'seek':
        return seek(state, action.time);
      case 'progress':
        return progress(state, action.time, action.duration);
      case 'setVolume':
        return setVolume(state, action.volume);
      case 'toggleMute':
        return toggleMute(state);
      case 'toggleShuffle':
        return toggleShuffle(state);
      case 'cycleRepeat':
        return cycleRepeat(state);
      case 'playNext':
        return enqueue(state, action.item, 'next');
      case 'addToQueue':
        return enqueue(state, action.item, 'last');
      case 'remove':
        return remove(state, action.id);
      case 'reorder':
        return reorder(state, action.fromIndex, action.toIndex);
      case 'close':
        return close(state);
    }
  };
}

const stepVolume = (volume: number, delta: number) => Math.round((volume + delta) * 100) / 100;

/** The action a keyboard shortcut dispatches: seeking moves 5 s, the volume steps by 0.1. */
export function shortcutAction<T extends PlayerItem>(
  shortcut: PlayerShortcut,
  state: State<T>,
): PlayerAction<T> {
  switch (shortcut) {
    case 'seekBack':
      return { type: 'seek', time: state.currentTime - SEEK_STEP_SECONDS };
    case 'seekForward':
      return { type: 'seek', time: state.currentTime + SEEK_STEP_SECONDS };
    case 'volumeUp':
      return { type: 'setVolume', volume: stepVolume(state.volume, VOLUME_STEP) };
    case 'volumeDown':
      return { type: 'setVolume', volume: stepVolume(state.volume, -VOLUME_STEP) };
    default:
      return { type: shortcut };
  }
}
