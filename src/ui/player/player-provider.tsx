import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSnackbar } from '../components/snackbar';
import { useApi } from '../hooks/use-api';
import { PlayerContext, type PlayerContextValue } from '../hooks/use-player';
import { useSession } from '../hooks/use-session';
import { audioErrorMessage, refineSourceError, type AudioErrorCause } from './audio-errors';
import { warmAudioOutputOnFirstGesture } from './audio-output-warmup';
import { createControls } from './controls';
import { usePlayerT } from './i18n';
import { watchListenCompletion } from './listen-completion';
import { createPlayerSaver, loadPlayer } from './player-storage';
import {
  createPlayerStore,
  type PlayerStore,
  type PlayerStoreEvents,
  type TrackPlayerState,
} from './player-store';
import { sharedAudio } from './shared-audio';
import { createTabLock, type TabLock } from './tab-lock';
import { warmUpcomingTracks } from './upcoming-warmer';
import { useMediaSession } from './use-media-session';
import { usePlayerShortcuts } from './use-player-shortcuts';

/**
 * The library's calls load with the first listen recorded: they bring the operations' schemas, which the
 * sign-in page (where a visitor's player is restored) does without.
 */
const libraryApi = () => import('../../sync/library-api');

/** How often the position is written while playing; pagehide and every other change write at once. */
const SAVE_INTERVAL_MS = 2000;

/** Whether nothing but the polled time and duration differs. */
function onlyPositionMoved(before: TrackPlayerState, after: TrackPlayerState): boolean {
  const keys = Object.keys(after) as (keyof TrackPlayerState)[];
  return keys.every((key) => key === 'currentTime' || key === 'duration' || before[key] === after[key]);
}

/** Writes the player to localStorage on changes (the position at most every 2 s) and when the page hides. */
function usePersistence(store: PlayerStore, userKey: string) {
  useEffect(() => {
    const save = createPlayerSaver(userKey);
    let timer: ReturnType<typeof setTimeout> | null = null;
    let saved = store.getState();
    const flush = () => {
      if (timer) clearTimeout(timer);
      timer = null;
      saved = store.getState();
      save(saved);
    };
    const onChange = () => {
      if (onlyPositionMoved(saved, store.getState())) timer ??= setTimeout(flush, SAVE_INTERVAL_MS);
      else flush();
    };
    const onHide = () => flush();
    const unsubscribe = store.subscribe(onChange);
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      flush();
      unsubscribe();
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onHide);
    };
  }, [store, userKey]);
}

interface Latest {
  onAudioError(cause: AudioErrorCause, url?: string): void;
  onTrackStart(trackId: string): void;
  lock: TabLock | null;
}

/** Events that always call the latest callbacks, so the store never has to be rebuilt for them. */
function forwardEvents(latest: { current: Latest }): PlayerStoreEvents {
  return {
    onAudioError: (cause, url) => latest.current.onAudioError(cause, url),
    onTrackStart: (trackId) => latest.current.onTrackStart(trackId),
    onPlaying: () => latest.current.lock?.claim(),
  };
}

function PlayerEffects() {
  useMediaSession();
  usePlayerShortcuts();
  return null;
}

/**
 * The player of the signed-in user, or of the signed-out visitor ('guest'): one store over the one
 * shared media element, saved per user, paused when another tab starts playing.
 */
export function PlayerProvider({ children }: { children: ReactNode }) {
  const { state: session } = useSession();
  const userKey = session.user?._id ?? 'guest';
  const signedIn = session.user !== null;
  const api = useApi();
  const t = usePlayerT();
  const { show } = useSnackbar();
  const [audio] = useState(sharedAudio);
  const latest = useRef<Latest>({ onAudioError: () => undefined, onTrackStart: () => undefined, lock: null });
  const [events] = useState(() => forwardEvents(latest));

  useEffect(() => {
    const completion = watchListenCompletion(audio, (listenId) => {
      libraryApi()
        .then((library) => library.recordListenComplete(api, listenId))
        .catch((error: unknown) => console.warn('The completed listen was not recorded', error));
    });
    latest.current.onAudioError = (cause, url) =>
      void (url ? refineSourceError(api, cause, url) : Promise.resolve(cause)).then((refined) =>
        show({ title: t(audioErrorMessage[refined]), type: 'negative' }),
      );
    latest.current.onTrackStart = (trackId) => {
      if (signedIn)
        libraryApi()
          .then((library) => library.recordListen(api, trackId))
          .then(
            (listen) => completion.watch(listen.id),
            (error: unknown) => console.warn('The listen was not recorded', error),
          );
    };
    return () => completion.stop();
  }, [api, audio, show, signedIn, t]);

  const store = useMemo(
    () => createPlayerStore(audio, loadPlayer(userKey), events),
    [audio, events, userKey],
  );
  useEffect(() => store.attach(), [store]);
  useEffect(() => {
    const callbacks = latest.current;
    const lock = createTabLock(() => store.dispatch({ type: 'pause' }));
    callbacks.lock = lock;
    return () => {
      lock.close();
      if (callbacks.lock === lock) callbacks.lock = null;
    };
  }, [store]);
  usePersistence(store, userKey);
  useEffect(() => warmUpcomingTracks(store, audio, api), [store, audio, api]);
  useEffect(() => warmAudioOutputOnFirstGesture(), []);

  const value = useMemo<PlayerContextValue>(
    () => ({ store, controls: createControls(store), audio }),
    [store, audio],
  );
  return (
    <PlayerContext.Provider value={value}>
      <PlayerEffects />
      {children}
    </PlayerContext.Provider>
  );
}
