import { useCallback, useState } from 'react';
import {
  Button,
  Caption1,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Subtitle2,
  tokens,
} from '@fluentui/react-components';
import type { DemoAccount } from '../../domain/system-answers';
import { fetchDemoAccounts } from '../../sync/session-calls';
import { VisuallyHidden } from '../components/visually-hidden';
import { useApi } from '../hooks/use-api';
import { useHydrated } from '../hooks/use-hydrated';
import { useTask } from '../hooks/use-task';
import { useAuthT } from './i18n';
import { pageDemoAccounts } from './page-demo-accounts';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    paddingTop: tokens.spacingVerticalM,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  accounts: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  account: { width: '100%', justifyContent: 'flex-start', textAlign: 'start' },
  lines: { display: 'flex', flexDirection: 'column' },
});

/**
 * The demo accounts, one click each, on a server that runs with demo data (docs/product.md §1 roles). The
 * list comes from the server, which offers none unless DEMO is on, so a real deployment shows nothing here;
 * a sign-in page drawn at build time brings the server's list with it (./page-demo-accounts.ts).
 */
export function DemoAccounts({ onSignIn }: { onSignIn(account: DemoAccount): Promise<void> }) {
  const t = useAuthT();
  const styles = useStyles();
  const api = useApi();
  const [fromPage] = useState(pageDemoAccounts);
  // Drawn at build time, a button does nothing until the app has taken the page over.
  const hydrated = useHydrated();
  const load = useCallback(() => fetchDemoAccounts(api), [api]);
  const task = useTask(fromPage ? null : load);
  const accounts = fromPage ?? (task.status === 'done' ? task.value : []);
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  if (accounts.length === 0) return null;

  const signIn = async (account: DemoAccount) => {
    setBusy(account.email);
    setFailed(false);
    try {
      await onSignIn(account);
    } catch {
      setFailed(true);
      setBusy(null);
    }
  };

  return (
    <section className={styles.root} aria-labelledby="demo-accounts-title">
      <Subtitle2 as="h2" id="demo-accounts-title">
        {t('auth.demo.title')}
      </Subtitle2>
      <Caption1>{t('auth.demo.hint')}</Caption1>
      {failed ? (
        <MessageBar intent="error">
          <MessageBarBody>{t('auth.demo.failed')}</MessageBarBody>
        </MessageBar>
      ) : null}
      <ul className={styles.accounts}>
        {accounts.map((account) => {
          const role = t(`auth.demo.role.${account.role}`);
          return (
            <li key={account.email}>
              <Button
                className={styles.account}
                appearance="secondary"
                disabled={busy !== null || !hydrated}
                onClick={() => void signIn(account)}
              >
                {/* The accessible name holds all the visible text (WCAG 2.5.3 label in name), after "Sign in as". */}
                <VisuallyHidden>{t('auth.demo.signIn')} </VisuallyHidden>
                <span className={styles.lines}>
                  <span>
                    {account.name} · {role}
                  </span>
                  <Caption1>{account.email}</Caption1>
                </span>
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
