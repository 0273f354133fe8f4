import { useState } from 'react';
import {
  Button,
  Field,
  makeStyles,
  Radio,
  RadioGroup,
  Select,
  Textarea,
  Title3,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { adminNotificationSchema, type AdminNotificationInput } from '../../domain/notifications';
import { accountRoles, type AccountRole } from '../../domain/roles';
import { adminApi } from '../../sync/admin-api';
import { FormAlert } from '../components/form-alert';
import { errorText } from '../components/server-errors';
import { useApi } from '../hooks/use-api';
import { translateKey } from '../i18n';
import { useAdminT } from './i18n';
import { UserPicker } from './user-picker';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '560px' },
});

type Audience = 'everyone' | 'role' | 'user';

/** Composes a System or News notification to everyone, a role or one user (`POST /api/admin/notifications`). */
export function NotificationComposer({ onSent }: { onSent(): void }) {
  const t = useAdminT();
  const { t: common } = useTranslation();
  const styles = useStyles();
  const api = useApi();
  const [type, setType] = useState<'System' | 'News'>('System');
  const [audience, setAudience] = useState<Audience>('everyone');
  const [role, setRole] = useState<AccountRole>('customer');
  const [userId, setUserId] = useState('');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<{ text: string; intent: 'error' | 'success' } | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<'message' | 'userId', string>>>({});

  const submit = async () => {
    const input: AdminNotificationInput = {
      type,
      message,
      ...(audience === 'role' ? { role } : {}),
      ...(audience === 'user' ? { userId: userId.trim() } : {}),
    };
    const parsed = adminNotificationSchema.safeParse(input);
    if (!parsed.success) {
      const errors: typeof fieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'message') errors.message = translateKey(common, issue.message);
        if (field === 'userId') errors.userId = translateKey(common, 'validation.required');
      }
      return setFieldErrors(errors);
    }
    setFieldErrors({});
    setBusy(true);
    try {
      const sent = await adminApi(api).send(parsed.data);
      setAlert({ text: t('admin.notify.sent', { count: sent.count }), intent: 'success' });
      setMessage('');
      onSent();
    } catch (error) {
      setAlert({ text: errorText(error), intent: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Title3 as="h2">{t('admin.notify.compose')}</Title3>
      <Field label={t('admin.notify.type')}>
        <RadioGroup
          layout="horizontal"
          value={type}
          onChange={(_, data) => setType(data.value === 'News' ? 'News' : 'System')}
        >
          <Radio value="System" label="System" />
          <Radio value="News" label="News" />
        </RadioGroup>
      </Field>
      <Field label={t('admin.notify.audience')}>
        <RadioGroup
          layout="horizontal"
          value={audience}
          onChange={(_, data) => setAudience(data.value as Audience)}
        >
          <Radio value="everyone" label={t('admin.notify.everyone')} />
          <Radio value="role" label={t('admin.notify.role')} />
          <Radio value="user" label={t('admin.notify.user')} />
        </RadioGroup>
      </Field>
      {audience === 'role' ? (
        <Field label={t('admin.users.roles')}>
          <Select value={role} onChange={(_, data) => setRole(data.value as AccountRole)}>
            {accountRoles.map((name) => (
              <option key={name} value={name}>
                {t(`admin.role.${name}`)}
              </option>
            ))}
          </Select>
        </Field>
      ) : null}
      {audience === 'user' ? (
        <Field label={t('admin.notify.userId')} required validationMessage={fieldErrors.userId}>
          <UserPicker invalid={Boolean(fieldErrors.userId)} onChange={setUserId} />
        </Field>
      ) : null}
      <Field label={t('admin.notify.message')} required validationMessage={fieldErrors.message}>
        <Textarea value={message} maxLength={2000} onChange={(_, data) => setMessage(data.value)} />
      </Field>
      <FormAlert text={alert?.text ?? null} intent={alert?.intent} />
      <div>
        <Button type="submit" appearance="primary" disabled={busy}>
          {t('admin.notify.send')}
        </Button>
      </div>
    </form>
  );
}
