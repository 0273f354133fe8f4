import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerServiceWorker } from './app/service-worker';
import { createServices } from './app/services';
import { openRememberedDatabase } from './local-data';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
const services = createServices(window.location.pathname);
// A signed-in start opens the local database before the first render (an offline start reads it first).
openRememberedDatabase(services.session);
createRoot(root).render(
  <StrictMode>
    <App services={services} />
  </StrictMode>,
);
registerServiceWorker();
