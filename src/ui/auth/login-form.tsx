import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema, type LoginInput } from '../../domain/auth';
import { TextField } from '../components/form-field';
import { FormAlert } from '../components/form-alert';
import { SubmitButton } from '../components/submit-button';
import { applyFieldErrors, errorText } from '../components/server-errors';
import { useAuthStyles } from './auth.styles';
import { useAuthT } from './i18n';

const fieldNames = ['email', 'password'] as const;

interface LoginFormProps {
  /** Sends the credentials; resolves once the session is established. */
  onSubmit: (input: LoginInput) => Promise<void>;
  children?: ReactNode;
}

/** Email and password with client validation (loginSchema) and server errors on the fields. */
export function LoginForm({ onSubmit, children }: LoginFormProps) {
  const t = useAuthT();
  const styles = useAuthStyles();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      if (!applyFieldErrors(error, form.setError, fieldNames)) setFormError(errorText(error));
    }
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <FormAlert text={formError} />
      <TextField
        control={form.control}
        name="email"
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        required
      />
      <TextField
        control={form.control}
        name="password"
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
        required
      />
      {children}
      <SubmitButton busy={form.formState.isSubmitting}>{t('auth.login.submit')}</SubmitButton>
    </form>
  );
}
