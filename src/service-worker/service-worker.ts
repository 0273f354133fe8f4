/**
 * The service worker (registered by src/ui/app/service-worker.ts): it keeps the app shell and every route
 * chunk of one build in a cache named after the build, so the app opens without a network and reads the
 * signed-in user's data from the local database (docs/architecture.md, "Offline start").
 *
 * The build (scripts/pwa-plugin.ts) compiles this file to /sw.js and replaces `__BUILD_ID__` and
 * `__PRECACHE__` with the build's id and the files of Vite's manifest. A new build is a new /sw.js
 * (the server sends it with `cache-control: no-cache`): it installs beside the old one, takes over at
 * once, deletes the old caches, and the open pages offer a reload (src/ui/app/update-prompt.tsx).
 */

declare const __BUILD_ID__: string;
declare const __PRECACHE__: readonly string[];

/** The parts of the service worker scope used here (the DOM library this project compiles with lacks them). */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response> | Response): void;
}
interface ServiceWorkerScope {
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  skipWaiting(): Promise<void>;
  readonly clients: { claim(): Promise<void> };
  readonly location: Location;
  readonly navigator: { readonly onLine: boolean };
}

const scope = self as unknown as ServiceWorkerScope;
const cachePrefix = 'cueline-shell-';
const cacheName = `${cachePrefix}${__BUILD_ID__}`;
const shellUrl = '/index.html';

/** The server's own paths: API answers and the realtime socket always go to the network. */
const serverOnly = (path: string) =>
  path === '/api' || path.startsWith('/api/') || path.startsWith('/socket.io');

scope.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(cacheName)
      .then((cache) => cache.addAll([shellUrl, ...__PRECACHE__]))
      .then(() => scope.skipWaiting()),
  );
});

scope.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(cachePrefix) && name !== cacheName)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => scope.clients.claim()),
  );
});

/**
 * A page load: the server's current index.html, or the cached one when there is no network. A device
 * that knows it is offline gets the cached one at once, without waiting for the request to fail.
 */
async function navigate(request: Request): Promise<Response> {
  const cachedShell = () => caches.match(shellUrl, { cacheName });
  if (scope.navigator.onLine === false) {
    const cached = await cachedShell();
    if (cached) return cached;
  }
  try {
    return await fetch(request);
  } catch (error) {
    const cached = await cachedShell();
    if (cached) return cached;
    throw error;
  }
}

/**
 * A file of the build: from this build's cache, else from the network. Looked up by its address without
 * the query (the cache holds the build's paths): a lookup with `ignoreSearch` makes Chromium read every
 * entry of the cache, about a thousand files, for each of the ~100 files a start asks for.
 */
async function buildFile(request: Request, url: URL): Promise<Response> {
  const cached = await caches.match(`${url.origin}${url.pathname}`, { cacheName });
  return cached ?? fetch(request);
}

scope.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== scope.location.origin || serverOnly(url.pathname)) return;
  if (request.mode === 'navigate') {
    event.respondWith(navigate(request));
    return;
  }
  if (__PRECACHE__.includes(url.pathname)) event.respondWith(buildFile(request, url));
});

export {};
