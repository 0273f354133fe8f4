import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { feedbackSchema, toFormData } from '../../domain/forms';
import { sendFeedback } from '../../sync';
import { TextField } from '../components/form-field';
import { ImagePicker } from '../components/image-picker';
import { SubmitButton } from '../components/submit-button';
import { errorText } from '../components/server-errors';
import { useSnackbar } from '../components/snackbar';
import { useApi } from '../hooks/use-api';
import { translateKey } from '../i18n';
import { SubjectField } from './subject-field';
import { useFeedbackT } from './i18n';

/** docs/product.md §9: the feedback modal is 700 px wide. */
const useStyles = makeStyles({
  surface: { boxSizing: 'border-box', width: '700px', maxWidth: 'calc(100vw - 16px)' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export function FeedbackDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useFeedbackT();
  const styles = useStyles();
  const api = useApi();
  const snackbar = useSnackbar();
  const form = useForm({
    resolver: zodResolver(feedbackSchema),
    defaultValues: { type: 'bug_report', message: '', attachment: null },
  });

  const close = () => {
    form.reset();
    onClose();
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      await sendFeedback(api, toFormData(values));
      snackbar.show({ title: t('feedback.sent'), type: 'positive' });
      close();
    } catch (error) {
      snackbar.show({ title: translateKey(t, errorText(error)), type: 'negative', canClose: true });
    }
  });

  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && close()}>
      <DialogSurface className={styles.surface}>
        <form onSubmit={submit} noValidate>
          <DialogBody>
            <DialogTitle>{t('feedback.title')}</DialogTitle>
            <DialogContent className={styles.form}>
              <SubjectField control={form.control} />
              <TextField
                control={form.control}
                name="message"
                label={t('feedback.message')}
                multiline
                required
              />
              <Controller
                control={form.control}
                name="attachment"
                render={({ field }) => (
                  <ImagePicker
                    label={t('feedback.image')}
                    hint={t('feedback.dropHint')}
                    chooseLabel={t('feedback.choose')}
                    previewLabel={t('feedback.preview')}
                    removeLabel={t('feedback.removeImage')}
                    value={field.value ?? null}
                    onChange={field.onChange}
                  />
                )}
              />
            </DialogContent>
            <DialogActions>
              <Button onClick={close}>{t('common.cancel')}</Button>
              <SubmitButton busy={form.formState.isSubmitting}>{t('common.send')}</SubmitButton>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
