import { describe, expect, it } from 'vitest';
import { catalogShell } from '../../scripts/catalog-shell';
import { emitCatalogShells } from '../../scripts/prerender-plugin';
import en from '../../src/ui/i18n/en/catalog.json';
import ru from '../../src/ui/i18n/ru/catalog.json';

/**
 * The catalogue's shell drawn by the server's HTML (docs/decisions/0062-catalogue-shell.md): written by the
 * build for the track search's paths in each language, with the search box's placeholder in that language,
 * and its scripts added after the first paint.
 */
const template = `<!doctype html>
<html lang="en">
  <head>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-def.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

function emitted(): Map<string, string> {
  const files = new Map<string, string>();
  emitCatalogShells(template, {}, '/', (fileName, source) => files.set(fileName, source));
  return files;
}

describe('the catalogue shell', () => {
  it('is written for the customer and owner track search, in every language, with and without the demo', () => {
    expect([...emitted().keys()].sort()).toEqual([
      'prerendered/en/catalog/customer.demo.html',
      'prerendered/en/catalog/customer.html',
      'prerendered/en/catalog/owner.demo.html',
      'prerendered/en/catalog/owner.html',
      'prerendered/ru/catalog/customer.demo.html',
      'prerendered/ru/catalog/customer.html',
      'prerendered/ru/catalog/owner.demo.html',
      'prerendered/ru/catalog/owner.html',
    ]);
  });

  it('draws the search box and tabs in the page language inside a root marked as a shell', () => {
    const files = emitted();
    const russian = files.get('prerendered/ru/catalog/customer.html')!;
    expect(russian).toMatch(/^<!doctype html>\s*<html lang="ru">/);
    expect(russian).toContain('<div id="root" data-shell="">');
    expect(russian).toContain(`placeholder="${ru.searchPlaceholder}"`);
    for (const tab of [ru.tabTracks, ru.tabAlbums, ru.tabArtists]) expect(russian).toContain(`>${tab}<`);
    expect(russian).not.toContain(en.searchPlaceholder);
    // Not hydrated: the app replaces it, so it must not be taken for a page drawn for hydration.
    expect(russian).not.toContain('data-prerendered');
    expect(files.get('prerendered/en/catalog/owner.html')).toContain(`placeholder="${en.searchPlaceholder}"`);
  });

  it('loads its scripts after its first paint, and hides itself for another language or theme', () => {
    const page = emitted().get('prerendered/en/catalog/customer.html')!;
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).not.toContain('<script type="module"');
    expect(head).not.toContain('rel="modulepreload"');
    expect(page).toContain('"/assets/index-abc.js"');
    expect(head).toContain('html[data-prerender=off] #root{visibility:hidden}');
  });

  it('keeps its placeholder out of the tab order and away from assistive technology', () => {
    const { html } = catalogShell('en');
    const input = /<input[^>]*>/.exec(html)?.[0] ?? '';
    expect(input).toContain('tabindex="-1"');
    expect(input).toContain('aria-hidden="true"');
    expect(input).toContain('readonly');
    expect(html).not.toMatch(/<(a|button)\b/);
  });
});
