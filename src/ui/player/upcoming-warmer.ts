import { upcoming } from '../../domain/player';
import type { ApiClient } from '../../sync/api-client';
import { fetchAudioStart } from '../../sync/audio-bytes';
import type { PlayerStore } from './player-store';

/**
 * The first bytes of a track fetched ahead: enough for the media element to read the header and start
 * (a 60 s mp3 at 128 kbit/s is ~1 MB; 256 KB is its first 16 s). Audio is served immutable with Range
 * support, so the browser's HTTP cache answers the element's own request for these bytes.
 */
const WARM_AUDIO_BYTES = 256 * 1024;

/** Fetches the start of `url` into the HTTP cache; failures only mean the later start is not faster. */
function warmAudio(api: ApiClient, url: string): Promise<void> {
  return fetchAudioStart(api, url, WARM_AUDIO_BYTES).then(() => undefined);
}

const warmedUrls = new Set<string>();

/**
 * `warmAudio` once per URL and page: for a sign of intent (the pointer on a Play button, or focus on it),
 * so the click that follows starts from cached bytes. Repeated hovers fetch nothing more.
 */
export function warmAudioOnce(api: ApiClient, url: string | null | undefined): void {
  if (!url || warmedUrls.has(url)) return;
  warmedUrls.add(url);
  void warmAudio(api, url);
}

/**
 * While a track plays, the one Next will play (list order, see `upcoming`) is fetched ahead once: the
 * start of its audio and its waveform peaks. It waits for the current track's `playing` event, so it
 * never competes with the start it is meant to speed up. Returns the undo.
 */
export function warmUpcomingTracks(store: PlayerStore, audio: HTMLAudioElement, api: ApiClient): () => void {
  let warmed: string | null = null;
  const check = () => {
    const state = store.getState();
    if (!state.playing || audio.paused || audio.readyState < HTMLMediaElement.HAVE_FUTURE_DATA) return;
    const item = upcoming(state);
    if (!item || item.id === warmed) return;
    warmed = item.id;
    void warmAudio(api, item.cloudUrl);
    // The peaks' call loads here, while a track plays: the first page does without its schemas.
    import('../../sync/catalog/catalog-browse-api')
      .then((browse) => browse.prefetchTrackPeaks(api, item.id))
      .catch(() => undefined);
  };
  audio.addEventListener('playing', check);
  const unsubscribe = store.subscribe(check);
  return () => {
    audio.removeEventListener('playing', check);
    unsubscribe();
  };
}
