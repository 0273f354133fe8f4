import {
  createPlayerReducer,
  currentItem,
  type PlayerAction,
  type PlayerState,
  type RandomSource,
} from '../../domain/player';
import { MediaSync, type PlayerStoreEvents } from './media-sync';
import type { PlayerTrack } from './player-track';

export type { PlayerStoreEvents };
export type TrackPlayerState = PlayerState<PlayerTrack>;
export type TrackPlayerAction = PlayerAction<PlayerTrack>;

export interface PlayerStore {
  getState(): TrackPlayerState;
  subscribe(listener: () => void): () => void;
  dispatch(action: TrackPlayerAction): void;
  /** Binds the store to its media element and loads the current track, paused; returns the undo. */
  attach(): () => void;
}

/**
 * The player's state (the pure reducer of src/domain/player.ts) bound to one media element: every
 * dispatch runs the reducer and then applies the change to the element synchronously, so a Play click
 * reaches `play()` inside the user gesture. The element's events come back as actions.
 */
export function createPlayerStore(
  audio: HTMLAudioElement,
  initial: TrackPlayerState,
  events: PlayerStoreEvents,
  random?: RandomSource,
): PlayerStore {
  const reducer = createPlayerReducer(random);
  const listeners = new Set<() => void>();
  let state: TrackPlayerState = { ...initial, playing: false };
  let attached = false;

  /** Before the element knows the duration, the track's own duration bounds a seek. */
  const withKnownDuration = (current: TrackPlayerState): TrackPlayerState => {
    const track = currentItem(current);
    if (current.duration > 0 || !track || !(track.duration > 0)) return current;
    return reducer(current, { type: 'progress', time: current.currentTime, duration: track.duration });
  };

  const dispatch = (action: TrackPlayerAction) => {
    const prev = state;
    const next = reducer(action.type === 'seek' ? withKnownDuration(prev) : prev, action);
    if (next === prev) return;
    state = next;
    if (attached) media.apply(prev, next, action.type);
    listeners.forEach((listener) => listener());
  };
  const media = new MediaSync(audio, () => state, dispatch, events);

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispatch,
    attach() {
      if (state.playing) dispatch({ type: 'pause' });
      attached = true;
      media.attach();
      return () => {
        attached = false;
        media.detach();
      };
    },
  };
}
