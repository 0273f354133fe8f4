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
  Switch,
  tokens,
} from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useController, useForm, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZodError } from 'zod';
import {
  playlistFieldsSchema,
  type PlaylistColor,
  type PlaylistFields,
  type PlaylistFieldsInput,
  type PlaylistRole,
} from '../../../domain/library';
import { createPlaylist, updatePlaylist, type PlaylistDocType } from '../../../db';
import { FormAlert } from '../../components/form-alert';
import { FormField, TextField } from '../../components/form-field';
import { errorText } from '../../components/server-errors';
import { useSnackbar } from '../../components/snackbar';
import { SubmitButton } from '../../components/submit-button';
import { useApi } from '../../hooks/use-api';
import { translateKey } from '../../i18n';
import { useLocalData, useLocalDb } from '../../local-data';
import { CoverFields } from './cover-fields';
import { saveCover } from './server-playlist';
import { usePlaylistsT, type PlaylistsT } from './i18n';

const useStyles = makeStyles({
  surface: { boxSizing: 'border-box', width: '600px', maxWidth: 'calc(100vw - 16px)' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

const fieldNames = ['name', 'description', 'coverColor', 'isPublic'] as const;
type FieldName = (typeof fieldNames)[number];

function PublicSwitch({ control, t }: { control: Control<PlaylistFieldsInput>; t: PlaylistsT }) {
  const { field } = useController({ control, name: 'isPublic' });
  const checked = field.value === true;
  return (
    <FormField value={checked} hint={t('publicHint')}>
      <Switch
        ref={field.ref}
        checked={checked}
        label={t('isPublic')}
        onChange={(_, data) => field.onChange(data.checked)}
      />
    </FormField>
  );
}

interface PlaylistDialogProps {
  /** The playlist to edit; null creates one of `role`. */
  playlist: PlaylistDocType | null;
  role: PlaylistRole;
  onClose(): void;
  onSaved?(playlist: { id: string }): void;
}

/**
 * Create or edit a playlist: name, description, public or private, a cover colour from the palette
 * and/or a png/jpg cover image. The fields are written locally (offline too); the image needs the
 * server and is uploaded once the playlist has reached it.
 */
export function PlaylistDialog({ playlist, role, onClose, onSaved }: PlaylistDialogProps) {
  const styles = useStyles();
  const t = usePlaylistsT();
  const db = useLocalDb();
  const local = useLocalData();
  const api = useApi();
  const { show } = useSnackbar();
  const { t: common } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [removeImage, setRemoveImage] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<PlaylistFieldsInput, unknown, PlaylistFields>({
    resolver: zodResolver(playlistFieldsSchema),
    defaultValues: {
      name: playlist?.name ?? '',
      description: playlist?.description ?? '',
      coverColor: playlist?.coverColor ?? null,
      isPublic: playlist?.isPublic ?? false,
    },
  });
  const color = form.watch('coverColor') ?? null;

  const writeLocally = async (values: PlaylistFields) => {
    if (!db) throw new Error('error.unknown');
    if (!playlist) return createPlaylist(db, role, values);
    await updatePlaylist(db, playlist.id, values);
    return playlist;
  };

  const uploadCover = async (saved: { id: string }) => {
    if (!file && !removeImage) return;
    try {
      await saveCover(api, local, saved.id, file);
    } catch (error) {
      show({
        title: t('coverFailed', { message: translateKey(common, errorText(error)) }),
        type: 'negative',
      });
    }
  };

  const submit = form.handleSubmit(async (values) => {
    setAlert(null);
    try {
      const saved = await writeLocally(values);
      show({ title: playlist ? t('saved') : t('created', { name: values.name }), type: 'positive' });
      onSaved?.(saved);
      onClose();
      void uploadCover(saved);
    } catch (error) {
      if (error instanceof ZodError) {
        for (const issue of error.issues) {
          const name = fieldNames.find((known) => known === issue.path[0]) as FieldName | undefined;
          if (name) form.setError(name, { type: 'local', message: issue.message });
        }
      } else setAlert(errorText(error));
    }
  });

  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <form onSubmit={submit} noValidate>
          <DialogBody>
            <DialogTitle>{playlist ? t('editPlaylist') : t('createPlaylist')}</DialogTitle>
            <DialogContent className={styles.content}>
              <TextField control={form.control} name="name" label={t('name')} required />
              <TextField control={form.control} name="description" label={t('description')} multiline />
              <PublicSwitch control={form.control} t={t} />
              <CoverFields
                color={color}
                onColor={(value: PlaylistColor | null) =>
                  form.setValue('coverColor', value, { shouldDirty: true })
                }
                file={file}
                onFile={setFile}
                currentImage={playlist?.coverImageUrl ?? null}
                removeImage={removeImage}
                onRemoveImage={setRemoveImage}
              />
              <FormAlert text={alert} />
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>{t('cancel')}</Button>
              <SubmitButton busy={form.formState.isSubmitting}>
                {playlist ? t('save') : t('create')}
              </SubmitButton>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
