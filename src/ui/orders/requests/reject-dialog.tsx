import { useState } from 'react';
import { Body1, Field, MessageBar, MessageBarBody, Textarea } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { issueMessage } from '../../../domain/issue-message';
import { declineLinesSchema } from '../../../domain/orders';
import type { RequestLine } from '../../../domain/orders/queue';
import { FormDialog } from '../../components/form-dialog';
import { translateKey } from '../../i18n';
import { useRequestsT } from './i18n';
import { useAnswerSubmit } from './use-answer-submit';

interface RejectDialogProps {
  lines: readonly RequestLine[];
  /** What else the refusal takes with it (e.g. the other lines of the same orders), shown as a warning. */
  note?: string | null;
  onConfirm(reason: string): void | Promise<void>;
  onClose(): void;
}

/**
 * Asks for the reason before refusing the selected requests; the customer's team reads it. The reason is
 * checked by the server's own schema (`declineLinesSchema`), so it is refused here as there, with its message.
 */
export function RejectDialog({ lines, note, onConfirm, onClose }: RejectDialogProps) {
  const t = useRequestsT();
  const { t: common } = useTranslation();
  const [reason, setReason] = useState('');
  const { showErrors, busy, failed, onSubmit } = useAnswerSubmit(onClose);
  const first = lines[0];
  const title =
    lines.length === 1 && first
      ? t('rejectTitle', { count: 1, title: first.trackTitle })
      : t('rejectTitle', { count: lines.length });
  const checked = declineLinesSchema.shape.reason.safeParse(reason);
  const problem = checked.success ? null : issueMessage(checked.error.issues[0]!);
  return (
    <FormDialog
      title={title}
      modalType="alert"
      busy={busy}
      error={failed ? t('actionFailed') : null}
      submitLabel={t('rejectConfirm')}
      cancelLabel={t('cancel')}
      onClose={onClose}
      onSubmit={onSubmit(checked.success ? () => onConfirm(checked.data) : null)}
    >
      <Body1>{t('rejectText')}</Body1>
      {note ? (
        <MessageBar intent="warning">
          <MessageBarBody>{note}</MessageBarBody>
        </MessageBar>
      ) : null}
      <Field
        label={t('reason')}
        required
        validationMessage={
          showErrors && problem ? translateKey(common, problem.key, problem.params) : undefined
        }
      >
        <Textarea value={reason} resize="vertical" onChange={(_, data) => setReason(data.value)} />
      </Field>
    </FormDialog>
  );
}
