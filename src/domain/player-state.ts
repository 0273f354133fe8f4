import { DEFAULT_VOLUME, type RepeatMode } from './player-controls';
import type { PlayerItem } from './player-list';

/**
 * The player's state machine (docs/product.md §4 Player), generic over the queued item.
 *
 * `queue` is the play order. With shuffle on, next picks at random among the tracks after the current one
 * (those not yet played in this round) and moves the pick directly after the current one, so the tracks
 * before the current one are the ones already played. `originalQueue` is the list order, kept for turning
 * shuffle off; queue edits apply to both lists.
 */
export interface PlayerState<T extends PlayerItem = PlayerItem> {
  queue: readonly T[];
  originalQueue: readonly T[];
  currentId: string | null;
  playing: boolean;
  /** 0…1; 0 while muted. */
  volume: number;
  muted: boolean;
  /** The volume before muting, restored by unmuting. */
  volumeBeforeMute: number;
  /** Seconds; 0 until the media reports it. */
  duration: number;
  currentTime: number;
  shuffle: boolean;
  repeat: RepeatMode;
}

export type PlayerAction<T extends PlayerItem = PlayerItem> =
  | { type: 'startPlaylist'; items: readonly T[]; startId?: string }
  | { type: 'select'; id: string }
  | { type: 'play' }
  | { type: 'pause' }
  | { type: 'togglePlay' }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'ended' }
  | { type: 'seek'; time: number }
  | { type: 'progress'; time: number; duration: number }
  | { type: 'setVolume'; volume: number }
  | { type: 'toggleMute' }
  | { type: 'toggleShuffle' }
  | { type: 'cycleRepeat' }
  | { type: 'playNext'; item: T }
  | { type: 'addToQueue'; item: T }
  | { type: 'remove'; id: string }
  | { type: 'reorder'; fromIndex: number; toIndex: number }
  | { type: 'close' };

export function initialPlayerState<T extends PlayerItem>(): PlayerState<T> {
  return {
    queue: [],
    originalQueue: [],
    currentId: null,
    playing: false,
    volume: DEFAULT_VOLUME,
    muted: false,
    volumeBeforeMute: DEFAULT_VOLUME,
    duration: 0,
    currentTime: 0,
    shuffle: false,
    repeat: 'off',
  };
}

/** The current track, picked by id from the queue. */
export function currentItem<T extends PlayerItem>(state: PlayerState<T>): T | null {
  return state.queue.find((item) => item.id === state.currentId) ?? null;
}

type State<T extends PlayerItem> = PlayerState<T>;

/** Plays the track `id` from its start; the same track restarts and keeps its duration. */
export function goTo<T extends PlayerItem>(state: State<T>, id: string, playing = true): State<T> {
  const duration = id === state.currentId ? state.duration : 0;
  return { ...state, currentId: id, currentTime: 0, duration, playing };
}

/** Stops at the end of the list: the current track stays, rewound to 0 so play starts it again. */
export const stop = <T extends PlayerItem>(state: State<T>): State<T> => ({
  ...state,
  playing: false,
  currentTime: 0,
});

/** Empties the player and stops; volume, mute, shuffle and repeat are preferences and stay. */
export function close<T extends PlayerItem>(state: State<T>): State<T> {
  const { volume, muted, volumeBeforeMute, shuffle, repeat } = state;
  return { ...initialPlayerState<T>(), volume, muted, volumeBeforeMute, shuffle, repeat };
}
