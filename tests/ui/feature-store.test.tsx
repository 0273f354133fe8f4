import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { addToProjectStore, useAddToProjectRequest } from '../../src/ui/components/add-to-project-store';
import { defineFeatureStore, featureStoreOf } from '../../src/ui/hooks/feature-store';
import { ServicesContext, type Services } from '../../src/ui/hooks/services';
import { requestActivityStore, useRequestActivity } from '../../src/ui/orders/use-request-activity';
import { signedInServices } from './support/signed-in';

const counter = defineFeatureStore('test-counter', () => ({ count: 0 }));

describe('feature stores (one per feature and session)', () => {
  it('one session asks the same store each time; a sign-out gives the next user a fresh one', async () => {
    const { session } = await signedInServices();
    const first = featureStoreOf(session, counter);
    first.count = 3;
    expect(featureStoreOf(session, counter)).toBe(first);

    session.setLoggedIn(false);
    const signedOut = featureStoreOf(session, counter);
    expect(signedOut).not.toBe(first);
    expect(signedOut.count).toBe(0);
  });

  it('two sessions (two pages, two tests) never share a store', async () => {
    const [one, two] = await Promise.all([signedInServices(), signedInServices()]);
    featureStoreOf(one.session, counter).count = 5;
    expect(featureStoreOf(two.session, counter).count).toBe(0);
  });

  it("a screen drops the last user's dialog and dot once they sign out", async () => {
    const services: Services = await signedInServices();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>
    );
    const { result } = renderHook(() => ({ tracks: useAddToProjectRequest(), dot: useRequestActivity() }), {
      wrapper,
    });
    act(() => {
      featureStoreOf(services.session, addToProjectStore).update({ tracks: [{ id: 't1', title: 'Alpha' }] });
      featureStoreOf(services.session, requestActivityStore).set(true);
    });
    expect(result.current).toEqual({ tracks: [{ id: 't1', title: 'Alpha' }], dot: true });

    act(() => services.session.setLoggedIn(false));
    expect(result.current).toEqual({ tracks: null, dot: false });
  });
});
