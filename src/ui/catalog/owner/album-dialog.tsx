import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Input,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useController, useForm, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { albumFieldsSchema, type AlbumDocument, type AlbumFieldsInput } from '../../../domain/catalog';
import { albumClearableFields } from '../../../domain/catalog-change';
import { toFormData } from '../../../domain/forms';
import { changeAlbum, createAlbum } from '../../../sync/catalog/catalog-owner-api';
import { FormAlert } from '../../components/form-alert';
import { FormField, TextField } from '../../components/form-field';
import { applyFieldErrors, errorText } from '../../components/server-errors';
import { useSnackbar } from '../../components/snackbar';
import { SubmitButton } from '../../components/submit-button';
import { useApi } from '../../hooks/use-api';
import { translateKey } from '../../i18n';
import { FileDrop } from './file-drop';
import { CoverPreview } from './file-previews';
import { useOwnerCatalogT } from './i18n';

const useStyles = makeStyles({
  surface: { boxSizing: 'border-box', width: '640px', maxWidth: 'calc(100vw - 16px)' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  current: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  image: { width: '64px', height: '64px', objectFit: 'cover', borderRadius: tokens.borderRadiusMedium },
});

type AlbumOutput = ReturnType<typeof albumFieldsSchema.parse>;
const fieldNames = ['title', 'artist', 'releaseDate', 'description'] as const;

function DateField({ control, label }: { control: Control<AlbumFieldsInput>; label: string }) {
  const { field, fieldState } = useController({ control, name: 'releaseDate' });
  const value = typeof field.value === 'string' ? field.value : '';
  return (
    <FormField label={label} value={value} error={fieldState.error?.message}>
      <Input
        ref={field.ref}
        type="date"
        value={value}
        onBlur={field.onBlur}
        onChange={(_, data) => field.onChange(data.value || undefined)}
      />
    </FormField>
  );
}

const defaultsOf = (album: AlbumDocument | null, artist: string): AlbumFieldsInput => ({
  title: album?.title ?? '',
  artist: album?.artist.name ?? artist,
  releaseDate: album?.releaseDate ?? undefined,
  description: album?.description ?? '',
});

interface AlbumDialogProps {
  album: AlbumDocument | null;
  /** The artist a new album starts with (the owner's name). */
  defaultArtist: string;
  onClose: () => void;
  onSaved: (album: AlbumDocument) => void;
}

/** Create or edit an album: title, artist, release date, description and a png/jpg cover with preview. */
export function AlbumDialog({ album, defaultArtist, onClose, onSaved }: AlbumDialogProps) {
  const t = useOwnerCatalogT();
  const { t: common } = useTranslation();
  const styles = useStyles();
  const api = useApi();
  const snackbar = useSnackbar();
  const [cover, setCover] = useState<File | null>(null);
  const [coverError, setCoverError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<AlbumFieldsInput, unknown, AlbumOutput>({
    resolver: zodResolver(albumFieldsSchema),
    defaultValues: defaultsOf(album, defaultArtist),
  });

  const save = (values: AlbumOutput) => {
    const data = toFormData({ ...values, cover });
    if (!album) return createAlbum(api, data);
    // An edit clears the optional fields left empty: null in JSON, an empty value in form data.
    const cleared = albumClearableFields.filter((key) => values[key] === undefined);
    for (const key of cleared) data.append(key, '');
    return changeAlbum(
      api,
      album.id,
      cover ? data : { ...values, ...Object.fromEntries(cleared.map((key) => [key, null])) },
    );
  };

  const submit = form.handleSubmit(async (values) => {
    setAlert(null);
    setCoverError(null);
    try {
      const saved = await save(values);
      snackbar.show({
        title: album ? t('albumSaved') : t('albumCreated', { title: saved.title }),
        type: 'positive',
      });
      onSaved(saved);
      onClose();
    } catch (error) {
      const fileMessage = (error as { fields?: Record<string, unknown> }).fields?.cover;
      if (typeof fileMessage === 'string') setCoverError(fileMessage);
      else if (!applyFieldErrors(error, form.setError, fieldNames)) setAlert(errorText(error));
    }
  });

  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <form onSubmit={submit} noValidate>
          <DialogBody>
            <DialogTitle>{album ? t('albumEditTitle') : t('albumCreateTitle')}</DialogTitle>
            <DialogContent className={styles.content}>
              <TextField control={form.control} name="title" label={t('albumTitle')} required />
              <TextField control={form.control} name="artist" label={t('albumArtist')} required />
              <DateField control={form.control} label={t('releaseDate')} />
              <TextField control={form.control} name="description" label={t('albumDescription')} multiline />
              {album?.coverImageUrl && !cover ? (
                <div className={styles.current}>
                  <img className={styles.image} src={album.coverImageUrl} alt={t('currentCover')} />
                </div>
              ) : null}
              <FileDrop
                slot="cover"
                label={t('cover')}
                hint={t('dropCover')}
                chooseLabel={t('chooseCover')}
                value={cover}
                onChange={(file) => {
                  setCover(file);
                  setCoverError(null);
                }}
                error={coverError}
                preview={(file) => <CoverPreview file={file} />}
              />
              <FormAlert text={alert ? translateKey(common, alert) : null} />
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>{t('cancel')}</Button>
              <SubmitButton busy={form.formState.isSubmitting}>
                {album ? t('save') : t('create')}
              </SubmitButton>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
