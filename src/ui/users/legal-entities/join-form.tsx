import { useState } from 'react';
import { Body1, makeStyles, Subtitle1, tokens } from '@fluentui/react-components';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { joinLegalEntitySchema } from '../../../domain/legal-entities';
import { askToJoinLegalEntity } from '../../../sync/legal-entities-api';
import { FormAlert } from '../../components/form-alert';
import { TextField } from '../../components/form-field';
import { SubmitButton } from '../../components/submit-button';
import { applyFieldErrors, errorText } from '../../components/server-errors';
import { useSnackbar } from '../../components/snackbar';
import { useApi } from '../../hooks/use-api';
import { useLocalDb } from '../../local-data';
import { useLegalEntitiesT } from './i18n';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '420px' },
});

/** Ask to join an existing entity by its TIN ("Company with this TIN not found" under the field). */
export function JoinForm({ onJoined }: { onJoined(): void }) {
  const t = useLegalEntitiesT();
  const styles = useStyles();
  const api = useApi();
  const db = useLocalDb();
  const snackbar = useSnackbar();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(joinLegalEntitySchema),
    defaultValues: { tin: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const kept = await askToJoinLegalEntity(api, db, values);
      snackbar.show({ title: t('legal.joinSent'), type: 'positive' });
      if (!kept) onJoined();
    } catch (failure) {
      if (!applyFieldErrors(failure, form.setError, ['tin'])) setError(errorText(failure));
    }
  });
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('legal.joinTitle')}>
      <Subtitle1 as="h2">{t('legal.joinTitle')}</Subtitle1>
      <Body1>{t('legal.joinHint')}</Body1>
      <TextField control={form.control} name="tin" label={t('legal.field.tin')} autoComplete="off" required />
      <FormAlert text={error} />
      <div>
        <SubmitButton busy={form.formState.isSubmitting}>{t('legal.join')}</SubmitButton>
      </div>
    </form>
  );
}
