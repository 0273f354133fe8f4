import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** How often a chunk is asked for while the browser says it is online, before the failure stands. */
const ONLINE_ATTEMPTS = 4;
const FIRST_RETRY_MS = 1000;

/**
 * Imports a chunk, asking again until it arrives. A page the service worker does not serve yet (a first
 * visit, a browser without one) that loses the network before one of its later parts has loaded gets that
 * part once the connection returns, instead of an error in the part that waits for it. Offline, the next
 * try waits for the browser's `online` event; online, it waits 1, 2, then 4 s, and the fourth failure
 * stands (a build the server no longer has: the error screen offers a reload).
 */
export function importWhenReachable<T>(load: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let failedOnline = 0;
    const attempt = () => {
      load().then(resolve, (error: unknown) => {
        if (!navigator.onLine) return void nextTry().then(attempt);
        failedOnline += 1;
        if (failedOnline >= ONLINE_ATTEMPTS) reject(error);
        else void nextTry(FIRST_RETRY_MS * 2 ** (failedOnline - 1)).then(attempt);
      });
    };
    attempt();
  });
}

/** Resolves when the network comes back, or after `delayMs` when given. */
function nextTry(delayMs?: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      window.removeEventListener('online', done);
      clearTimeout(timer);
      resolve();
    };
    window.addEventListener('online', done);
    const timer = delayMs === undefined ? undefined : setTimeout(done, delayMs);
  });
}

/**
 * `React.lazy` over `importWhenReachable`: the part's Suspense fallback stays until its code arrives. The
 * component type is bounded by `ComponentType<any>`, as in React's own `lazy`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyPart<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): LazyExoticComponent<T> {
  return lazy(() => importWhenReachable(load));
}
