import { Body1 } from '@fluentui/react-components';
import { useLocation, useSearch } from 'wouter';
import { links, returnPath } from '../../domain/routes';
import type { LoginInput } from '../../domain/auth';
import { isProfileRole } from '../../domain/roles';
import type { DemoAccount } from '../../domain/system-answers';
import { login, loginAsAdmin } from '../../sync/session-calls';
import { RouterLink } from '../components/router-link';
import { useApi } from '../hooks/use-api';
import { useSession } from '../hooks/use-session';
import { AuthCard } from './auth-card';
import { DemoAccounts } from './demo-accounts';
import { LoginForm } from './login-form';
import { useAuthStyles } from './auth.styles';
import { useAuthT } from './i18n';

export function LoginPage() {
  const t = useAuthT();
  const styles = useAuthStyles();
  const api = useApi();
  const { store } = useSession();
  const [, navigate] = useLocation();
  const next = returnPath(new URLSearchParams(useSearch()).get('next'));

  const onSubmit = async (input: LoginInput) => {
    const user = await login(api, input);
    const current = store.getSnapshot().currentRole;
    if (!user.roles.includes(current)) {
      const held = user.roles.find(isProfileRole);
      if (held) store.setRole(held);
    }
    await store.fetchUser();
    navigate(next ?? links.home(), { replace: true });
  };

  const signInAsDemo = async ({ email, password, role }: DemoAccount) => {
    if (role === 'admin') {
      await loginAsAdmin(api, { email, password });
      store.setRole('admin');
      await store.fetchUser();
      navigate(links.admin(), { replace: true });
      return;
    }
    await login(api, { email, password });
    store.setRole(role);
    await store.fetchUser();
    navigate(next ?? links.home(), { replace: true });
  };

  return (
    <AuthCard title={t('auth.login.title')}>
      <LoginForm onSubmit={onSubmit}>
        <RouterLink href={links.forgotPassword()}>{t('auth.login.forgot')}</RouterLink>
      </LoginForm>
      <div className={styles.links}>
        <Body1>{t('auth.login.noAccount')}</Body1>
        <RouterLink href={links.signup()}>{t('auth.login.toSignup')}</RouterLink>
      </div>
      <DemoAccounts onSignIn={signInAsDemo} />
    </AuthCard>
  );
}
