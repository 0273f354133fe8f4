import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../components/server-errors';
import { translateKey } from '../../i18n';
import { useOwnerCatalogT } from './i18n';

/** A list that failed to load, with a retry. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const t = useOwnerCatalogT();
  const { t: common } = useTranslation();
  return (
    <MessageBar intent="error" role="alert">
      <MessageBarBody>{t('loadError', { message: translateKey(common, errorText(error)) })}</MessageBarBody>
      {onRetry ? (
        <MessageBarActions>
          <Button onClick={onRetry}>{t('retry')}</Button>
        </MessageBarActions>
      ) : null}
    </MessageBar>
  );
}
