import { useState } from 'react';
import { Body1, Field, Textarea } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { REASON_MAX } from '../../domain/orders';
import { FormDialog } from '../components/form-dialog';
import { translateKey } from '../i18n';
import { useProposalsT } from './i18n';

interface RejectDialogProps {
  busy: boolean;
  /** The server's refusal, shown above the buttons. */
  error: string | null;
  onReject(reason: string): Promise<boolean>;
  onClose(): void;
}

/** Asks why before the proposal is rejected; the reason goes to the owner. */
export function RejectDialog({ busy, error, onReject, onClose }: RejectDialogProps) {
  const t = useProposalsT();
  const { t: common } = useTranslation();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  return (
    <FormDialog
      title={t('rejectTitle')}
      onSubmit={(event) => {
        event.preventDefault();
        const text = reason.trim();
        if (!text) {
          setMissing('validation.required');
          return;
        }
        if (text.length > REASON_MAX) {
          setMissing('validation.tooLong');
          return;
        }
        setMissing(null);
        void onReject(text).then((done) => done && onClose());
      }}
      onClose={onClose}
      busy={busy}
      error={error}
      submitLabel={t('reject')}
      cancelLabel={t('cancel')}
    >
      <Body1>{t('rejectText')}</Body1>
      <Field
        label={t('reason')}
        required
        validationState={missing ? 'error' : 'none'}
        validationMessage={missing ? translateKey(common, missing) : undefined}
      >
        <Textarea value={reason} resize="vertical" onChange={(_, data) => setReason(data.value)} />
      </Field>
    </FormDialog>
  );
}
