import { ErrorBoundary } from '../errors/error-boundary';
import { AppProviders } from './app-providers';
import { Layout } from './layout';
import { AppRouter } from './router';
import { SessionGate } from './session-gate';

export function App() {
  return (
    <AppProviders>
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
