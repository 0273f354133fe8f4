import { useEffect, useState } from 'react';
import { Body1, Spinner } from '@fluentui/react-components';
import { links } from '../../domain/routes';
import { confirmSignup } from '../../sync';
import { FormAlert } from '../components/form-alert';
import { RouterLink } from '../components/router-link';
import { errorText } from '../components/server-errors';
import { useApi } from '../hooks/use-api';
import { AuthCard } from './auth-card';
import { useUrlToken } from './use-url-token';
import { useAuthT } from './i18n';

type Outcome = { kind: 'pending' } | { kind: 'done' } | { kind: 'failed'; message: string };

/** Reads ?token= and confirms the account once. */
export function ConfirmSignupPage() {
  const t = useAuthT();
  const api = useApi();
  const token = useUrlToken();
  const [outcome, setOutcome] = useState<Outcome>(
    token ? { kind: 'pending' } : { kind: 'failed', message: 'validation.noConfirmToken' },
  );

  useEffect(() => {
    if (!token) return undefined;
    let live = true;
    confirmSignup(api, token).then(
      () => live && setOutcome({ kind: 'done' }),
      (error: unknown) => live && setOutcome({ kind: 'failed', message: errorText(error) }),
    );
    return () => {
      live = false;
    };
  }, [api, token]);

  return (
    <AuthCard title={t('auth.confirm.title')}>
      {outcome.kind === 'pending' ? <Spinner label={t('auth.confirm.pending')} /> : null}
      {outcome.kind === 'done' ? <Body1 role="status">{t('auth.confirm.success')}</Body1> : null}
      {outcome.kind === 'failed' ? <FormAlert text={outcome.message} /> : null}
      {outcome.kind !== 'pending' ? <RouterLink href={links.login()}>{t('auth.confirm.toLogin')}</RouterLink> : null}
    </AuthCard>
  );
}
