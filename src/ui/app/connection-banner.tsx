import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../hooks/use-online';
import { useShellUpdated } from './service-worker';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

/**
 * Under the header: without a network, that the screens show what the local database holds and that
 * changes are sent later (docs/architecture.md, "Offline start"); after a new build took over, a reload.
 */
export function ConnectionBanner() {
  const { t } = useTranslation();
  const styles = useStyles();
  const online = useOnline();
  const updated = useShellUpdated();
  // The live region stays in place, so what appears in it is announced.
  return (
    <div className={styles.root} role="status">
      {online ? null : (
        <MessageBar intent="warning">
          <MessageBarBody>{t('app.offline')}</MessageBarBody>
        </MessageBar>
      )}
      {updated ? (
        <MessageBar intent="info">
          <MessageBarBody>{t('app.updateReady')}</MessageBarBody>
          <MessageBarActions>
            <Button appearance="primary" size="small" onClick={() => window.location.reload()}>
              {t('app.reload')}
            </Button>
          </MessageBarActions>
        </MessageBar>
      ) : null}
    </div>
  );
}
