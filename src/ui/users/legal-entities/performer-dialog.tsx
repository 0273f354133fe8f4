import { useState } from 'react';
import { Body1, Caption1, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { artistDetail } from '../../../domain/api/catalog';
import { artistFieldsSchema, type ArtistDocument } from '../../../domain/catalog';
import { toFormData } from '../../../domain/forms';
import { operationQuery } from '../../../sync/local-query';
import { changePerformer } from '../../../sync/legal-entities-api';
import { LinesSkeleton } from '../../components/browse-states';
import { FormDialog } from '../../components/form-dialog';
import { TextField } from '../../components/form-field';
import { ImagePicker } from '../../components/image-picker';
import { applyFieldErrors, errorText } from '../../components/server-errors';
import { useSnackbar } from '../../components/snackbar';
import { useApi } from '../../hooks/use-api';
import { useLocalQuery } from '../../hooks/use-local-query';
import { useLegalEntitiesT } from './i18n';

const useStyles = makeStyles({
  surface: { maxWidth: '640px', width: '100%' },
  tracks: { margin: 0, paddingLeft: tokens.spacingHorizontalL, maxHeight: '200px', overflowY: 'auto' },
});

/** The performer's tracks, from the artist page's answer (kept locally like any screen's answer). */
function PerformerTracks({ artist }: { artist: ArtistDocument }) {
  const t = useLegalEntitiesT();
  const styles = useStyles();
  const answer = useLocalQuery(operationQuery(artistDetail, { params: { id: artist.id } }));
  const tracks = answer.data?.tracks;
  return (
    <section aria-label={t('performers.trackList', { name: artist.name })}>
      <Subtitle2 as="h3">{t('performers.trackList', { name: artist.name })}</Subtitle2>
      {!tracks ? (
        answer.error ? (
          <Caption1>{t('legal.loadError', { message: answer.error.text })}</Caption1>
        ) : (
          <LinesSkeleton lines={2} label={t('performers.loading')} />
        )
      ) : tracks.length === 0 ? (
        <Body1 as="p">{t('performers.noTracks')}</Body1>
      ) : (
        <ul className={styles.tracks}>
          {tracks.map((track) => (
            <li key={track.id}>
              <Body1>{track.title}</Body1>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Edit a performer: biography, website and photo (the catalogue's image upload), with their tracks. */
export function PerformerDialog({
  artist,
  onClose,
  onSaved,
}: {
  artist: ArtistDocument;
  onClose(): void;
  onSaved(): void;
}) {
  const t = useLegalEntitiesT();
  const styles = useStyles();
  const api = useApi();
  const snackbar = useSnackbar();
  const [photo, setPhoto] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(artistFieldsSchema),
    defaultValues: { bio: artist.bio ?? '', website: artist.website ?? '' },
  });

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    const fields = { bio: values.bio ?? '', website: values.website ?? '' };
    try {
      let body: FormData | typeof fields = fields;
      if (photo) {
        body = toFormData(fields);
        body.append('photo', photo);
      }
      await changePerformer(api, artist.id, body);
      snackbar.show({ title: t('performers.saved'), type: 'positive' });
      onSaved();
      onClose();
    } catch (failure) {
      if (!applyFieldErrors(failure, form.setError, ['bio', 'website'])) setError(errorText(failure));
    }
  });

  return (
    <FormDialog
      title={t('performers.editTitle', { name: artist.name })}
      onSubmit={submit}
      onClose={onClose}
      busy={form.formState.isSubmitting}
      error={error}
      submitLabel={t('common.save')}
      cancelLabel={t('common.cancel')}
      className={styles.surface}
    >
      <ImagePicker
        label={t('performers.photo')}
        hint={t('feedback.dropHint')}
        chooseLabel={t('performers.photoChoose')}
        previewLabel={t('performers.photoPreview')}
        removeLabel={t('common.remove')}
        value={photo}
        onChange={setPhoto}
      />
      <TextField control={form.control} name="bio" label={t('performers.bio')} multiline />
      <TextField control={form.control} name="website" label={t('performers.website')} type="url" />
      <PerformerTracks artist={artist} />
    </FormDialog>
  );
}
