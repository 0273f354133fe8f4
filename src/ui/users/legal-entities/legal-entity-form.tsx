import { useState } from 'react';
import { Button, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  legalEntityFieldsSchema,
  legalEntityTypes,
  type LegalEntityFieldsInput,
} from '../../../domain/legal-entities';
import { RadioField } from '../../components/choice-fields';
import { FormAlert } from '../../components/form-alert';
import { TextField } from '../../components/form-field';
import { SubmitButton } from '../../components/submit-button';
import { applyFieldErrors, errorText } from '../../components/server-errors';
import { media } from '../../components/breakpoints';
import { useLegalEntitiesT } from './i18n';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: {
    display: 'grid',
    alignItems: 'start',
    gap: tokens.spacingVerticalM,
    gridTemplateColumns: '1fr',
    [media.smUp]: { gridTemplateColumns: '1fr 1fr', columnGap: tokens.spacingHorizontalM },
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

export const legalEntityFieldNames = [
  'name',
  'type',
  'tin',
  'address',
  'signatoryName',
  'signatoryPosition',
  'bik',
  'bank',
  'corrAccount',
  'account',
] as const;

export const emptyLegalEntity: LegalEntityFieldsInput = {
  name: '',
  type: 'company',
  tin: '',
  address: '',
  signatoryName: '',
  signatoryPosition: '',
  bik: '',
  bank: '',
  corrAccount: '',
  account: '',
};

interface LegalEntityFormProps {
  initial: LegalEntityFieldsInput;
  submitLabel: string;
  /** Sends the checked fields; a refusal's per-field messages land on the fields. */
  onSubmit(values: LegalEntityFieldsInput): Promise<void>;
  /** Leaves the form without saving (editing an entity); no Cancel button without it. */
  onCancel?(): void;
}

/**
 * The legal-entity form: each field checked as it is typed in (the TIN's and both accounts' check
 * digits computed with the BIK), every wrong field with its own message.
 */
export function LegalEntityForm({ initial, submitLabel, onSubmit, onCancel }: LegalEntityFormProps) {
  const t = useLegalEntitiesT();
  const styles = useStyles();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<LegalEntityFieldsInput>({
    resolver: zodResolver(legalEntityFieldsSchema),
    defaultValues: initial,
    mode: 'onTouched',
  });

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await onSubmit(values);
    } catch (failure) {
      if (!applyFieldErrors(failure, form.setError, legalEntityFieldNames)) setError(errorText(failure));
    }
  });

  const text = (name: (typeof legalEntityFieldNames)[number], autoComplete?: string) => (
    <TextField
      control={form.control}
      name={name}
      label={t(`legal.field.${name}`)}
      autoComplete={autoComplete ?? 'off'}
      required
    />
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {text('name', 'organization')}
      <RadioField
        control={form.control}
        name="type"
        label={t('legal.field.type')}
        options={legalEntityTypes.map((type) => ({ value: type, label: t(`legal.type.${type}`) }))}
        required
      />
      <div className={styles.row}>
        {text('tin')}
        {text('address', 'street-address')}
      </div>
      <div className={styles.row}>
        {text('signatoryName')}
        {text('signatoryPosition')}
      </div>
      <Subtitle2 as="h3">{t('legal.bankSection')}</Subtitle2>
      <div className={styles.row}>
        {text('bik')}
        {text('bank')}
      </div>
      <div className={styles.row}>
        {text('corrAccount')}
        {text('account')}
      </div>
      <FormAlert text={error} />
      <div className={styles.actions}>
        <SubmitButton busy={form.formState.isSubmitting}>{submitLabel}</SubmitButton>
        {onCancel ? (
          <Button disabled={form.formState.isSubmitting} onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
