import { useState } from 'react';
import {
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
import { FormAlert } from '../../components/form-alert';
import { errorText } from '../../components/server-errors';
import { translateKey } from '../../i18n';
import { useOwnerCatalogT } from './i18n';

interface ConfirmDeleteDialogProps {
  title: string;
  text: string;
  /** Runs the deletion; a refusal stays in the dialog with the server's message. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

/** Asks before deleting; shows the server's message when it refuses. */
export function ConfirmDeleteDialog({ title, text, onConfirm, onClose }: ConfirmDeleteDialogProps) {
  const t = useOwnerCatalogT();
  const { t: common } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      onClose();
    } catch (failure) {
      setError(translateKey(common, errorText(failure)));
      setBusy(false);
    }
  };
  return (
    <Dialog open modalType="alert" onOpenChange={(_, data) => !data.open && !busy && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>
            <p>{text}</p>
            <FormAlert text={error} />
          </DialogContent>
          <DialogActions>
            <Button disabled={busy} onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button
              appearance="primary"
              disabledFocusable={busy}
              icon={busy ? <Spinner size="tiny" /> : undefined}
              onClick={() => void confirm()}
            >
              {t('delete')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
