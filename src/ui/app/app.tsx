import type { Services } from '../hooks/services';
import { ErrorBoundary } from '../errors/error-boundary';
import { AppProviders } from './app-providers';
import { Layout } from './layout';
import { AppRouter } from './router';
import { SessionGate } from './session-gate';

/** The app; `services` are the page's own (main.tsx), created before the first render. */
export function App({ services }: { services?: Services } = {}) {
  return (
    <AppProviders services={services}>
      <ErrorBoundary>
        <SessionGate>
          <Layout>
            <AppRouter />
          </Layout>
        </SessionGate>
      </ErrorBoundary>
    </AppProviders>
  );
}
