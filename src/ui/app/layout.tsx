import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useLocation } from 'wouter';
import { footerHidden } from '../../domain/app-rules';
import { useAddToProjectRequest } from '../components/add-to-project-store';
import { media } from '../components/breakpoints';
import { lazyPart } from '../components/lazy-part';
import { useDocumentTitle } from './use-document-title';
import { useSession } from '../hooks/use-session';
import { useLanguage } from '../hooks/use-language';
import { requestIdle } from '../hooks/request-idle';
import { PlayerBar } from '../player/player-bar';
import { PlayerProvider } from '../player/player-provider';
import { ConnectionBanner } from './connection-banner';
import { Footer } from './footer';
import { Header } from './header';

// Signed-in users only: the library reads the local database, so it loads after sign-in.
const LibrarySidebar = lazyPart(() =>
  import('../library/library-sidebar').then((module) => ({ default: module.LibrarySidebar })),
);
const AddToProjectDialog = lazyPart(() =>
  import('./add-to-project-dialog').then((module) => ({ default: module.AddToProjectDialog })),
);
const LanguageDialog = lazyPart(() =>
  import('../language/language-dialog').then((module) => ({ default: module.LanguageDialog })),
);

/** The language dialog loads when first asked for, and stays mounted so that it closes with its animation. */
function LanguageDialogSlot() {
  const { modalOpen } = useLanguage();
  const [wanted, setWanted] = useState(modalOpen);
  if (modalOpen && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <LanguageDialog />
    </Suspense>
  ) : null;
}

const FocusManagerHolder = lazyPart(() => import('./focus-manager-holder'));

/** Keeps Fluent's focus manager for the session once the screen has drawn (see focus-manager-holder.tsx). */
function FocusManagerSlot() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => requestIdle(() => setWanted(true)), []);
  return wanted ? (
    <Suspense fallback={null}>
      <FocusManagerHolder />
    </Suspense>
  ) : null;
}

/** "Add to project" from any track menu: the dialog loads when first asked for. */
function AddToProjectSlot() {
  const tracks = useAddToProjectRequest();
  return tracks ? (
    <Suspense fallback={null}>
      <AddToProjectDialog tracks={tracks} />
    </Suspense>
  ) : null;
}

const useStyles = makeStyles({
  root: {
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground1,
  },
  main: { flexGrow: 1, display: 'flex', flexDirection: 'column', outlineStyle: 'none', minWidth: 0 },
  body: { flexGrow: 1, display: 'flex', flexDirection: 'column', [media.mdUp]: { flexDirection: 'row' } },
});

/** Header, the routed screen, the player bar and the footer (hidden on the full-height work pages). */
export function Layout({ children }: { children: ReactNode }) {
  const styles = useStyles();
  const [location] = useLocation();
  const { state } = useSession();
  const main = useRef<HTMLElement>(null);
  useDocumentTitle(main);
  return (
    <PlayerProvider>
      <div className={styles.root}>
        <Header />
        <ConnectionBanner />
        <div className={styles.body}>
          {state.user ? (
            <Suspense fallback={null}>
              <LibrarySidebar />
            </Suspense>
          ) : null}
          <main id="main" ref={main} tabIndex={-1} className={styles.main}>
            {children}
          </main>
        </div>
        <PlayerBar />
        {footerHidden(location) ? null : <Footer signedIn={state.user !== null} />}
        <LanguageDialogSlot />
        {state.user ? <AddToProjectSlot /> : null}
        {state.user ? <FocusManagerSlot /> : null}
      </div>
    </PlayerProvider>
  );
}
