import { useState, type FormEvent } from 'react';
import { Checkbox, Dropdown, Field, makeStyles, Option, tokens } from '@fluentui/react-components';
import {
  assignableRoles,
  companyRights,
  defaultRights,
  hasAllRights,
  type AssignableRole,
  type LegalEntityMemberApi,
} from '../../../domain/legal-entities';
import { acceptMember } from '../../../sync/legal-entities-api';
import { FormDialog } from '../../components/form-dialog';
import { errorText } from '../../components/server-errors';
import { useSnackbar } from '../../components/snackbar';
import { useApi } from '../../hooks/use-api';
import { translateKey } from '../../i18n';
import { useLegalEntitiesT } from './i18n';

const useStyles = makeStyles({
  rights: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
});

const isAssignable = (role: string): role is AssignableRole =>
  (assignableRoles as readonly string[]).includes(role);

interface MemberDialogProps {
  entityId: string;
  member: Pick<LegalEntityMemberApi, 'userId' | 'name' | 'email' | 'role' | 'rights' | 'status'>;
  onClose(): void;
  onSaved(): void;
}

/**
 * Accept a join request or change a member: a role (its usual rights picked with it) and the rights one
 * by one, "All rights" ticking 1–5 at once.
 */
export function MemberDialog({ entityId, member, onClose, onSaved }: MemberDialogProps) {
  const t = useLegalEntitiesT();
  const styles = useStyles();
  const api = useApi();
  const snackbar = useSnackbar();
  const pending = member.status === 'pending';
  const [role, setRole] = useState<AssignableRole | ''>(
    !pending && isAssignable(member.role) ? member.role : '',
  );
  const [rights, setRights] = useState<number[]>(pending ? [] : member.rights);
  const [roleError, setRoleError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const name = member.name || member.email;

  const pickRole = (next: AssignableRole) => {
    setRole(next);
    setRoleError(undefined);
    setRights([...defaultRights[next]]);
  };
  const toggle = (right: number, on: boolean) =>
    setRights((current) => (on ? [...current, right] : current.filter((value) => value !== right)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!role) {
      setRoleError('validation.selectRole');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await acceptMember(api, entityId, { userId: member.userId, role, rights: [...rights].sort() });
      snackbar.show({ title: t(pending ? 'roles.accepted' : 'roles.changed'), type: 'positive' });
      onSaved();
      onClose();
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      title={t(pending ? 'roles.acceptTitle' : 'roles.changeTitle', { name })}
      onSubmit={submit}
      onClose={onClose}
      busy={busy}
      error={error}
      submitLabel={pending ? t('roles.accept') : t('common.save')}
      cancelLabel={t('common.cancel')}
    >
      <Field
        label={t('roles.role')}
        required
        validationState={roleError ? 'error' : 'none'}
        validationMessage={roleError ? translateKey(t, roleError) : undefined}
      >
        <Dropdown
          value={role ? t(`role.${role}`) : ''}
          selectedOptions={role ? [role] : []}
          onOptionSelect={(_, data) => data.optionValue && pickRole(data.optionValue as AssignableRole)}
        >
          {assignableRoles.map((value) => (
            <Option key={value} value={value}>
              {t(`role.${value}`)}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <fieldset className={styles.rights}>
        <legend>{t('roles.rights')}</legend>
        <Checkbox
          label={t('roles.allRights')}
          checked={hasAllRights(rights) ? true : rights.length > 0 ? 'mixed' : false}
          onChange={(_, data) => setRights(data.checked === true ? [...companyRights] : [])}
        />
        {companyRights.map((right) => (
          <Checkbox
            key={right}
            label={t(`right.${right}`)}
            checked={rights.includes(right)}
            onChange={(_, data) => toggle(right, data.checked === true)}
          />
        ))}
      </fieldset>
    </FormDialog>
  );
}
