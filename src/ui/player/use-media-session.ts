import { useEffect } from 'react';
import { SEEK_STEP_SECONDS } from '../../domain/player';
import { usePlayerContext, usePlayerSelector } from '../hooks/use-player';
import type { PlayerControls } from '../hooks/use-player';
import type { PlayerStore } from './player-store';
import type { PlayerTrack } from './player-track';
import { absoluteUrl } from './shared-audio';

const mediaSession = (): MediaSession | null =>
  typeof navigator !== 'undefined' && 'mediaSession' in navigator ? navigator.mediaSession : null;

function metadataFor(track: PlayerTrack): MediaMetadata | null {
  if (typeof MediaMetadata === 'undefined') return null;
  const artwork = track.coverImageUrl ? [{ src: absoluteUrl(track.coverImageUrl) }] : [];
  return new MediaMetadata({
    title: track.title,
    artist: track.artistName,
    album: track.albumTitle ?? '',
    artwork,
  });
}

function setHandler(
  session: MediaSession,
  action: MediaSessionAction,
  handler: MediaSessionActionHandler | null,
) {
  try {
    session.setActionHandler(action, handler);
  } catch {
    // This browser does not know the action.
  }
}

function bindHandlers(session: MediaSession, store: PlayerStore, controls: PlayerControls): () => void {
  const offset = (details: MediaSessionActionDetails) => details.seekOffset ?? SEEK_STEP_SECONDS;
  const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
    ['play', () => controls.dispatch({ type: 'play' })],
    ['pause', () => controls.dispatch({ type: 'pause' })],
    ['stop', () => controls.close()],
    ['previoustrack', () => controls.previous()],
    ['nexttrack', () => controls.next()],
    ['seekto', (details) => details.seekTime !== undefined && controls.seek(details.seekTime)],
    ['seekbackward', (details) => controls.seek(store.getState().currentTime - offset(details))],
    ['seekforward', (details) => controls.seek(store.getState().currentTime + offset(details))],
  ];
  handlers.forEach(([action, handler]) => setHandler(session, action, handler));
  return () => handlers.forEach(([action]) => setHandler(session, action, null));
}

/** OS media keys and lock-screen controls through the Media Session API. */
export function useMediaSession(): void {
  const { store, controls } = usePlayerContext();
  const track = usePlayerSelector((state) => state.queue.find((item) => item.id === state.currentId) ?? null);
  const playing = usePlayerSelector((state) => state.playing);
  const position = usePlayerSelector((state) => Math.floor(state.currentTime));
  const duration = usePlayerSelector((state) => state.duration);

  useEffect(() => {
    const session = mediaSession();
    return session ? bindHandlers(session, store, controls) : undefined;
  }, [store, controls]);

  useEffect(() => {
    const session = mediaSession();
    if (session) session.metadata = track ? metadataFor(track) : null;
  }, [track]);

  useEffect(() => {
    const session = mediaSession();
    if (session) session.playbackState = track ? (playing ? 'playing' : 'paused') : 'none';
  }, [track, playing]);

  useEffect(() => {
    const session = mediaSession();
    if (!session?.setPositionState || !(duration > 0)) return;
    try {
      session.setPositionState({ duration, position: Math.min(position, duration), playbackRate: 1 });
    } catch {
      // An inconsistent position is skipped; the next tick sends a good one.
    }
  }, [position, duration]);
}
