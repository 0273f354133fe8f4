import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

const onlineNow = () => navigator.onLine !== false;

/** Whether the browser reports a network connection, following its online and offline events. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, onlineNow, () => true);
}
