// The measured routes and how their first load is read from the Vite manifest (shared by route-bytes.mjs
// and route-sources.mjs).
import fs from 'node:fs';
import path from 'node:path';

/**
 * What a signed-in visitor's first load of any screen opens besides the screen: local data, the library,
 * the header's navigation and actions (the bell and the avatar menu among them), the footer's version.
 * Each is a lazy module the signed-in shell renders at once, so its code is fetched with the screen's.
 */
const signedInShell = [
  'src/ui/local-data/open-local-data.ts',
  'src/ui/library/library-sidebar.tsx',
  'src/ui/notifications/notification-bell.tsx',
  'src/ui/app/footer-version.tsx',
  'src/ui/app/header-nav.tsx',
  'src/ui/app/signed-in-actions.tsx',
];

/** Each measured route: its path and the source modules its first load imports lazily. */
export const routes = [
  { name: 'sign-in', path: '/auth/login', modules: ['src/ui/auth/login-page.tsx'] },
  { name: 'home', path: '/', modules: [...signedInShell, 'src/ui/catalog/home/home-page.tsx'] },
  {
    name: 'catalogue',
    path: '/catalog/customer',
    modules: [...signedInShell, 'src/ui/catalog/catalog-page.tsx'],
  },
  {
    name: 'playlist',
    path: '/playlists/customer/:id',
    modules: [...signedInShell, 'src/ui/library/playlists/playlist-page.tsx'],
  },
];

/** Reads the build's manifest (the build must have `build.manifest`). */
export function readManifest(dist) {
  const manifestPath = path.join(dist, '.vite/manifest.json');
  if (!fs.existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: build with build.manifest`);
  return JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
}

/** The JS files a route's first load fetches: the entry, the route's lazy chunks and their static imports. */
export function routeFiles(manifest, route) {
  const keyOf = (module) => Object.keys(manifest).find((key) => key === module || key.endsWith(`/${module}`));
  const files = new Set();
  const collect = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported);
  };
  collect('index.html');
  for (const key of route.modules.map(keyOf).filter(Boolean)) collect(key);
  return [...files].filter((file) => file.endsWith('.js'));
}
