import { createContext, useContext, useSyncExternalStore } from 'react';
import { currentItem } from '../../domain/player';
import type { TrackDocument } from '../../domain/catalog';
import type { PlayerStore, TrackPlayerAction, TrackPlayerState } from '../player/player-store';
import type { PlayerTrack } from '../player/player-track';

export type { PlayerTrack, TrackPlayerState };

/** What any screen can ask of the player. Every function is stable for the life of the signed-in user. */
export interface PlayerControls {
  dispatch(action: TrackPlayerAction): void;
  /** Sets the queue to `tracks` and plays `startId` (the first track when missing). */
  playTracks(tracks: readonly TrackDocument[], startId?: string): void;
  /** Queues a track right after the current one. */
  playNext(track: TrackDocument): void;
  /** Queues a track at the end. */
  addToQueue(track: TrackDocument): void;
  toggle(): void;
  next(): void;
  previous(): void;
  /** Seconds. */
  seek(time: number): void;
  setVolume(volume: number): void;
  toggleMute(): void;
  toggleShuffle(): void;
  cycleRepeat(): void;
  /** Plays a queued track from its start. */
  select(id: string): void;
  remove(id: string): void;
  reorder(fromIndex: number, toIndex: number): void;
  /** Stops and empties the player. */
  close(): void;
}

export interface PlayerContextValue {
  store: PlayerStore;
  controls: PlayerControls;
  /** The media element every track plays through. */
  audio: HTMLAudioElement;
}

export const PlayerContext = createContext<PlayerContextValue | null>(null);

export function usePlayerContext(): PlayerContextValue {
  const value = useContext(PlayerContext);
  if (!value) throw new Error('usePlayer must be used inside <PlayerProvider>');
  return value;
}

/** The player's controls without subscribing to its state (no re-render on progress). */
export function usePlayerControls(): PlayerControls {
  return usePlayerContext().controls;
}

/** One value derived from the player state; the component re-renders only when that value changes. */
export function usePlayerSelector<T>(select: (state: TrackPlayerState) => T): T {
  const { store } = usePlayerContext();
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.getState()),
    () => select(store.getState()),
  );
}

/** The whole player state (re-renders on every progress tick), the current track and the controls. */
export function usePlayer(): PlayerControls & { state: TrackPlayerState; current: PlayerTrack | null } {
  const { store, controls } = usePlayerContext();
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return { ...controls, state, current: currentItem(state) };
}

/** Whether `trackId` is the current track and playing. */
export function useIsPlaying(trackId: string): boolean {
  return usePlayerSelector((state) => state.currentId === trackId && state.playing);
}
