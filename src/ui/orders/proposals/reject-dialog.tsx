import { useState } from 'react';
import { Body1, Field, Textarea } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { issueMessage, type FieldMessage } from '../../../domain/issue-message';
import { rejectSchema } from '../../../domain/orders';
import { FormDialog } from '../../components/form-dialog';
import { translateKey } from '../../i18n';
import { useProposalsT } from './i18n';

interface RejectDialogProps {
  busy: boolean;
  /** The server's refusal, shown above the buttons. */
  error: string | null;
  onReject(reason: string): Promise<boolean>;
  onClose(): void;
}

/**
 * Asks why before the proposal is rejected; the reason goes to the owner. It is checked by the server's own
 * schema (`rejectSchema`), so it is refused here as there, with its message and bound.
 */
export function RejectDialog({ busy, error, onReject, onClose }: RejectDialogProps) {
  const t = useProposalsT();
  const { t: common } = useTranslation();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState<FieldMessage | null>(null);
  return (
    <FormDialog
      title={t('rejectTitle')}
      onSubmit={(event) => {
        event.preventDefault();
        const checked = rejectSchema.shape.reason.safeParse(reason);
        if (!checked.success) {
          setMissing(issueMessage(checked.error.issues[0]!));
          return;
        }
        setMissing(null);
        void onReject(checked.data).then((done) => done && onClose());
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
        validationMessage={missing ? translateKey(common, missing.key, missing.params) : undefined}
      >
        <Textarea value={reason} resize="vertical" onChange={(_, data) => setReason(data.value)} />
      </Field>
    </FormDialog>
  );
}
