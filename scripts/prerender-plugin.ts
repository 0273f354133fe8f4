import { createServer, type Plugin, type Rollup } from 'vite';
import { demoSignInList } from '../server/demo/demo-accounts';
import { languages, type Language } from '../src/domain/roles';
import type { DemoAccount } from '../src/domain/system-answers';
import { LANGUAGE_STORAGE_KEY } from '../src/sync/language-store';
import { THEME_STORAGE_KEY } from '../src/ui/app/theme-mode-key';
import { catalogShell, catalogShellPaths } from './catalog-shell';
import { loadScriptsAfterPaint } from './prerender-scripts';

/** The pages drawn at build time, by path; the server sends each one's HTML for its path (server/http/errors.ts). */
export const prerenderedPaths = ['/auth/login', '/admin/login'] as const;

/**
 * Where the page of `pathname` in `language` is written in the build: `prerendered/en/auth/login.html` for
 * /auth/login in English, and `prerendered/en/auth/login.demo.html` for a server with the demo on (its demo
 * accounts in it). The server picks the language by the request's Accept-Language.
 */
export const prerenderedFile = (pathname: string, language: Language, demo: boolean) =>
  `prerendered/${language}${pathname}${demo ? '.demo' : ''}.html`;

/**
 * Runs before anything is drawn: the page's HTML (drawn in `pageLanguage` and the light theme) is kept
 * only for a visitor it fits, one whose language (the stored choice, else the first browser language
 * Cueline has, else English, as src/domain/app-rules.ts defaultLanguage) and theme (the stored choice,
 * else the system's) are the ones it was drawn in, and who is online. Anyone else sees nothing until the
 * app has drawn the page itself (src/ui/main.tsx), as without prerendering, rather than the wrong
 * language or theme.
 */
export function fitScript(pageLanguage: Language): string {
  return `(function(){var d=document.documentElement;try{var s=localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)}),t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)})}catch(e){}var k=${JSON.stringify(languages)},l=k.indexOf(s)>=0?s:null;if(!l){var n=navigator.languages&&navigator.languages.length?navigator.languages:[navigator.language];for(var i=0;i<n.length&&!l;i++){var p=String(n[i]||'').trim().toLowerCase().split(/[-_]/,1)[0];if(k.indexOf(p)>=0)l=p}}var dark=t==='dark'||(t!=='light'&&!!(window.matchMedia&&matchMedia('(prefers-color-scheme: dark)').matches));if((l||'en')!==${JSON.stringify(pageLanguage)}||dark||navigator.onLine===false)d.setAttribute('data-prerender','off')})()`;
}

/**
 * The chunks of `language`'s strings (src/ui/i18n/index.ts `lazyBundles`: `common` and the domain's
 * messages), which a page drawn in that language loads before it hydrates (src/ui/main.tsx). None for
 * English: its strings are in the entry.
 */
export function languageChunks(bundle: Rollup.OutputBundle, language: Language): string[] {
  const sources = [`/src/ui/i18n/${language}/common.json`, `/src/domain/locales/${language}.json`];
  return Object.values(bundle)
    .filter(
      (file): file is Rollup.OutputChunk =>
        file.type === 'chunk' &&
        !file.isEntry &&
        file.moduleIds.some((id) => sources.some((source) => id.replaceAll('\\', '/').endsWith(source))),
    )
    .map((chunk) => chunk.fileName)
    .sort();
}

/**
 * Draws the sign-in pages at build time (src/ui/app/prerender-page.tsx) into copies of index.html:
 * their HTML and styles are there at first paint, and the app hydrates them instead of drawing them
 * (docs/decisions/0024-prerendered-sign-in.md). Every other path keeps index.html.
 */
export function prerender(): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'cueline:prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const indexAsset = bundle['index.html'];
        if (indexAsset?.type !== 'asset') throw new Error('cueline:prerender needs index.html in the bundle');
        const template = String(indexAsset.source);
        if (
          !template.includes('<div id="root"></div>') ||
          !template.includes('</head>') ||
          !template.includes('<html lang="en">')
        )
          throw new Error(
            'cueline:prerender: index.html needs <html lang="en">, </head> and an empty <div id="root"></div>',
          );
        const server = await createServer({
          root,
          configFile: false,
          logLevel: 'error',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false },
          optimizeDeps: { noDiscovery: true, include: [] },
        });
        try {
          const { renderPage } = (await server.ssrLoadModule('/src/ui/app/prerender-page.tsx')) as {
            renderPage(
              path: string,
              language: string,
              demoAccounts: DemoAccount[],
            ): Promise<{ html: string; styles: string; data: string }>;
          };
          const variants = [
            { demo: false, accounts: [] },
            { demo: true, accounts: demoSignInList },
          ];
          const pages = prerenderedPaths.flatMap((pathname) =>
            languages.flatMap((language) => variants.map((variant) => ({ pathname, language, ...variant }))),
          );
          for (const { pathname, language, demo, accounts } of pages) {
            const page = await renderPage(pathname, language, accounts);
            // A page in a language other than English preloads its strings' chunks with its scripts: hydration
            // waits for them (src/ui/main.tsx), and the entry would ask for them only once it has run.
            const languageFiles = languageChunks(bundle, language).map((file) => `${base}${file}`);
            const head = `<script>${fitScript(language)}</script><style>html[data-prerender=off] #root{visibility:hidden}</style>${page.styles}`;
            const source = loadScriptsAfterPaint(template, languageFiles)
              .replace('<html lang="en">', () => `<html lang="${language}">`)
              .replace('</head>', () => `${head}</head>`)
              .replace(
                '<div id="root"></div>',
                () => `${page.data}<div id="root" data-prerendered="">${page.html}</div>`,
              );
            this.emitFile({ type: 'asset', fileName: prerenderedFile(pathname, language, demo), source });
          }
        } finally {
          await server.close();
        }
        emitCatalogShells(template, bundle, base, (fileName, source) =>
          this.emitFile({ type: 'asset', fileName, source }),
        );
      },
    },
  };
}

/**
 * Writes the catalogue's shell (scripts/catalog-shell.ts) into copies of index.html, one per language, with
 * and without the demo (the server reads one set or the other): painted from the HTML, replaced by the
 * app's first render (docs/decisions/0062-catalogue-shell.md).
 */
export function emitCatalogShells(
  template: string,
  bundle: Rollup.OutputBundle,
  base: string,
  emit: (fileName: string, source: string) => void,
) {
  for (const language of languages) {
    const shell = catalogShell(language);
    const languageFiles = languageChunks(bundle, language).map((file) => `${base}${file}`);
    const head = `<script>${fitScript(language)}</script><style>html[data-prerender=off] #root{visibility:hidden}</style>${shell.styles}`;
    const source = loadScriptsAfterPaint(template, languageFiles)
      .replace('<html lang="en">', () => `<html lang="${language}">`)
      .replace('</head>', () => `${head}</head>`)
      .replace('<div id="root"></div>', () => `<div id="root" data-shell="">${shell.html}</div>`);
    for (const pathname of catalogShellPaths)
      for (const demo of [false, true]) emit(prerenderedFile(pathname, language, demo), source);
  }
}
