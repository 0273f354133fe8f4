import { Body1, Button, Title2 } from '@fluentui/react-components';
import { useLocation } from 'wouter';
import { links } from '../../domain/routes';
import { logout } from '../../sync';
import { Page } from '../components/page';
import { useApi } from '../hooks/use-api';
import { useSession } from '../hooks/use-session';
import { useAdminT } from './i18n';

/** The administration area's start screen. */
export function AdminHomePage() {
  const t = useAdminT();
  const api = useApi();
  const { store } = useSession();
  const [, navigate] = useLocation();

  const onLogout = async () => {
    try {
      await logout(api);
    } finally {
      store.removeUser();
      navigate(links.adminLogin(), { replace: true });
    }
  };

  return (
    <Page>
      <Title2 as="h1">{t('admin.title')}</Title2>
      <Body1>{t('admin.text')}</Body1>
      <div>
        <Button onClick={() => void onLogout()}>{t('admin.logout')}</Button>
      </div>
    </Page>
  );
}
