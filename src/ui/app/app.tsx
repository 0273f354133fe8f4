import type { Services } from '../hooks/services';
import { ErrorBoundary } from '../errors/error-boundary';
import { AppProviders } from './app-providers';
import { Layout } from './layout';
import { AppRouter } from './router';
import { SessionGate } from './session-gate';

/**
 * The app. `services` are the page's own (main.tsx), created before the first render.
 * `prerendered`: the page's HTML was rendered at build time for a signed-out visitor (src/ui/app/prerender-page.tsx);
 * the screen shows at once, as in that HTML, while the session is asked for.
 */
export function App({ services, prerendered = false }: { services?: Services; prerendered?: boolean } = {}) {
  return (
    <AppProviders services={services}>
      <ErrorBoundary>
        <SessionGate open={prerendered}>
          <Layout>
            <AppRouter />
          </Layout>
        </SessionGate>
      </ErrorBoundary>
    </AppProviders>
  );
}
