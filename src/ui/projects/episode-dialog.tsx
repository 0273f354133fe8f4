import { useState } from 'react';
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
import { FormDialog } from '../components/form-dialog';
import { TextField } from '../components/form-field';
import { applyFieldErrors, errorText } from '../components/server-errors';
import { useSnackbar } from '../components/snackbar';
import { useApi } from '../hooks/use-api';
import { useProjectsT } from './i18n';

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
    <FormDialog
      title={episode ? t('editEpisode') : t('addEpisode')}
      onSubmit={submit}
      onClose={onClose}
      busy={form.formState.isSubmitting}
      error={alert}
      submitLabel={episode ? t('save') : t('create')}
      cancelLabel={t('cancel')}
    >
      <TextField control={control} name="number" label={t('episodeNumber')} type="number" required />
      <TextField control={control} name="title" label={t('episodeTitle')} />
      <TextField control={control} name="duration" label={t('duration')} placeholder="00:45:00" required />
    </FormDialog>
  );
}
