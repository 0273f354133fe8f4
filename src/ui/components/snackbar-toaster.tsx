// Fluent's toaster behind the snackbars (snackbar.tsx), loaded after the first page or with the first snackbar.
import { useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Toast,
  ToastTitle,
  Toaster,
  makeStaticStyles,
  makeStyles,
  mergeClasses,
  useFluent,
  useThemeClassName,
  useToastController,
  type ToastIntent,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { SNACKBAR_DURATION_MS } from '../../domain/app-rules';
import { attachSnackbarOutlet, type SnackbarOptions, type SnackbarType } from './snackbar-outlet';

const toasterId = 'cueline-snackbars';
const intents: Record<SnackbarType, ToastIntent> = { positive: 'success', negative: 'error', info: 'info' };

/**
 * Fluent's modal dialogs and drawers mark everything outside them aria-hidden (tabster's modalizer) and
 * paint over what came before them. Toasts live in a top-level element the modalizer leaves alone
 * (`data-tabster-never-hide`), stacked above every overlay but open menus and popovers, and carrying the
 * theme's variables, so a snackbar shown while a dialog is open is seen and announced.
 */
const neverHidden = 'data-tabster-never-hide';

const useLayerStyles = makeStyles({
  // A line along the bottom of the viewport, above the layer Fluent gives every portal (dialogs, drawers,
  // tooltips: 1000000), below open menus and popovers. The inline bottom-end toaster is placed from it; the
  // line itself has no height and no background (the theme's class paints one), so it never covers the page.
  layer: {
    position: 'fixed',
    right: 0,
    bottom: 0,
    left: 0,
    height: 0,
    zIndex: 1000001,
    pointerEvents: 'none',
    backgroundColor: 'transparent',
  },
});

/**
 * An open menu or popover is drawn above the snackbars: it is what the user is choosing from, a snackbar
 * would hide its items, and a pointer resting on a snackbar keeps it (pauseOnHover). Fluent draws each popup
 * in a portal node of its own, a stacking context at the popups' layer; those go above this layer.
 */
const usePopupsAboveStyles = makeStaticStyles({
  '[data-portal-node]:has(> .fui-MenuPopover, > .fui-PopoverSurface)': { zIndex: 1000002 },
});

function useSnackbarLayer(): HTMLElement | null {
  const { targetDocument, dir } = useFluent();
  const className = mergeClasses(useThemeClassName(), useLayerStyles().layer);
  const [layer] = useState(() => {
    if (!targetDocument) return null;
    const element = targetDocument.createElement('div');
    element.setAttribute(neverHidden, '');
    return element;
  });
  useLayoutEffect(() => {
    if (!layer || !targetDocument) return undefined;
    targetDocument.body.appendChild(layer);
    return () => layer.remove();
  }, [layer, targetDocument]);
  useLayoutEffect(() => {
    if (!layer) return;
    layer.className = className;
    layer.dir = dir;
  }, [layer, className, dir]);
  return layer;
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
        <Button
          appearance="transparent"
          size="small"
          icon={<DismissRegular />}
          aria-label={t('common.close')}
          onClick={onDismiss}
        />
      ) : null}
    </>
  );
  return (
    <Toast role={type === 'negative' ? 'alert' : 'status'}>
      <ToastTitle action={actionTitle || canClose ? buttons : undefined}>{title}</ToastTitle>
    </Toast>
  );
}

/** Shows the snackbars asked for (those asked for before it loaded first), in a layer above any dialog. */
export function SnackbarToaster() {
  usePopupsAboveStyles();
  const layer = useSnackbarLayer();
  const { dispatchToast, dismissToast } = useToastController(toasterId);
  const show = useCallback(
    (options: SnackbarOptions) => {
      const toastId = `snackbar-${Date.now()}-${Math.random().toString(36).slice(2)}`;
      dispatchToast(<SnackbarBody {...options} onDismiss={() => dismissToast(toastId)} />, {
        toastId,
        intent: intents[options.type],
        timeout: options.duration ?? SNACKBAR_DURATION_MS,
        politeness: options.type === 'negative' ? 'assertive' : 'polite',
      });
    },
    [dispatchToast, dismissToast],
  );
  // After the toaster below has mounted and listens (effects run children first).
  useEffect(() => (layer ? attachSnackbarOutlet(show) : undefined), [layer, show]);
  if (!layer) return null;
  return createPortal(
    <Toaster toasterId={toasterId} position="bottom-end" pauseOnHover pauseOnWindowBlur limit={4} inline />,
    layer,
  );
}
