import { LISTEN_COMPLETE_SECONDS } from '../../domain/listens';

/**
 * Watches the shared media element for the listen just recorded: once its position passes 30 s,
 * `complete(listenId)` is called, once per listen (a completed play in the owner's statistics). A new
 * listen (every track start records one) replaces the one watched; `stop` detaches.
 */
export function watchListenCompletion(audio: HTMLAudioElement, complete: (listenId: string) => void) {
  let watched: string | null = null;
  const onTime = () => {
    if (!watched || audio.currentTime < LISTEN_COMPLETE_SECONDS) return;
    const listenId = watched;
    watched = null;
    complete(listenId);
  };
  audio.addEventListener('timeupdate', onTime);
  return {
    /** The listen of the track the element plays now. */
    watch(listenId: string) {
      watched = listenId;
      onTime();
    },
    stop() {
      audio.removeEventListener('timeupdate', onTime);
    },
  };
}
