import { currentItem, PROGRESS_POLL_MS, type PlayerAction, type PlayerState } from '../../domain/player';
import { audioSupported, mediaErrorCause, type AudioErrorCause } from './audio-errors';
import type { PlayerTrack } from './player-track';
import { loadSource, startPlayback, unloadSource } from './shared-audio';

type State = PlayerState<PlayerTrack>;
type Action = PlayerAction<PlayerTrack>;

/** What the player reports to the page around it. */
export interface PlayerStoreEvents {
  /**
   * Audio could not play; playback has stopped (docs/product.md §8 Reactions). `url` is the source that
   * failed, when a source failed (its cause may need refining, `refineSourceError`).
   */
  onAudioError(cause: AudioErrorCause, url?: string): void;
  /** A track started from its beginning, or after loading (docs/product.md §4: a listen is recorded). */
  onTrackStart(trackId: string): void;
  /** The media element started to play. */
  onPlaying(): void;
}

/** Actions that move the position of the same track; all but seek start it again from 0. */
const positionActions = new Set<Action['type']>([
  'seek',
  'next',
  'previous',
  'ended',
  'select',
  'startPlaylist',
]);
const restartActions = new Set<Action['type']>(['next', 'previous', 'ended', 'select', 'startPlaylist']);

/**
 * Keeps one media element in step with the player state: `apply` turns a state change into element
 * calls (source, position, volume, play, pause) and the element's events come back as actions.
 */
export class MediaSync {
  private loaded: { id: string; url: string } | null = null;
  private pendingStart: number | null = null;
  private listenPending = false;
  private poll: ReturnType<typeof setInterval> | null = null;
  private readonly handlers: [string, () => void][];

  constructor(
    private readonly audio: HTMLAudioElement,
    private readonly getState: () => State,
    private readonly dispatch: (action: Action) => void,
    private readonly events: PlayerStoreEvents,
  ) {
    this.handlers = [
      ['ended', () => dispatch({ type: 'ended' })],
      ['pause', () => this.onPause()],
      ['play', () => this.loaded && dispatch({ type: 'play' })],
      ['playing', () => this.onPlaying()],
      ['loadedmetadata', () => this.onMetadata()],
      ['seeked', () => this.report()],
      ['error', () => this.onError()],
    ];
  }

  /** Listens to the element and loads the current track, paused at its position. */
  attach(): void {
    this.handlers.forEach(([name, handler]) => this.audio.addEventListener(name, handler));
    const state = this.getState();
    this.audio.volume = state.volume;
    const track = currentItem(state);
    if (track) this.load(track, track.cloudUrl, state.currentTime, false);
  }

  detach(): void {
    this.handlers.forEach(([name, handler]) => this.audio.removeEventListener(name, handler));
    this.setPolling(false);
    if (this.loaded) unloadSource(this.audio);
    this.loaded = null;
  }

  /** Applies the change from `prev` to `next` (made by an action of `type`) to the element. */
  apply(prev: State, next: State, type: Action['type']): void {
    const track = currentItem(next);
    if (!track) return this.unload();
    if (this.audio.volume !== next.volume) this.audio.volume = next.volume;
    const changed = this.loaded?.id !== track.id;
    const restarted = !changed && restartActions.has(type);
    if (changed) this.load(track, track.cloudUrl, next.currentTime, next.playing);
    else if (positionActions.has(type)) this.seek(next.currentTime);
    if (restarted) this.listenPending = true;
    if (next.playing && (changed || restarted || !prev.playing)) this.play(track);
    else if (!next.playing && !this.audio.paused) this.audio.pause();
    this.setPolling(next.playing);
  }

  private unload() {
    if (this.loaded) unloadSource(this.audio);
    this.loaded = null;
    this.setPolling(false);
  }

  private load(track: PlayerTrack, url: string, at: number, playing: boolean) {
    this.loaded = { id: track.id, url };
    this.listenPending = true;
    this.pendingStart = at > 0 ? at : null;
    loadSource(this.audio, url, playing);
  }

  private readonly refuse = (cause: AudioErrorCause) => {
    this.dispatch({ type: 'pause' });
    this.events.onAudioError(cause);
  };

  private play(track: PlayerTrack) {
    if (!audioSupported(this.audio)) return this.refuse('noSupport');
    // A failed source is tried again from the start of the fallback chain.
    if (this.audio.error) this.load(track, track.cloudUrl, this.getState().currentTime, true);
    startPlayback(this.audio, this.refuse);
  }

  private seek(time: number) {
    if (this.audio.readyState === 0) this.pendingStart = time;
    else this.audio.currentTime = time;
  }

  private readonly report = () => {
    const { audio } = this;
    if (this.loaded && audio.readyState > 0)
      this.dispatch({ type: 'progress', time: audio.currentTime, duration: audio.duration });
  };

  private setPolling(on: boolean) {
    if (on && !this.poll) this.poll = setInterval(this.report, PROGRESS_POLL_MS);
    if (!on && this.poll) {
      clearInterval(this.poll);
      this.poll = null;
    }
  }

  private onPause() {
    const { audio } = this;
    if (audio.paused && !audio.ended && !audio.error && this.loaded) this.dispatch({ type: 'pause' });
    // The exact position where it stopped, not the last poll's.
    this.report();
  }

  private onPlaying() {
    this.events.onPlaying();
    if (this.loaded && this.listenPending) {
      this.listenPending = false;
      this.events.onTrackStart(this.loaded.id);
    }
    this.report();
  }

  private onMetadata() {
    if (this.pendingStart !== null) this.audio.currentTime = this.pendingStart;
    this.pendingStart = null;
    this.report();
  }

  /** The mp3 failed: the wav is tried next; when that fails too, playback stops with a message. */
  private onError() {
    const state = this.getState();
    const track = currentItem(state);
    const cause = mediaErrorCause(this.audio.error?.code);
    const loaded = this.loaded;
    if (!track || !loaded || loaded.id !== track.id || !cause) return;
    if (track.cloudUrlWav && loaded.url !== track.cloudUrlWav) {
      this.load(track, track.cloudUrlWav, this.audio.currentTime || state.currentTime, state.playing);
      if (state.playing) startPlayback(this.audio, this.refuse);
      return;
    }
    this.dispatch({ type: 'pause' });
    this.events.onAudioError(cause, loaded.url);
  }
}
