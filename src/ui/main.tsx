import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { SSRProvider } from '@fluentui/react-components';
import { createDOMRenderer, RendererProvider } from '@griffel/react';
import { App } from './app/app';
import { registerServiceWorker } from './app/service-worker';
import { createServices } from './app/services';
import { i18nReady, initI18n } from './i18n';
import { openRememberedDatabase } from './local-data';
import { noServerStyles, rehydrateLineStyles } from './app/prerendered-styles';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// A sign-in page drawn at build time (scripts/prerender-plugin.ts) is hydrated: its HTML stays and becomes
// the app. Its script in <head> turns it off for a visitor in another language or theme, or offline; the
// page then draws as any other.
const html = document.documentElement;
const drawnAtBuild = root.dataset.prerendered !== undefined;
const prerendered = drawnAtBuild && html.dataset.prerender !== 'off';
// Rehydrates the styles the build wrote into the page (one rule a line), so they are not inserted a second
// time; Griffel's provider is then given a document without them, so that it does not parse them again.
const renderer = createDOMRenderer(document);
if (drawnAtBuild) rehydrateLineStyles(renderer, document);
const styleSource = drawnAtBuild ? noServerStyles() : document;
const services = createServices(window.location.pathname);
// A signed-in start opens the local database before the first render (an offline start reads it first).
openRememberedDatabase(services.session);

const hydrate = () => {
  // As a transition, hydration yields to the browser every few milliseconds instead of running as one
  // long task: the page is already drawn, and input waits less for it.
  startTransition(() => {
    hydrateRoot(
      root,
      <RendererProvider renderer={renderer} targetDocument={styleSource}>
        <SSRProvider>
          <StrictMode>
            <App services={services} prerendered />
          </StrictMode>
        </SSRProvider>
      </RendererProvider>,
    );
  });
};

if (prerendered) {
  // The page is drawn in the visitor's language; a language other than English has its strings in a chunk
  // of their own, and the first render must draw them to take the page over, so it waits for them.
  // Either way hydration starts in a task of its own, not at the end of the scripts' evaluation: two
  // shorter tasks instead of one long one, the page being drawn meanwhile.
  const { language } = services.language.getSnapshot();
  if (initI18n(language).hasResourceBundle(language, 'common')) setTimeout(hydrate, 0);
  else void i18nReady().finally(hydrate);
} else {
  // The catalogue's shell (scripts/catalog-shell.ts) stays on screen until the app's first render replaces
  // it, unless it was drawn for another language or theme.
  if (root.dataset.shell === undefined || html.dataset.prerender === 'off') root.replaceChildren();
  delete root.dataset.shell;
  delete root.dataset.prerendered;
  delete html.dataset.prerender;
  // As a transition, the first render yields to the browser every few milliseconds instead of running as
  // one long task (total blocking time, docs/decisions/0062-catalogue-shell.md).
  const app = createRoot(root);
  startTransition(() => {
    app.render(
      <RendererProvider renderer={renderer} targetDocument={styleSource}>
        <StrictMode>
          <App services={services} />
        </StrictMode>
      </RendererProvider>,
    );
  });
}

registerServiceWorker();
