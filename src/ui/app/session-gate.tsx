import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { makeStyles, Spinner } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { SessionStore } from '../../sync/session-store';
import { useSession } from '../hooks/use-session';
import { useTask } from '../hooks/use-task';
import { usePreloadFirstScreen } from './router';

const useStyles = makeStyles({
  root: { minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' },
});

/** The user-timing mark of the session's answer being known (read by bench/offline-start.mjs). */
export const SESSION_KNOWN_MARK = 'cueline:session-known';

/** Loads the code of the screen at the first address, for the session kept from the last visit. */
const firstScreen = (store: SessionStore, preload: (signedIn: boolean) => Promise<void>): Promise<void> =>
  store.hydrated.then(() => preload(store.getSnapshot().loggedIn));

/**
 * Asks the server who is signed in, and renders the app when the answer is known; asks again when back online.
 * `open`: renders the app at once as signed out (a page prerendered for a signed-out visitor), and as
 * signed in once the server says so.
 */
export function SessionGate({ children, open = false }: { children: ReactNode; open?: boolean }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { store } = useSession();
  const preload = usePreloadFirstScreen();
  // An app drawn by the client asks for the screen's code in its first render, not after it (that render
  // is one long task); a page drawn at build time keeps asking once hydrated, as its load event waits
  // for every file asked for before it.
  const [early] = useState(() => (open ? null : firstScreen(store, preload)));
  const load = useCallback(
    () =>
      store.hydrated
        .then(async () => {
          const screen = early ?? firstScreen(store, preload);
          // A page drawn at build time asks once its screen's code is there: an answer that reached the
          // screen before it was hydrated would have React draw it again from scratch (its spinner first).
          if (open) await screen;
          const asked = store.fetchUser().then(() => void performance.mark(SESSION_KNOWN_MARK));
          // The app shows once the screen's code is there too, so the screen draws in the app's first
          // render instead of after the loading spinner (route-table.tsx, `preloadable`).
          await Promise.all([asked, screen]);
        })
        .catch((error: unknown) => console.error('Loading the session failed', error)),
    // Only the first address counts: the task runs once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [store],
  );
  const ready = useTask(load).status !== 'pending' || open;

  // A session kept through an offline start (docs/product.md §4 Login state) is asked about again as soon
  // as the network returns, so the server's word comes before any other request's.
  useEffect(() => {
    const confirm = () => {
      if (store.getSnapshot().user) void store.fetchUser();
    };
    window.addEventListener('online', confirm);
    return () => window.removeEventListener('online', confirm);
  }, [store]);

  if (!ready) {
    return (
      <div className={styles.root}>
        <Spinner label={t('app.loading')} />
      </div>
    );
  }
  return children;
}
