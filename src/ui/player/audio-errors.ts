import type { ApiClient } from '../../sync/api-client';
import { fetchAudioStart } from '../../sync/audio-bytes';
import type { PlayerKey } from './i18n';

/** Why audio could not play (docs/product.md §8 Reactions): each cause has its own message. */
export type AudioErrorCause = 'noSupport' | 'noCodec' | 'decode' | 'needsGesture' | 'load';

export const audioErrorMessage: Record<AudioErrorCause, PlayerKey> = {
  noSupport: 'errorNoSupport',
  noCodec: 'errorNoCodec',
  decode: 'errorDecode',
  needsGesture: 'errorNeedsGesture',
  load: 'errorLoad',
};

/** MediaError codes (HTML standard); the DOM constants are not there in every test environment. */
const MEDIA_ERR_ABORTED = 1;
const MEDIA_ERR_NETWORK = 2;
const MEDIA_ERR_DECODE = 3;
const MEDIA_ERR_SRC_NOT_SUPPORTED = 4;

/** Whether this browser can play audio at all. */
export function audioSupported(audio: HTMLAudioElement | null): boolean {
  if (!audio || typeof audio.canPlayType !== 'function') return false;
  return audio.canPlayType('audio/mpeg') !== '' || audio.canPlayType('audio/wav') !== '';
}

/** The cause of a media element error, or null for an aborted load (a new source was set). */
export function mediaErrorCause(code: number | undefined): AudioErrorCause | null {
  switch (code) {
    case MEDIA_ERR_ABORTED:
      return null;
    case MEDIA_ERR_DECODE:
      return 'decode';
    case MEDIA_ERR_SRC_NOT_SUPPORTED:
      return 'noCodec';
    case MEDIA_ERR_NETWORK:
    default:
      return 'load';
  }
}

/**
 * The cause of a rejected `play()`: NotAllowedError means the browser wants a user gesture first. An
 * AbortError (the source changed or pause came first) and a NotSupportedError (the source failed, which
 * the element's error event reports) are no cause of their own.
 */
export function playRejectionCause(error: unknown): AudioErrorCause | null {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError') return 'needsGesture';
  if (name === 'AbortError' || name === 'NotSupportedError') return null;
  return 'load';
}

/**
 * Browsers report an unreachable file (404, 500) like an unsupported format, so an unsupported source
 * is asked for its first byte through the API client: a failing answer means loading failed, a good one
 * that the codec is missing.
 */
export async function refineSourceError(
  api: ApiClient,
  cause: AudioErrorCause,
  url: string,
): Promise<AudioErrorCause> {
  if (cause !== 'noCodec') return cause;
  return (await fetchAudioStart(api, url, 1)) ? 'noCodec' : 'load';
}
