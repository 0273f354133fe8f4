import { useState, type FormEvent } from 'react';
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
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { REASON_MAX } from '../../domain/orders/schemas';
import { rejectDocument } from '../../sync/contracts/contracts-commands';
import { FormAlert } from '../components/form-alert';
import { errorText } from '../components/server-errors';
import { useSnackbar } from '../components/snackbar';
import { SubmitButton } from '../components/submit-button';
import { useApi } from '../hooks/use-api';
import { useOnline } from '../hooks/use-online';
import { translateKey } from '../i18n';
import { useContractsT } from './i18n';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** Rejecting a draft or half-signed document asks for the reason the other party will read. */
export function RejectDocumentDialog({
  document,
  onClose,
}: {
  document: { id: string; number: string };
  onClose(): void;
}) {
  const styles = useStyles();
  const t = useContractsT();
  const { t: common } = useTranslation();
  const api = useApi();
  const online = useOnline();
  const { show } = useSnackbar();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') return setReasonError(translateKey(common, 'validation.required'));
    if (busy) return;
    setReasonError(null);
    if (!online) return setError(t('offline'));
    setBusy(true);
    setError(null);
    try {
      await rejectDocument(api, document.id, reason.trim());
      show({ title: t('reject.done'), type: 'positive' });
      onClose();
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onOpenChange={(_, data) => (data.open ? undefined : onClose())}>
      <DialogSurface>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogBody>
            <DialogTitle>{t('reject.title', { number: document.number })}</DialogTitle>
            <DialogContent className={styles.content}>
              <Body1>{t('reject.note')}</Body1>
              <Field label={t('reject.reason')} validationMessage={reasonError} required>
                <Textarea
                  value={reason}
                  maxLength={REASON_MAX}
                  onChange={(_, data) => setReason(data.value)}
                  resize="vertical"
                />
              </Field>
              <FormAlert text={error} />
            </DialogContent>
            <DialogActions>
              <SubmitButton busy={busy}>{t('reject.confirm')}</SubmitButton>
              <Button onClick={onClose}>{t('cancel')}</Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
