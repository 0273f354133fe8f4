import type { TrackDocument } from '../../domain/catalog';
import type { PlayerControls } from '../hooks/use-player';
import type { PlayerStore } from './player-store';
import { toPlayerTrack } from './player-track';

/** The player's controls over one store; every function is stable. */
export function createControls(store: PlayerStore): PlayerControls {
  const { dispatch } = store;
  return {
    dispatch,
    playTracks: (tracks: readonly TrackDocument[], startId?: string) =>
      dispatch({ type: 'startPlaylist', items: tracks.map(toPlayerTrack), ...(startId ? { startId } : {}) }),
    playNext: (track) => dispatch({ type: 'playNext', item: toPlayerTrack(track) }),
    addToQueue: (track) => dispatch({ type: 'addToQueue', item: toPlayerTrack(track) }),
    toggle: () => dispatch({ type: 'togglePlay' }),
    next: () => dispatch({ type: 'next' }),
    previous: () => dispatch({ type: 'previous' }),
    seek: (time) => dispatch({ type: 'seek', time }),
    setVolume: (volume) => dispatch({ type: 'setVolume', volume }),
    toggleMute: () => dispatch({ type: 'toggleMute' }),
    toggleShuffle: () => dispatch({ type: 'toggleShuffle' }),
    cycleRepeat: () => dispatch({ type: 'cycleRepeat' }),
    select: (id) => dispatch({ type: 'select', id }),
    remove: (id) => dispatch({ type: 'remove', id }),
    reorder: (fromIndex, toIndex) => dispatch({ type: 'reorder', fromIndex, toIndex }),
    close: () => dispatch({ type: 'close' }),
  };
}
