import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError, createLanguageStore, createSessionStore, type ApiClient } from '../../src/sync';
import { ServicesContext, type Services } from '../../src/ui/hooks/services';
import { useSession, type SessionView } from '../../src/ui/hooks/use-session';
import { testUser } from './support/signed-in';

/**
 * useSession re-renders its readers when what they see of the session changes, not for the `requesting`
 * flag of a fetch in flight: a signed-out visitor's fetch changes nothing they see (src/ui/hooks/use-session.ts).
 */
function servicesAnswering(answers: (() => Promise<unknown>)[]): Services {
  const api = {
    get: () => answers.shift()!(),
    post: () => Promise.reject(new Error('not used')),
    patch: () => Promise.reject(new Error('not used')),
    put: () => Promise.reject(new Error('not used')),
    delete: () => Promise.reject(new Error('not used')),
  } as unknown as ApiClient;
  return {
    api,
    session: createSessionStore({ api, storage: null }),
    language: createLanguageStore({ storage: null }),
  } as unknown as Services;
}

function renderReader(services: Services) {
  const seen: SessionView[] = [];
  function Reader() {
    const { state } = useSession();
    seen.push(state);
    return null;
  }
  render(
    <ServicesContext.Provider value={services}>
      <Reader />
    </ServicesContext.Provider>,
  );
  return seen;
}

const unauthorized = () =>
  Promise.reject(
    new ApiError({ text: 'User is not authorized', messageKey: 'error.notAuthorized', status: 401 }),
  );

describe('useSession', () => {
  it('does not re-render a signed-out visitor whose fetch finds no session', async () => {
    const services = servicesAnswering([unauthorized]);
    const seen = renderReader(services);
    expect(seen).toHaveLength(1);
    await act(() => services.session.fetchUser());
    // The store did mark the fetch (docs/product.md §4 Login state); its readers saw nothing change.
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ user: null, loggedIn: false });
    expect(seen[0]).not.toHaveProperty('requesting');
  });

  it('re-renders when the fetch signs the user in, and on any change it sees', async () => {
    const services = servicesAnswering([() => Promise.resolve(testUser)]);
    const seen = renderReader(services);
    await act(() => services.session.fetchUser());
    expect(seen.at(-1)).toMatchObject({ user: testUser, loggedIn: true });
    const count = seen.length;
    act(() => services.session.setRole('owner'));
    expect(seen).toHaveLength(count + 1);
    expect(seen.at(-1)?.currentRole).toBe('owner');
  });
});
