import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { signupFormSchema } from '../../domain/forms';
import { links } from '../../domain/routes';
import { signup } from '../../sync';
import { CheckboxField, RadioField } from '../components/choice-fields';
import { TextField } from '../components/form-field';
import { NewPasswordFields, withConfirmedPassword } from '../components/new-password-fields';
import { FormAlert } from '../components/form-alert';
import { RouterLink } from '../components/router-link';
import { SubmitButton } from '../components/submit-button';
import { applyFieldErrors, errorText } from '../components/server-errors';
import { useApi } from '../hooks/use-api';
import { useAuthStyles } from './auth.styles';
import { useAuthT } from './i18n';

const fieldNames = [
  'role',
  'firstName',
  'lastName',
  'middleName',
  'email',
  'phone',
  'password',
  'confirmPassword',
  'termsAccepted',
] as const;

/** The signup form; calls onDone with the address the confirmation mail went to. */
export function SignupForm({ onDone }: { onDone: (email: string) => void }) {
  const t = useAuthT();
  const styles = useAuthStyles();
  const api = useApi();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    resolver: withConfirmedPassword(zodResolver(signupFormSchema), 'password'),
    defaultValues: {
      role: 'customer',
      firstName: '',
      lastName: '',
      middleName: '',
      email: '',
      phone: '',
      password: '',
      confirmPassword: '',
      newsletter: false,
    },
  });
  const { control } = form;

  const submit = form.handleSubmit(async ({ confirmPassword: _confirm, ...input }) => {
    setFormError(null);
    try {
      await signup(api, input);
      onDone(input.email);
    } catch (error) {
      if (!applyFieldErrors(error, form.setError, fieldNames)) setFormError(errorText(error));
    }
  });

  const roles = [
    { value: 'customer', label: t('auth.signup.roleCustomer') },
    { value: 'owner', label: t('auth.signup.roleOwner') },
  ];

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <FormAlert text={formError} />
      <RadioField control={control} name="role" label={t('auth.signup.role')} options={roles} required />
      <div className={styles.row}>
        <TextField
          control={control}
          name="firstName"
          label={t('auth.signup.firstName')}
          autoComplete="given-name"
          required
        />
        <TextField
          control={control}
          name="lastName"
          label={t('auth.signup.lastName')}
          autoComplete="family-name"
          required
        />
      </div>
      <TextField
        control={control}
        name="middleName"
        label={t('auth.signup.middleName')}
        autoComplete="additional-name"
      />
      <div className={styles.row}>
        <TextField
          control={control}
          name="email"
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          required
        />
        <TextField
          control={control}
          name="phone"
          label={t('auth.signup.phone')}
          type="tel"
          autoComplete="tel"
          hint={t('auth.signup.phoneHint')}
        />
      </div>
      <div className={styles.row}>
        <NewPasswordFields
          control={control}
          name="password"
          label={t('auth.password')}
          confirmLabel={t('auth.confirmPassword')}
        />
      </div>
      <CheckboxField control={control} name="newsletter" label={t('auth.signup.newsletter')} />
      <CheckboxField
        control={control}
        name="termsAccepted"
        required
        label={
          <>
            {t('auth.signup.termsPrefix')}{' '}
            <RouterLink href={links.terms()}>{t('auth.signup.termsLink')}</RouterLink>
          </>
        }
      />
      <SubmitButton busy={form.formState.isSubmitting}>{t('auth.signup.submit')}</SubmitButton>
    </form>
  );
}
