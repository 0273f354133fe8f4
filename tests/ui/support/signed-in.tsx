import type { ReactNode } from 'react';
import { NEVER } from 'rxjs';
import type { CueDatabase } from '../../../src/db';
import type { UserInfo } from '../../../src/domain/auth';
import { createApiClient, createLanguageStore, createSessionStore } from '../../../src/sync';
import type { LocalData } from '../../../src/sync/local-data';
import { ServicesContext, type Services } from '../../../src/ui/hooks/services';
import { LocalDataContext } from '../../../src/ui/local-data/local-data-context';

export const testUser: UserInfo = {
  _id: '7a1f3c2e-0000-4000-8000-000000000001',
  email: 'anna@example.com',
  firstName: 'Anna',
  lastName: 'Tester',
  middleName: null,
  phone: null,
  newsletter: false,
  roles: ['customer'],
  images: [],
  photoUrl: null,
  language: 'en',
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** The network of a test that expects no request but `user/info`. */
const userInfoOnly = (async (input: RequestInfo | URL) => {
  const url = input instanceof Request ? input.url : String(input);
  if (!url.endsWith('/user/info')) throw new Error(`unexpected request ${url}`);
  return Response.json(testUser);
}) as typeof fetch;

/**
 * The app's services with `testUser` signed in: the session store asks `network` for the user, as it asks
 * the server (by default a network that answers `user/info` only). Failed requests are retried at once.
 */
export async function signedInServices(network: typeof fetch = userInfoOnly): Promise<Services> {
  const language = createLanguageStore({ storage: null });
  const api = createApiClient({
    baseUrl: 'http://cueline.test/api',
    getLanguage: () => 'en',
    getRole: () => 'customer',
    onLoggedOut: () => undefined,
    retryDelayMs: () => 0,
    fetch: network,
  });
  const session = createSessionStore({ api, storage: null });
  if (!(await session.fetchUser())) throw new Error('the test session did not sign in');
  return { api, session, language };
}

/** Wraps children in the services and in local data that holds only `db` (what components read of it). */
export function withLocalData(services: Services, db: CueDatabase) {
  // Realtime and replication are not started: the components under test read and write the database only,
  // and no catalogue removal is ever announced.
  const localData = {
    db,
    realtime: { catalogRemoved$: NEVER, catalogRestored$: NEVER },
    replications: new Map(),
    replicating: Promise.resolve(),
  } as unknown as LocalData;
  return (children: ReactNode) => (
    <ServicesContext.Provider value={services}>
      <LocalDataContext.Provider value={localData}>{children}</LocalDataContext.Provider>
    </ServicesContext.Provider>
  );
}
