import { useLocation } from 'wouter';
import { links } from '../../domain/routes';
import type { LoginInput } from '../../domain/auth';
import { loginAsAdmin } from '../../sync';
import { useApi } from '../hooks/use-api';
import { useSession } from '../hooks/use-session';
import { AuthCard } from './auth-card';
import { LoginForm } from './login-form';
import { useAuthT } from './i18n';

/** The administrators' own login; success opens /admin in the admin role. */
export function AdminLoginPage() {
  const t = useAuthT();
  const api = useApi();
  const { store } = useSession();
  const [, navigate] = useLocation();

  const onSubmit = async (input: LoginInput) => {
    await loginAsAdmin(api, input);
    store.setRole('admin');
    await store.fetchUser();
    navigate(links.admin(), { replace: true });
  };

  return (
    <AuthCard title={t('auth.admin.title')}>
      <LoginForm onSubmit={onSubmit} />
    </AuthCard>
  );
}
