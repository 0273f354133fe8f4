import type { FormEventHandler, ReactNode } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { FormAlert } from './form-alert';
import { SubmitButton } from './submit-button';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

interface FormDialogProps {
  title: ReactNode;
  /** The form's submit handler, e.g. react-hook-form's `handleSubmit(...)`. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Closing by Escape, the backdrop or the Cancel button. */
  onClose(): void;
  /** While the request runs the submit button spins and stays disabled. */
  busy: boolean;
  /** The server's refusal (a message key or text), shown above the buttons; null shows nothing. */
  error: string | null;
  submitLabel: ReactNode;
  cancelLabel: ReactNode;
  /** The surface's class, e.g. its width. */
  className?: string;
  /** Merged with the content's column layout. */
  contentClassName?: string;
  /** 'alert' for a form that confirms something (a refusal): the dialog is an alertdialog. */
  modalType?: 'modal' | 'alert';
  /** The fields. */
  children: ReactNode;
}

/**
 * A modal form: title, fields, the server's error and Cancel + submit. Validation, saving and the error
 * text stay with the caller.
 */
export function FormDialog({
  title,
  onSubmit,
  onClose,
  busy,
  error,
  submitLabel,
  cancelLabel,
  className,
  contentClassName,
  modalType,
  children,
}: FormDialogProps) {
  const styles = useStyles();
  return (
    <Dialog open modalType={modalType} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={className}>
        <form onSubmit={onSubmit} noValidate>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={mergeClasses(styles.content, contentClassName)}>
              {children}
              <FormAlert text={error} />
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>{cancelLabel}</Button>
              <SubmitButton busy={busy}>{submitLabel}</SubmitButton>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
