import {
  Body1,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Spinner,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ProfileRole } from '../../domain/roles';

interface AddRoleDialogProps {
  role: ProfileRole | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Offers to add the profile the user does not have yet. */
export function AddRoleDialog({ role, busy, onConfirm, onCancel }: AddRoleDialogProps) {
  const { t } = useTranslation();
  const roleName = role ? t(`role.${role}`) : '';
  return (
    <Dialog open={role !== null} onOpenChange={(_, data) => !data.open && onCancel()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('addRole.title', { role: roleName })}</DialogTitle>
          <DialogContent>
            <Body1>{t('addRole.text', { role: roleName })}</Body1>
          </DialogContent>
          <DialogActions>
            <Button onClick={onCancel}>{t('common.cancel')}</Button>
            <Button
              appearance="primary"
              onClick={onConfirm}
              disabledFocusable={busy}
              icon={busy ? <Spinner size="tiny" /> : undefined}
            >
              {t('addRole.confirm')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
