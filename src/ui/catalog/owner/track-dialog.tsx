import { useState } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { trackFieldsSchema, type TrackDocument, type TrackFields } from '../../../domain/catalog';
import { trackChangeBody, trackChangeFormData } from '../../../domain/catalog-change';
import { changeTrack, isUploadAborted } from '../../../sync/catalog/catalog-owner-api';
import { FormDialog } from '../../components/form-dialog';
import { applyFieldErrors, errorText } from '../../components/server-errors';
import { useSnackbar } from '../../components/snackbar';
import { useApi } from '../../hooks/use-api';
import type { FileSlot } from './file-checks';
import { useOwnerCatalogT } from './i18n';
import {
  TrackDescriptionFields,
  TrackDetailFields,
  TrackMainFields,
  type TrackFormValues,
} from './track-form-fields';
import { TrackCoverField, TrackFilesFields, type FileErrors } from './track-files-fields';
import { trackFormData, trackFormDefaults, type TrackFiles } from './track-form-values';
import { UploadProgress } from './upload-progress';
import { useTrackUpload, type TrackSend } from './use-track-upload';

const useStyles = makeStyles({
  surface: { boxSizing: 'border-box', width: '880px', maxWidth: 'calc(100vw - 16px)' },
  content: { gap: tokens.spacingVerticalXL },
});

const fieldNames = Object.keys(trackFieldsSchema.shape) as (keyof TrackFormValues)[];
const fileSlots: readonly FileSlot[] = ['audio', 'audioWav', 'cover'];
const noFiles: TrackFiles = { audio: null, audioWav: null, cover: null };

/** The server's messages about files (ApiError.fields audio, audioWav, cover). */
function fileErrorsOf(error: unknown): FileErrors {
  const fields = (error as { fields?: Record<string, unknown> } | null)?.fields ?? {};
  const found: FileErrors = {};
  for (const slot of fileSlots) if (typeof fields[slot] === 'string') found[slot] = fields[slot];
  return found;
}

interface TrackDialogProps {
  /** The track to edit; null uploads a new one. */
  track: TrackDocument | null;
  albums: readonly string[];
  onClose: () => void;
  /** Called with the saved track (the list also follows through replication). */
  onSaved?: (track: TrackDocument) => void;
  /**
   * Sends a new track elsewhere than `track/create` (a composer order's delivery), with the same form, files
   * and progress; `onSaved` is then not called. `title` names the dialog.
   */
  send?: { upload: TrackSend; title: string };
}

/** Upload a track (every field, files with previews, progress, cancel) or edit its metadata. */
export function TrackDialog({ track, albums, onClose, onSaved, send }: TrackDialogProps) {
  const t = useOwnerCatalogT();
  const styles = useStyles();
  const api = useApi();
  const snackbar = useSnackbar();
  const uploader = useTrackUpload();
  const [files, setFiles] = useState<TrackFiles>(noFiles);
  const [fileErrors, setFileErrors] = useState<FileErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<TrackFormValues, unknown, TrackFields>({
    resolver: zodResolver(trackFieldsSchema),
    defaultValues: trackFormDefaults(track),
  });

  const setFile = (slot: FileSlot, file: File | null) => {
    setFiles((current) => ({ ...current, [slot]: file }));
    setFileErrors((current) => ({ ...current, [slot]: undefined }));
  };
  const audioMissing = () => {
    const missing = !track && !files.audio;
    if (missing) setFileErrors((current) => ({ ...current, audio: 'catalog.audioRequired' }));
    return missing;
  };

  const save = async (values: TrackFields): Promise<TrackDocument | null> => {
    if (send) {
      await uploader.upload(trackFormData(values, files), send.upload);
      return null;
    }
    if (track)
      return changeTrack(
        api,
        track.id,
        files.cover ? trackChangeFormData(values, files.cover) : trackChangeBody(values),
      );
    return uploader.upload(trackFormData(values, files));
  };

  const submit = form.handleSubmit(
    async (values) => {
      setAlert(null);
      if (audioMissing()) return;
      try {
        const saved = await save(values);
        snackbar.show({
          title: track ? t('saved') : t('uploaded', { title: values.title }),
          type: 'positive',
        });
        if (saved) onSaved?.(saved);
        onClose();
      } catch (error) {
        if (isUploadAborted(error)) return;
        const onFiles = fileErrorsOf(error);
        setFileErrors(onFiles);
        const onFields = applyFieldErrors(error, form.setError, fieldNames);
        if (!onFields && Object.keys(onFiles).length === 0) setAlert(errorText(error));
      }
    },
    () => void audioMissing(),
  );

  const close = () => {
    if (uploader.uploading) uploader.cancel();
    else onClose();
  };

  return (
    <FormDialog
      title={send ? send.title : track ? t('editTitle') : t('uploadTitle')}
      onSubmit={submit}
      onClose={close}
      busy={form.formState.isSubmitting}
      error={alert}
      submitLabel={track ? t('save') : t('submitUpload')}
      cancelLabel={t('cancel')}
      className={styles.surface}
      contentClassName={styles.content}
    >
      {track ? (
        <TrackCoverField
          currentUrl={track.coverImageUrl}
          file={files.cover}
          error={fileErrors.cover ?? null}
          onChange={(file) => setFile('cover', file)}
        />
      ) : (
        <TrackFilesFields files={files} errors={fileErrors} onChange={setFile} />
      )}
      <TrackMainFields control={form.control} albums={albums} />
      <TrackDescriptionFields control={form.control} setValue={form.setValue} />
      <TrackDetailFields control={form.control} />
      {uploader.progress !== null ? <UploadProgress progress={uploader.progress} /> : null}
    </FormDialog>
  );
}
