import { useState, type ReactNode } from 'react';
import {
  Badge,
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
  mergeClasses,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../components/form-dialog';
import { translateKey } from '../i18n';
import { errorText } from '../components/server-errors';
import type { TaskState } from '../hooks/use-task';
import { useAdminT } from './i18n';
import type { ListPage } from './use-admin-list';

const useStyles = makeStyles({
  pager: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  muted: { color: tokens.colorNeutralForeground3 },
  // The list's parts keep the spacing they had in the section.
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  // A quick answer (most are) swaps the rows before the dimming shows.
  busy: { opacity: 0.6, transitionProperty: 'opacity', transitionDelay: '300ms' },
});

/** A load that failed: the server's reason and Retry. */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const t = useAdminT();
  const { t: common } = useTranslation();
  return (
    <MessageBar intent="error" role="alert">
      <MessageBarBody>
        {t('admin.loadFailed', { message: translateKey(common, errorText(error)) })}
      </MessageBarBody>
      <MessageBarActions>
        <Button onClick={onRetry}>{t('admin.retry')}</Button>
      </MessageBarActions>
    </MessageBar>
  );
}

/** What an empty list says instead of its table. */
export function ListEmpty({ text }: { text: string }) {
  const styles = useStyles();
  return <Body1 className={styles.muted}>{text}</Body1>;
}

/**
 * Loading, error (with Retry) and empty states of a list; the list itself once it has rows. While the next
 * page, search or reload is on its way, what was shown stays, marked busy (and dimmed after a moment): the
 * table does not give way to a spinner at every search, and a row under the pointer is not pulled away from
 * it. Only the first load shows the spinner.
 */
export function ListStates<T>({
  state,
  empty,
  onRetry,
  children,
}: {
  state: TaskState<ListPage<T>>;
  empty: string;
  onRetry(): void;
  children(page: ListPage<T>): ReactNode;
}) {
  const t = useAdminT();
  const styles = useStyles();
  const [shown, setShown] = useState<ListPage<T> | null>(null);
  if (state.status === 'done' && state.value !== shown) setShown(state.value);
  if (state.status === 'failed') return <LoadFailed error={state.error} onRetry={onRetry} />;
  const page = state.status === 'done' ? state.value : shown;
  if (!page) return <Spinner size="small" label={t('admin.loading')} />;
  const busy = state.status !== 'done';
  return (
    <div aria-busy={busy} className={mergeClasses(styles.list, busy && styles.busy)}>
      {page.data.length === 0 ? <ListEmpty text={empty} /> : children(page)}
    </div>
  );
}

/** Previous / next page buttons with where the list stands. */
export function Pager({ page, onPage }: { page: ListPage<unknown>; onPage(page: number): void }) {
  const t = useAdminT();
  const styles = useStyles();
  const pages = Math.max(1, Math.ceil(page.total / page.limit));
  return (
    <div className={styles.pager}>
      <Button disabled={page.page <= 1} onClick={() => onPage(page.page - 1)}>
        {t('admin.previous')}
      </Button>
      <Body1 aria-live="polite">{t('admin.pageOf', { page: page.page, pages, total: page.total })}</Body1>
      <Button disabled={page.page >= pages} onClick={() => onPage(page.page + 1)}>
        {t('admin.next')}
      </Button>
    </div>
  );
}

/** Asks for the reason of a destructive action (block, hide) and runs it; the server's refusal stays shown. */
export function ReasonDialog({
  title,
  text,
  submitLabel,
  onSubmit,
  onClose,
}: {
  title: string;
  text: string;
  submitLabel: string;
  onSubmit(reason: string): Promise<void>;
  onClose(): void;
}) {
  const t = useAdminT();
  const { t: common } = useTranslation();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  return (
    <FormDialog
      title={title}
      busy={busy}
      error={error}
      submitLabel={submitLabel}
      cancelLabel={t('admin.cancel')}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        if (!reason.trim()) return setMissing(true);
        setBusy(true);
        onSubmit(reason.trim()).then(onClose, (failure: unknown) => {
          setError(errorText(failure));
          setBusy(false);
        });
      }}
    >
      <Body1>{text}</Body1>
      <Field
        label={t('admin.reason')}
        required
        validationMessage={missing ? translateKey(common, 'validation.required') : undefined}
      >
        <Textarea value={reason} maxLength={1000} onChange={(_, data) => setReason(data.value)} />
      </Field>
    </FormDialog>
  );
}

/** A yes/no confirmation of an action (unblock, restore, retract). */
export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  onConfirm,
  onClose,
}: {
  title: string;
  text: string;
  confirmLabel: string;
  onConfirm(): Promise<void>;
  onClose(): void;
}) {
  const t = useAdminT();
  const { t: common } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <Dialog open modalType="alert" onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>
            <Body1>{text}</Body1>
            {error ? (
              <MessageBar intent="error" role="alert">
                <MessageBarBody>{translateKey(common, error)}</MessageBarBody>
              </MessageBar>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('admin.cancel')}</Button>
            <Button
              appearance="primary"
              disabled={busy}
              onClick={() => {
                setBusy(true);
                onConfirm().then(onClose, (failure: unknown) => {
                  setError(errorText(failure));
                  setBusy(false);
                });
              }}
            >
              {confirmLabel}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/** The verified mark as the admin lists show it. */
export function VerifiedBadge({ verified }: { verified: boolean }) {
  const t = useAdminT();
  return verified ? (
    <Badge color="success">{t('admin.companies.verified')}</Badge>
  ) : (
    <Badge appearance="outline" color="informative">
      {t('admin.companies.unverified')}
    </Badge>
  );
}
