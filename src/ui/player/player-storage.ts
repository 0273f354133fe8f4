import { initialPlayerState, playerSnapshot, restorePlayer, type PlayerState } from '../../domain/player';
import { readPlayerTrack, type PlayerTrack } from './player-track';

/** The key of one user's (or the signed-out visitor's) player in localStorage. */
const playerStorageKey = (userKey: string) => `cueline.player.${userKey}`;

interface StoredPlayer {
  snapshot: unknown;
  tracks: unknown;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function readStored(userKey: string): StoredPlayer | null {
  const raw = storage()?.getItem(playerStorageKey(userKey));
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null ? (parsed as StoredPlayer) : null;
  } catch {
    return null;
  }
}

/** The saved player of `userKey`, paused at its saved position; the initial player when none is saved. */
export function loadPlayer(userKey: string): PlayerState<PlayerTrack> {
  const stored = readStored(userKey);
  if (!stored) return initialPlayerState<PlayerTrack>();
  const tracks = Array.isArray(stored.tracks) ? stored.tracks.map(readPlayerTrack) : [];
  return restorePlayer(
    stored.snapshot,
    tracks.filter((track): track is PlayerTrack => track !== null),
  );
}

/**
 * A saver for `userKey`: the queue, its tracks' display data and the position. The tracks' JSON is kept
 * while the queue is the same array, and nothing is written when the text did not change.
 */
export function createPlayerSaver(userKey: string): (state: PlayerState<PlayerTrack>) => void {
  let queue: readonly PlayerTrack[] | null = null;
  let tracksJson = '[]';
  let written: string | null = null;
  return (state) => {
    if (state.queue !== queue) {
      queue = state.queue;
      tracksJson = JSON.stringify(state.queue);
    }
    const value = `{"snapshot":${JSON.stringify(playerSnapshot(state))},"tracks":${tracksJson}}`;
    if (value === written) return;
    try {
      storage()?.setItem(playerStorageKey(userKey), value);
      written = value;
    } catch (error) {
      console.warn('The player could not be saved', error);
    }
  };
}
