/**
 * The scripts of a page drawn at build time (scripts/prerender-plugin.ts), loaded once the page has been
 * painted.
 *
 * The page is drawn by its HTML; its scripts only make it interactive. Left in <head>, the browser fetched
 * them with the document, and whenever they had arrived before the first paint (a busy device, a fast
 * network) Lighthouse's simulation counted their download (~140 KB) as holding up the largest paint:
 * 1.8–1.9 s instead of the first paint's 0.7 s, for the same page (fetchpriority="low" keeps them out of
 * the first paint's estimate only). On a slow network they also share its bandwidth with the document.
 * So the page carries no script tags: a small inline script at the end of <body> adds them (the entry and
 * its preloads) after the next frame has been painted, or at once when nothing is painted first (the page
 * hidden by its head script for another language or theme, or a tab in the background).
 */

const entryPattern = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const preloadPattern = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** The inline script that adds the module `entry` and its `preloads` once the page has been painted. */
export function scriptsAfterPaint(entry: string, preloads: readonly string[]): string {
  return `(function(){var d=document,done=false;function load(){if(done)return;done=true;${JSON.stringify(preloads)}.forEach(function(h){var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;d.head.appendChild(l)});var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry)};d.head.appendChild(s)}if(d.documentElement.getAttribute('data-prerender')==='off'||d.visibilityState!=='visible'||typeof requestAnimationFrame!=='function')load();else{requestAnimationFrame(function(){setTimeout(load,0)});setTimeout(load,1000)}})()`;
}

/**
 * `html` (the built index.html) with its module script and preloads taken out of <head> and added after
 * the first paint instead, with `morePreloads` (the page language's chunks) among the preloads.
 */
export function loadScriptsAfterPaint(html: string, morePreloads: readonly string[]): string {
  const entry = entryPattern.exec(html)?.[1];
  if (!entry || !html.includes('</body>'))
    throw new Error(
      'cueline:prerender: index.html needs one <script type="module" crossorigin src> and </body>',
    );
  const preloads = [...html.matchAll(preloadPattern)].map((match) => match[1]!);
  const stripped = html.replace(entryPattern, '').replaceAll(preloadPattern, '');
  const loader = `<script>${scriptsAfterPaint(entry, [...preloads, ...morePreloads])}</script>`;
  return stripped.replace('</body>', () => `${loader}</body>`);
}
