import { useState } from 'react';
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
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Control } from 'react-hook-form';
import {
  episodeFieldsSchema,
  formatTimeCode,
  type Episode,
  type EpisodeFields,
  type EpisodeFieldsInput,
} from '../../domain/projects';
import { changeEpisode, createEpisode } from '../../sync/projects-api';
import { FormAlert } from '../components/form-alert';
import { TextField } from '../components/form-field';
import { applyFieldErrors, errorText } from '../components/server-errors';
import { useSnackbar } from '../components/snackbar';
import { SubmitButton } from '../components/submit-button';
import { useApi } from '../hooks/use-api';
import { useProjectsT } from './i18n';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

const fields = ['number', 'title', 'duration'] as const;

interface EpisodeDialogProps {
  projectId: string;
  /** The episode to edit; null adds one (its workspace comes with it). */
  episode: Episode | null;
  /** The number a new episode starts with. */
  nextNumber: number;
  onClose(): void;
}

/** Add or edit an episode: number 0–100 (unique in the project), optional title, duration HH:MM:SS. */
export function EpisodeDialog({ projectId, episode, nextNumber, onClose }: EpisodeDialogProps) {
  const styles = useStyles();
  const t = useProjectsT();
  const api = useApi();
  const { show } = useSnackbar();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<EpisodeFieldsInput, unknown, EpisodeFields>({
    resolver: zodResolver(episodeFieldsSchema),
    defaultValues: {
      number: String(episode?.number ?? nextNumber),
      title: episode?.title ?? '',
      duration: episode ? formatTimeCode(episode.duration) : '',
    },
  });
  // The fields hold the typed text; only submitting yields the parsed values.
  const control = form.control as unknown as Control<EpisodeFieldsInput>;
  const submit = form.handleSubmit(async (values) => {
    setAlert(null);
    const body = { ...values, duration: formatTimeCode(values.duration) };
    try {
      if (episode) await changeEpisode(api, episode.id, body);
      else await createEpisode(api, projectId, body);
      show({ title: t('episodeSaved'), type: 'positive' });
      onClose();
    } catch (error) {
      if (!applyFieldErrors(error, form.setError, fields)) setAlert(errorText(error));
    }
  });
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <form onSubmit={submit} noValidate>
          <DialogBody>
            <DialogTitle>{episode ? t('editEpisode') : t('addEpisode')}</DialogTitle>
            <DialogContent className={styles.content}>
              <TextField control={control} name="number" label={t('episodeNumber')} type="number" required />
              <TextField control={control} name="title" label={t('episodeTitle')} />
              <TextField
                control={control}
                name="duration"
                label={t('duration')}
                placeholder="00:45:00"
                required
              />
              <FormAlert text={alert} />
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>{t('cancel')}</Button>
              <SubmitButton busy={form.formState.isSubmitting}>
                {episode ? t('save') : t('create')}
              </SubmitButton>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
