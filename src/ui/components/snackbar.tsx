import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Toast,
  ToastTitle,
  Toaster,
  useId,
  useToastController,
  type ToastIntent,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { SNACKBAR_DURATION_MS } from '../../domain/app-rules';

export type SnackbarType = 'positive' | 'negative' | 'info';

export interface SnackbarOptions {
  title: string;
  type: SnackbarType;
  canClose?: boolean;
  actionTitle?: string;
  action?: () => void;
  duration?: number;
}

const toasterId = 'cueline-snackbars';
const intents: Record<SnackbarType, ToastIntent> = { positive: 'success', negative: 'error', info: 'info' };

/** Where snackbars appear; rendered once by the app providers. */
export function SnackbarHost() {
  return <Toaster toasterId={toasterId} position="bottom-end" pauseOnHover pauseOnWindowBlur limit={4} />;
}

interface SnackbarBodyProps extends SnackbarOptions {
  onDismiss: () => void;
}

function SnackbarBody({ title, type, canClose, actionTitle, action, onDismiss }: SnackbarBodyProps) {
  const { t } = useTranslation();
  const buttons = (
    <>
      {actionTitle && action ? (
        <Button
          appearance="transparent"
          size="small"
          onClick={() => {
            action();
            onDismiss();
          }}
        >
          {actionTitle}
        </Button>
      ) : null}
      {canClose ? (
        <Button appearance="transparent" size="small" icon={<DismissRegular />} aria-label={t('common.close')} onClick={onDismiss} />
      ) : null}
    </>
  );
  return (
    <Toast role={type === 'negative' ? 'alert' : 'status'}>
      <ToastTitle action={actionTitle || canClose ? buttons : undefined}>{title}</ToastTitle>
    </Toast>
  );
}

/** Shows Fluent toasts: `show({title, type, canClose?, actionTitle?, action?, duration? = 5000})`. */
export function useSnackbar() {
  const { dispatchToast, dismissToast } = useToastController(toasterId);
  const prefix = useId('snackbar');
  const show = useCallback(
    (options: SnackbarOptions) => {
      const toastId = `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2)}`;
      dispatchToast(<SnackbarBody {...options} onDismiss={() => dismissToast(toastId)} />, {
        toastId,
        intent: intents[options.type],
        timeout: options.duration ?? SNACKBAR_DURATION_MS,
        politeness: options.type === 'negative' ? 'assertive' : 'polite',
      });
    },
    [dispatchToast, dismissToast, prefix],
  );
  return { show };
}
