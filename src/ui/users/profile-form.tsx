import { useState } from 'react';
import { Avatar, makeStyles, tokens } from '@fluentui/react-components';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { updateProfileSchema, type UserInfo } from '../../domain/auth';
import { toFormData } from '../../domain/forms';
import { updateProfile } from '../../sync';
import { CheckboxField } from '../components/choice-fields';
import { TextField } from '../components/form-field';
import { ImagePicker } from '../components/image-picker';
import { SubmitButton } from '../components/submit-button';
import { applyFieldErrors, errorText } from '../components/server-errors';
import { useSnackbar } from '../components/snackbar';
import { useApi } from '../hooks/use-api';
import { useSession } from '../hooks/use-session';
import { translateKey } from '../i18n';
import { media } from '../components/breakpoints';
import { useSettingsT } from './i18n';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: {
    display: 'grid',
    alignItems: 'start',
    gap: tokens.spacingVerticalM,
    gridTemplateColumns: '1fr',
    [media.smUp]: { gridTemplateColumns: '1fr 1fr', columnGap: tokens.spacingHorizontalM },
  },
  avatar: { display: 'flex', gap: tokens.spacingHorizontalL, alignItems: 'flex-start', flexWrap: 'wrap' },
});

const fieldNames = ['firstName', 'lastName', 'middleName', 'phone', 'newsletter'] as const;

const valuesOf = (user: UserInfo | null) => ({
  firstName: user?.firstName ?? '',
  lastName: user?.lastName ?? '',
  middleName: user?.middleName ?? '',
  phone: user?.phone ?? '',
  newsletter: user?.newsletter ?? false,
});

/** The main settings tab: name, phone, newsletter and the profile photo. */
export function ProfileForm() {
  const t = useSettingsT();
  const styles = useStyles();
  const api = useApi();
  const snackbar = useSnackbar();
  const { state, store } = useSession();
  const [photo, setPhoto] = useState<File | null>(null);
  const form = useForm({ resolver: zodResolver(updateProfileSchema), defaultValues: valuesOf(state.user) });
  const user = state.user;

  const submit = form.handleSubmit(async (values) => {
    try {
      if (photo) {
        const data = toFormData(values);
        data.append('avatar', photo);
        await updateProfile(api, data);
      } else {
        await updateProfile(api, values);
      }
      await store.fetchUser();
      setPhoto(null);
      snackbar.show({ title: t('common.saved'), type: 'positive' });
    } catch (error) {
      if (!applyFieldErrors(error, form.setError, fieldNames)) {
        snackbar.show({ title: translateKey(t, errorText(error)), type: 'negative', canClose: true });
      }
    }
  });

  const image = user?.images[0]?.url ?? user?.photoUrl ?? undefined;
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.avatar}>
        <Avatar
          size={96}
          name={user ? `${user.firstName} ${user.lastName}` : ''}
          image={image ? { src: image } : undefined}
          color="colorful"
        />
        <ImagePicker
          label={t('settings.avatar')}
          hint={t('feedback.dropHint')}
          chooseLabel={t('settings.avatarChoose')}
          previewLabel={t('settings.avatarPreview')}
          removeLabel={t('common.remove')}
          value={photo}
          onChange={setPhoto}
        />
      </div>
      <div className={styles.row}>
        <TextField
          control={form.control}
          name="firstName"
          label={t('auth.signup.firstName')}
          autoComplete="given-name"
          required
        />
        <TextField
          control={form.control}
          name="lastName"
          label={t('auth.signup.lastName')}
          autoComplete="family-name"
          required
        />
      </div>
      <div className={styles.row}>
        <TextField
          control={form.control}
          name="middleName"
          label={t('auth.signup.middleName')}
          autoComplete="additional-name"
        />
        <TextField
          control={form.control}
          name="phone"
          label={t('auth.signup.phone')}
          type="tel"
          autoComplete="tel"
          hint={t('auth.signup.phoneHint')}
        />
      </div>
      <CheckboxField control={form.control} name="newsletter" label={t('auth.signup.newsletter')} />
      <div>
        <SubmitButton busy={form.formState.isSubmitting}>{t('common.save')}</SubmitButton>
      </div>
    </form>
  );
}
