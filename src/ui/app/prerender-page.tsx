import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { SSRProvider } from '@fluentui/react-components';
import { createDOMRenderer, RendererProvider, renderToStyleElements } from '@griffel/react';
import { Router } from 'wouter';
import { App } from './app';
import { createServices } from './services';
import { i18nReady, initI18n } from '../i18n';
import type { Language } from '../../domain/roles';
import type { DemoAccount } from '../../domain/system-answers';
import { givePageDemoAccounts, pageDemoAccountsScript } from '../auth/page-demo-accounts';
import { joinRules } from './prerendered-styles';

/** Reads a web stream to its end as text. */
async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>)
    text += decoder.decode(chunk, { stream: true });
  return text + decoder.decode();
}

/**
 * The HTML of the app at `path` for a signed-out visitor in `language` and the light theme, as the client's
 * first render draws it (src/ui/main.tsx hydrates it); the styles it uses as <style> elements; and `data`,
 * the element that hands the page's demo accounts (none on a real server) to that first render.
 */
export async function renderPage(
  path: string,
  language: Language,
  demoAccounts: DemoAccount[],
): Promise<{ html: string; styles: string; data: string }> {
  initI18n(language);
  // A language other than English draws its strings once they have loaded, as the client's hydration does.
  await i18nReady();
  givePageDemoAccounts(demoAccounts);
  const tree = (renderer: ReturnType<typeof createDOMRenderer>) => (
    <RendererProvider renderer={renderer}>
      <SSRProvider>
        <StrictMode>
          <Router ssrPath={path}>
            <App services={createServices(path, language)} prerendered />
          </Router>
        </StrictMode>
      </SSRProvider>
    </RendererProvider>
  );
  // The first pass waits for the lazy parts (the screen, the header's tooltip); the second has them at hand.
  await readAll((await prerender(tree(createDOMRenderer()))).prelude);
  const renderer = createDOMRenderer();
  const html = renderToString(tree(renderer));
  // One rule a line, so that the client reads them back without parsing the CSS (prerendered-styles.ts).
  const lineSheets = Object.fromEntries(
    Object.entries(renderer.stylesheets).map(([key, sheet]) => {
      const cssRules = () => {
        const rules = sheet.cssRules();
        return rules.length ? [joinRules(rules)] : [];
      };
      return [key, { ...sheet, cssRules }];
    }),
  );
  const styles = renderToStaticMarkup(<>{renderToStyleElements({ ...renderer, stylesheets: lineSheets })}</>);
  return { html, styles, data: pageDemoAccountsScript(demoAccounts) };
}
