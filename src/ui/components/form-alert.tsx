import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { translateKey } from '../i18n';

/** A form-level message (server error or success) announced to screen readers. */
export function FormAlert({
  text,
  intent = 'error',
}: {
  text: string | null;
  intent?: 'error' | 'success' | 'info';
}) {
  const { t } = useTranslation();
  if (!text) return null;
  return (
    <MessageBar intent={intent} role={intent === 'error' ? 'alert' : 'status'}>
      <MessageBarBody>{translateKey(t, text)}</MessageBarBody>
    </MessageBar>
  );
}
