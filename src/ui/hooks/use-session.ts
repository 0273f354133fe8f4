import { useSyncExternalStore } from 'react';
import { useServices } from './services';

/** The session state (user, current role, loading flags) and its store, re-rendering on every change. */
export function useSession() {
  const { session } = useServices();
  const state = useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
  return { state, store: session };
}
