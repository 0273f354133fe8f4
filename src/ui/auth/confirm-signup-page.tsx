import { useMemo } from 'react';
import { Body1, Spinner } from '@fluentui/react-components';
import { links } from '../../domain/routes';
import { confirmSignup } from '../../sync';
import { FormAlert } from '../components/form-alert';
import { RouterLink } from '../components/router-link';
import { errorText } from '../components/server-errors';
import { useApi } from '../hooks/use-api';
import { useTask, type TaskState } from '../hooks/use-task';
import { AuthCard } from './auth-card';
import { useUrlToken } from './use-url-token';
import { useAuthT } from './i18n';

type Outcome = { kind: 'pending' } | { kind: 'done' } | { kind: 'failed'; message: string };

/** No token in the link is a failure of its own; otherwise the confirmation's outcome. */
function outcomeOf(task: TaskState<unknown>): Outcome {
  if (task.status === 'idle') return { kind: 'failed', message: 'validation.noConfirmToken' };
  if (task.status === 'pending') return { kind: 'pending' };
  if (task.status === 'done') return { kind: 'done' };
  return { kind: 'failed', message: errorText(task.error) };
}

/** Reads ?token= and confirms the account once. */
export function ConfirmSignupPage() {
  const t = useAuthT();
  const api = useApi();
  const token = useUrlToken();
  const confirm = useMemo(() => (token ? () => confirmSignup(api, token) : null), [api, token]);
  const task = useTask(confirm);
  const outcome = outcomeOf(task);

  return (
    <AuthCard title={t('auth.confirm.title')}>
      {outcome.kind === 'pending' ? <Spinner label={t('auth.confirm.pending')} /> : null}
      {outcome.kind === 'done' ? <Body1 role="status">{t('auth.confirm.success')}</Body1> : null}
      {outcome.kind === 'failed' ? <FormAlert text={outcome.message} /> : null}
      {outcome.kind !== 'pending' ? (
        <RouterLink href={links.login()}>{t('auth.confirm.toLogin')}</RouterLink>
      ) : null}
    </AuthCard>
  );
}
