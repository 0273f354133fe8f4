import { useState } from 'react';
import { Body1, Field, MessageBar, MessageBarBody, Textarea } from '@fluentui/react-components';
import type { RequestLine } from '../../domain/request-queue';
import { FormDialog } from '../components/form-dialog';
import { useRequestsT } from './i18n';
import { useAnswerSubmit } from './use-answer-submit';

interface RejectDialogProps {
  lines: readonly RequestLine[];
  /** What else the refusal takes with it (e.g. the other lines of the same orders), shown as a warning. */
  note?: string | null;
  onConfirm(reason: string): void | Promise<void>;
  onClose(): void;
}

/** Asks for the reason before refusing the selected requests; the customer's team reads it. */
export function RejectDialog({ lines, note, onConfirm, onClose }: RejectDialogProps) {
  const t = useRequestsT();
  const [reason, setReason] = useState('');
  const { showErrors, busy, failed, onSubmit } = useAnswerSubmit(onClose);
  const first = lines[0];
  const title =
    lines.length === 1 && first
      ? t('rejectTitle', { count: 1, title: first.trackTitle })
      : t('rejectTitle', { count: lines.length });
  const text = reason.trim();
  return (
    <FormDialog
      title={title}
      modalType="alert"
      busy={busy}
      error={failed ? t('actionFailed') : null}
      submitLabel={t('rejectConfirm')}
      cancelLabel={t('cancel')}
      onClose={onClose}
      onSubmit={onSubmit(text === '' ? null : () => onConfirm(text))}
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
        validationMessage={showErrors && text === '' ? t('reasonRequired') : undefined}
      >
        <Textarea value={reason} resize="vertical" onChange={(_, data) => setReason(data.value)} />
      </Field>
    </FormDialog>
  );
}
