import { playRejectionCause, type AudioErrorCause } from './audio-errors';

let shared: HTMLAudioElement | null = null;

/**
 * The one media element every track plays through (the waveform draws over the same element). It lives
 * in the document so the page, its tests and the browser's media controls all see the same one.
 */
export function sharedAudio(): HTMLAudioElement {
  if (shared) return shared;
  // A page rendered at build time (src/ui/app/prerender-page.tsx) has no document; effects, which play, do not run there.
  if (typeof document === 'undefined') return {} as HTMLAudioElement;
  const audio = document.createElement('audio');
  audio.preload = 'metadata';
  audio.dataset.player = 'shared';
  audio.hidden = true;
  document.body.appendChild(audio);
  shared = audio;
  return audio;
}

/** Points the element at `url`; `playing` loads the whole file ahead, a paused track only its metadata. */
export function loadSource(audio: HTMLAudioElement, url: string, playing: boolean): void {
  audio.preload = playing ? 'auto' : 'metadata';
  audio.src = url;
}

/** Stops and empties the element, so it holds no file any more. */
export function unloadSource(audio: HTMLAudioElement): void {
  audio.pause();
  audio.removeAttribute('src');
  audio.load();
}

/** Starts playback; a refusal that needs reporting reaches `onRefused` with its cause. */
export function startPlayback(audio: HTMLAudioElement, onRefused: (cause: AudioErrorCause) => void): void {
  let started: Promise<void> | undefined;
  try {
    started = audio.play();
  } catch (error) {
    const cause = playRejectionCause(error);
    if (cause) onRefused(cause);
    return;
  }
  started?.catch((error: unknown) => {
    const cause = playRejectionCause(error);
    if (cause) onRefused(cause);
  });
}

/** Absolute form of a same-origin path, as the media element reports its `src`. */
export function absoluteUrl(url: string): string {
  try {
    return new URL(url, document.baseURI).href;
  } catch {
    return url;
  }
}
