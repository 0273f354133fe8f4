import { Caption1 } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { fetchVersion } from '../../sync/session-calls';
import { useLocalQuery } from '../hooks/use-local-query';

/** Asked once per page load (`fetchVersion`), kept in the local database like any other answer. */
const versionQuery = { key: 'system.version', fetch: fetchVersion };

/**
 * The server version in the footer, for signed-in users: it reads through the local database, so it
 * loads with the signed-in parts of the shell, not on the sign-in page.
 */
export function FooterVersion() {
  const { t } = useTranslation();
  const version = useLocalQuery(versionQuery).data?.version ?? null;
  return version ? <Caption1>{t('footer.version', { version })}</Caption1> : null;
}
