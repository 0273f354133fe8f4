import type { ReactNode } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { SubmitButton } from '../components/submit-button';
import { useProjectsT } from './i18n';

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirm: string;
  busy: boolean;
  onConfirm(): void;
  onClose(): void;
}

/** Asks before a destructive action (deleting, removing a member); the dialog stays while it runs. */
export function ConfirmDialog({ title, children, confirm, busy, onConfirm, onClose }: ConfirmDialogProps) {
  const t = useProjectsT();
  return (
    <Dialog open modalType="alert" onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onConfirm();
          }}
        >
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent>{children}</DialogContent>
            <DialogActions>
              <Button onClick={onClose}>{t('cancel')}</Button>
              <SubmitButton busy={busy}>{confirm}</SubmitButton>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
