import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons';
import type { ApiError } from '../../../sync/api-error';
import { useLegalEntitiesT } from './i18n';

/** A load failure with its message and a Retry button. */
export function LoadFailure({ error, onRetry }: { error: ApiError; onRetry(): void }) {
  const t = useLegalEntitiesT();
  return (
    <MessageBar intent="error" role="alert">
      <MessageBarBody>{t('legal.loadError', { message: error.text })}</MessageBarBody>
      <MessageBarActions>
        <Button icon={<ArrowClockwiseRegular />} onClick={onRetry}>
          {t('legal.retry')}
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}
