import type { ReactNode } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useLocation } from 'wouter';
import { footerHidden } from '../../domain/app-rules';
import { useSession } from '../hooks/use-session';
import { LanguageDialog } from '../language/language-dialog';
import { Footer } from './footer';
import { Header } from './header';

const useStyles = makeStyles({
  root: {
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground1,
  },
  main: { flexGrow: 1, display: 'flex', flexDirection: 'column', outlineStyle: 'none' },
});

/** Header, the routed screen and the footer (hidden on the full-height work pages). */
export function Layout({ children }: { children: ReactNode }) {
  const styles = useStyles();
  const [location] = useLocation();
  const { state } = useSession();
  return (
    <div className={styles.root}>
      <Header />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      {footerHidden(location) ? null : <Footer signedIn={state.user !== null} />}
      <LanguageDialog />
    </div>
  );
}
