import { useSyncExternalStore } from 'react';
import type { SessionState, SessionStore } from '../../sync/session-store';
import { useServices } from './services';

/**
 * What a component reads of the session: all of it but `requesting`, the flag of a fetch of the user in
 * flight, which no screen shows. Every reader re-renders synchronously on a change it sees: were the flag
 * part of it, each fetch would re-render them all twice for a signed-out visitor whose session does not
 * change, and on a prerendered page, while it is still being hydrated, React would hydrate the parts the
 * update reaches in one long task, or drop their server HTML (docs/decisions/0024).
 */
export type SessionView = Omit<SessionState, 'requesting'>;

const viewed = new WeakMap<SessionStore, { state: SessionState; view: SessionView }>();

/** Whether two states differ in nothing but `requesting` (every other field, including ones added later). */
const sameView = (a: SessionState, b: SessionState) =>
  (Object.keys(a) as (keyof SessionState)[]).every((key) => key === 'requesting' || a[key] === b[key]);

/** The store's view, the same object for as long as nothing in it has changed. */
export function sessionView(store: SessionStore): SessionView {
  const state = store.getSnapshot();
  const last = viewed.get(store);
  if (last && (last.state === state || sameView(last.state, state))) {
    last.state = state;
    return last.view;
  }
  const { requesting: _requesting, ...view } = state;
  viewed.set(store, { state, view });
  return view;
}

/** The session (user, current role, flags; not `requesting`) and its store, re-rendering when it changes. */
export function useSession() {
  const { session } = useServices();
  const getView = () => sessionView(session);
  const state = useSyncExternalStore(session.subscribe, getView, getView);
  return { state, store: session };
}
