import { useState } from 'react';
import {
  Body1,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import type { RequestLine } from '../../domain/request-queue';
import { SubmitButton } from '../components/submit-button';
import { useRequestsT } from './i18n';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

interface RejectDialogProps {
  lines: readonly RequestLine[];
  /** What else the refusal takes with it (e.g. the other lines of the same orders), shown as a warning. */
  note?: string | null;
  onConfirm(reason: string): void | Promise<void>;
  onClose(): void;
}

/** Asks for the reason before refusing the selected requests; the customer's team reads it. */
export function RejectDialog({ lines, note, onConfirm, onClose }: RejectDialogProps) {
  const styles = useStyles();
  const t = useRequestsT();
  const [reason, setReason] = useState('');
  const [showError, setShowError] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const first = lines[0];
  const title =
    lines.length === 1 && first
      ? t('rejectTitle', { count: 1, title: first.trackTitle })
      : t('rejectTitle', { count: lines.length });
  const submit = async () => {
    setShowError(true);
    if (reason.trim() === '' || busy) return;
    setBusy(true);
    setFailed(false);
    try {
      await onConfirm(reason.trim());
      onClose();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open modalType="alert" onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.content}>
              {failed ? (
                <MessageBar intent="error">
                  <MessageBarBody>{t('actionFailed')}</MessageBarBody>
                </MessageBar>
              ) : null}
              <Body1>{t('rejectText')}</Body1>
              {note ? (
                <MessageBar intent="warning">
                  <MessageBarBody>{note}</MessageBarBody>
                </MessageBar>
              ) : null}
              <Field
                label={t('reason')}
                required
                validationMessage={showError && reason.trim() === '' ? t('reasonRequired') : undefined}
              >
                <Textarea value={reason} resize="vertical" onChange={(_, data) => setReason(data.value)} />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>{t('cancel')}</Button>
              <SubmitButton busy={busy}>{t('rejectConfirm')}</SubmitButton>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
