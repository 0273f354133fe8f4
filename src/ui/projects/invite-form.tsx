import { useState } from 'react';
import { Dropdown, makeStyles, Option, tokens } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useController, useForm, type Control } from 'react-hook-form';
import {
  assignableProjectRoles,
  memberInviteSchema,
  type MemberInvite,
  type MemberInviteInput,
} from '../../domain/projects';
import { inviteMember } from '../../sync/projects-api';
import { FormAlert } from '../components/form-alert';
import { FormField, TextField } from '../components/form-field';
import { applyFieldErrors, errorText } from '../components/server-errors';
import { useSnackbar } from '../components/snackbar';
import { SubmitButton } from '../components/submit-button';
import { useApi } from '../hooks/use-api';
import { useProjectsT } from './i18n';

const useStyles = makeStyles({
  form: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-start', flexWrap: 'wrap' },
  email: { flexGrow: 1, minWidth: '220px' },
  action: { paddingTop: '26px' },
});

function RoleField({ control }: { control: Control<MemberInviteInput> }) {
  const t = useProjectsT();
  const { field, fieldState } = useController({ control, name: 'role' });
  const value = typeof field.value === 'string' ? field.value : '';
  return (
    <FormField label={t('role')} value={value} error={fieldState.error?.message} required>
      <Dropdown
        ref={field.ref}
        value={value ? t(`role_${value as MemberInvite['role']}`) : ''}
        selectedOptions={value ? [value] : []}
        onOptionSelect={(_, data) => field.onChange(data.optionValue ?? '')}
      >
        {assignableProjectRoles.map((role) => (
          <Option key={role} value={role}>
            {t(`role_${role}`)}
          </Option>
        ))}
      </Dropdown>
    </FormField>
  );
}

/** Invite by e-mail with a role: a known user joins at once, another address gets an invitation mail. */
export function InviteForm({ projectId }: { projectId: string }) {
  const styles = useStyles();
  const t = useProjectsT();
  const api = useApi();
  const { show } = useSnackbar();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<MemberInviteInput, unknown, MemberInvite>({
    resolver: zodResolver(memberInviteSchema),
    defaultValues: { email: '', role: 'editor' },
  });
  const submit = form.handleSubmit(async (values) => {
    setAlert(null);
    try {
      await inviteMember(api, projectId, values);
      show({ title: t('invited', { email: values.email }), type: 'positive' });
      form.reset({ email: '', role: values.role });
    } catch (error) {
      if (!applyFieldErrors(error, form.setError, ['email', 'role'])) setAlert(errorText(error));
    }
  });
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('inviteMember')}>
      <div className={styles.email}>
        <TextField
          control={form.control}
          name="email"
          label={t('email')}
          type="email"
          autoComplete="off"
          required
        />
      </div>
      <RoleField control={form.control} />
      <div className={styles.action}>
        <SubmitButton busy={form.formState.isSubmitting}>{t('inviteMember')}</SubmitButton>
      </div>
      <FormAlert text={alert} />
    </form>
  );
}
