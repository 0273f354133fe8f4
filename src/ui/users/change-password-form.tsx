import { makeStyles, tokens } from '@fluentui/react-components';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordFormSchema } from '../../domain/forms';
import { changePassword } from '../../sync';
import { TextField } from '../components/form-field';
import { NewPasswordFields, withConfirmedPassword } from '../components/new-password-fields';
import { SubmitButton } from '../components/submit-button';
import { applyFieldErrors, errorText } from '../components/server-errors';
import { useSnackbar } from '../components/snackbar';
import { useApi } from '../hooks/use-api';
import { translateKey } from '../i18n';
import { useSettingsT } from './i18n';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '420px' },
});
const fieldNames = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

export function ChangePasswordForm() {
  const t = useSettingsT();
  const styles = useStyles();
  const api = useApi();
  const snackbar = useSnackbar();
  const form = useForm({
    resolver: withConfirmedPassword(zodResolver(changePasswordFormSchema), 'newPassword'),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await changePassword(api, { currentPassword, newPassword });
      form.reset();
      snackbar.show({ title: t('settings.passwordChanged'), type: 'positive' });
    } catch (error) {
      if (!applyFieldErrors(error, form.setError, fieldNames)) {
        snackbar.show({ title: translateKey(t, errorText(error)), type: 'negative', canClose: true });
      }
    }
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        control={form.control}
        name="currentPassword"
        label={t('settings.currentPassword')}
        type="password"
        autoComplete="current-password"
        required
      />
      <NewPasswordFields
        control={form.control}
        name="newPassword"
        label={t('settings.newPassword')}
        confirmLabel={t('auth.confirmPassword')}
      />
      <div>
        <SubmitButton busy={form.formState.isSubmitting}>{t('common.save')}</SubmitButton>
      </div>
    </form>
  );
}
