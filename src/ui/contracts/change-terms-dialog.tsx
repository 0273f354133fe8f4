import { useState } from 'react';
import { Field, makeStyles, Select, Text, tokens } from '@fluentui/react-components';
import { useForm, type Control } from 'react-hook-form';
import type { ContractDocType } from '../../db/schemas/contracts-documents.schema';
import type { OrderTerms } from '../../domain/orders';
import type { Media } from '../../domain/projects';
import { createSupplement } from '../../sync/contracts/contracts-commands';
import { FormDialog } from '../components/form-dialog';
import { errorText } from '../components/server-errors';
import { useSnackbar } from '../components/snackbar';
import { useApi } from '../hooks/use-api';
import { useOnline } from '../hooks/use-online';
import { TermsFields, type TermsLabels } from '../components/terms-fields';
import { checkTerms, toTermsInput, type TermsFormValues } from '../components/terms-form';
import { useContractsT } from './i18n';

const useStyles = makeStyles({
  surface: { boxSizing: 'border-box', width: '600px', maxWidth: 'calc(100vw - 16px)' },
  note: { color: tokens.colorNeutralForeground3 },
});

/** A line's current terms as the form's typed values. */
function formValuesOf(terms: OrderTerms): TermsFormValues {
  const world = terms.territory.includes('world');
  return {
    media: terms.media as Media[],
    world,
    countries: world ? [] : terms.territory,
    perpetual: terms.termMonths === null,
    termMonths: terms.termMonths === null ? '' : String(terms.termMonths),
    manyUses: terms.uses === null,
    uses: terms.uses === null ? '' : String(terms.uses),
  };
}

/**
 * A supplement changing the terms of one line of a signed contract (docs/decisions/0016): the track, then
 * its terms, filled with the current ones; the line keeps its price. The server's refusal (terms
 * unchanged, a change awaiting signature) shows above the buttons.
 */
export function ChangeTermsDialog({ contract, onClose }: { contract: ContractDocType; onClose(): void }) {
  const styles = useStyles();
  const t = useContractsT();
  const api = useApi();
  const online = useOnline();
  const { show } = useSnackbar();
  const lines = contract.lines.filter((line) => !line.change);
  const [entryId, setEntryId] = useState(lines[0]?.entryId ?? '');
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<TermsFormValues>({
    resolver: (values) => {
      const { terms, errors } = checkTerms(values);
      return terms ? { values, errors: {} } : { values: {}, errors };
    },
    defaultValues: formValuesOf(
      lines[0]?.terms ?? { media: [], territory: ['world'], termMonths: null, uses: null },
    ),
  });
  const values = form.watch();
  const control = form.control as unknown as Control<TermsFormValues>;
  const labels: TermsLabels = {
    media: t('terms.media'),
    mediaName: (item) => t(`terms.media.${item}`),
    territory: t('terms.territory'),
    world: t('terms.world'),
    someCountries: t('terms.someCountries'),
    countries: t('terms.countries'),
    countriesPlaceholder: t('terms.countriesPlaceholder'),
    removeCountry: (name) => t('terms.removeCountry', { name }),
    perpetual: t('terms.perpetual'),
    termMonths: t('terms.termMonths'),
    manyUses: t('terms.manyUses'),
    uses: t('terms.uses'),
  };

  const pick = (id: string) => {
    setEntryId(id);
    const line = lines.find((candidate) => candidate.entryId === id);
    if (line) form.reset(formValuesOf(line.terms));
  };

  const submit = form.handleSubmit(async (typed) => {
    setAlert(null);
    if (!online) return setAlert(t('offline'));
    try {
      const supplement = await createSupplement(api, contract.id, {
        changes: [{ entryId, terms: toTermsInput(typed) }],
      });
      show({ title: t('changeTerms.done', { number: supplement.number }), type: 'positive' });
      onClose();
    } catch (error) {
      setAlert(errorText(error));
    }
  });

  return (
    <FormDialog
      title={t('changeTerms.title', { number: contract.number })}
      onSubmit={submit}
      onClose={onClose}
      busy={form.formState.isSubmitting}
      error={alert}
      submitLabel={t('changeTerms.create')}
      cancelLabel={t('cancel')}
      className={styles.surface}
    >
      <Text className={styles.note}>{t('changeTerms.intro')}</Text>
      <Field label={t('changeTerms.line')} required>
        <Select value={entryId} onChange={(_, data) => pick(data.value)}>
          {lines.map((line) => (
            <option key={line.entryId} value={line.entryId}>
              {`${line.trackTitle} · ${line.artistName}`}
            </option>
          ))}
        </Select>
      </Field>
      <TermsFields control={control} values={values} labels={labels} />
    </FormDialog>
  );
}
