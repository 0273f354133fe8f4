import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordFormSchema } from '../../domain/forms';
import { links } from '../../domain/routes';
import { resetPassword } from '../../sync';
import { FormAlert } from '../components/form-alert';
import { NewPasswordFields, withConfirmedPassword } from '../components/new-password-fields';
import { RouterLink } from '../components/router-link';
import { SubmitButton } from '../components/submit-button';
import { applyFieldErrors, errorText } from '../components/server-errors';
import { useApi } from '../hooks/use-api';
import { AuthCard } from './auth-card';
import { useAuthStyles } from './auth.styles';
import { useUrlToken } from './use-url-token';
import { useAuthT } from './i18n';

/** Sets a new password with the ?token= from the reset mail. */
export function ResetPasswordPage() {
  const t = useAuthT();
  const styles = useAuthStyles();
  const api = useApi();
  const token = useUrlToken();
  const [done, setDone] = useState(false);
  const [formError, setFormError] = useState<string | null>(token ? null : 'validation.noResetToken');
  const form = useForm({
    resolver: withConfirmedPassword(zodResolver(resetPasswordFormSchema), 'password'),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const submit = form.handleSubmit(async ({ password }) => {
    if (!token) return;
    setFormError(null);
    try {
      await resetPassword(api, token, password);
      setDone(true);
    } catch (error) {
      if (!applyFieldErrors(error, form.setError, ['password'])) setFormError(errorText(error));
    }
  });

  return (
    <AuthCard title={t('auth.reset.title')}>
      {done ? (
        <FormAlert intent="success" text={t('auth.reset.success')} />
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <FormAlert text={formError} />
          {token ? (
            <>
              <NewPasswordFields
                control={form.control}
                name="password"
                label={t('auth.reset.password')}
                confirmLabel={t('auth.confirmPassword')}
              />
              <SubmitButton busy={form.formState.isSubmitting}>{t('auth.reset.submit')}</SubmitButton>
            </>
          ) : null}
        </form>
      )}
      <RouterLink href={links.login()}>{t('auth.backToLogin')}</RouterLink>
    </AuthCard>
  );
}
