import { useSyncExternalStore } from 'react';

/**
 * The page's side of the service worker (src/service-worker/service-worker.ts): registers /sw.js in a
 * production build, and tells when a newer build's worker has taken over this page, whose code is then
 * the old build's: the shell offers a reload (src/ui/app/connection-banner.tsx).
 */
let updated = false;
const listeners = new Set<() => void>();

function markUpdated() {
  updated = true;
  listeners.forEach((listener) => listener());
}

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  // A page no worker controlled yet (the first visit) is not outdated when the first worker claims it.
  const hadController = container.controller !== null;
  container.addEventListener('controllerchange', () => {
    if (hadController) markUpdated();
  });
  const register = () =>
    container
      .register('/sw.js')
      .then((registration) => {
        // A tab left open looks for a new build whenever the connection returns.
        window.addEventListener('online', () => void registration.update().catch(() => undefined));
      })
      .catch((error: unknown) => console.warn('The service worker was not registered', error));
  // After the page's own loading, so the precache does not compete with it.
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a newer build took over since this page loaded. */
export function useShellUpdated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => updated,
    () => false,
  );
}
