import { useState } from 'react';
import { Body1 } from '@fluentui/react-components';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordSchema } from '../../domain/auth';
import { links } from '../../domain/routes';
import { forgotPassword } from '../../sync';
import { TextField } from '../components/form-field';
import { FormAlert } from '../components/form-alert';
import { RouterLink } from '../components/router-link';
import { SubmitButton } from '../components/submit-button';
import { applyFieldErrors, errorText } from '../components/server-errors';
import { useApi } from '../hooks/use-api';
import { AuthCard } from './auth-card';
import { useAuthStyles } from './auth.styles';
import { useAuthT } from './i18n';

/** Asks for a reset link; the answer never reveals whether the account exists. */
export function ForgotPasswordPage() {
  const t = useAuthT();
  const styles = useAuthStyles();
  const api = useApi();
  const [sent, setSent] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });

  const submit = form.handleSubmit(async ({ email }) => {
    setFormError(null);
    try {
      await forgotPassword(api, email);
      setSent(true);
    } catch (error) {
      if (!applyFieldErrors(error, form.setError, ['email'])) setFormError(errorText(error));
    }
  });

  return (
    <AuthCard title={t('auth.forgot.title')}>
      {sent ? (
        <FormAlert intent="success" text={t('auth.forgot.sent')} />
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <Body1>{t('auth.forgot.text')}</Body1>
          <FormAlert text={formError} />
          <TextField
            control={form.control}
            name="email"
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            required
          />
          <SubmitButton busy={form.formState.isSubmitting}>{t('auth.forgot.submit')}</SubmitButton>
        </form>
      )}
      <RouterLink href={links.login()}>{t('auth.backToLogin')}</RouterLink>
    </AuthCard>
  );
}
