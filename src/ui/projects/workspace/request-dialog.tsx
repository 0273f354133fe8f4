import { useState } from 'react';
import { Checkbox, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useController, useForm, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TrackEntry } from '../../../domain/projects';
import { requestLicences } from '../../../sync/orders/orders-commands';
import { FormDialog } from '../../components/form-dialog';
import { TextField } from '../../components/form-field';
import { TermsFields, type TermsLabels } from '../../components/terms-fields';
import type { TermsFormValues } from '../../components/terms-form';
import { errorText } from '../../components/server-errors';
import { useSnackbar } from '../../components/snackbar';
import { useApi } from '../../hooks/use-api';
import { translateKey } from '../../i18n';
import { useLocalData } from '../../local-data';
import { useWorkspaceT } from './i18n';
import { licenseesOf, RequestLicensee } from './request-licensee';
import { useMyCompany } from './use-my-company';
import {
  requestFormDefaults,
  requestFormResolver,
  type RequestFormValues,
  type RequestPayload,
} from './request-form';

const useStyles = makeStyles({
  surface: { boxSizing: 'border-box', width: '600px', maxWidth: 'calc(100vw - 16px)' },
  note: { color: tokens.colorNeutralForeground3 },
});

interface RequestDialogProps {
  projectId: string;
  /** The selected entries a request may take (those no live request holds). */
  entries: readonly TrackEntry[];
  /** How many selected entries were left out because a request already holds them. */
  skipped: number;
  onClose(): void;
  onSent?(): void;
}

/** Whether owners see the budget's part for their own tracks (checked) or none of it. */
function BudgetShown({ control, label }: { control: Control<RequestFormValues>; label: string }) {
  const { field } = useController({ control, name: 'budgetShown' });
  return (
    <Checkbox
      label={label}
      checked={field.value}
      onChange={(_, data) => field.onChange(data.checked === true)}
      onBlur={field.onBlur}
    />
  );
}

/**
 * Request licences for the selected entries (docs/licensing.md §3 "Order"): the customer company the
 * contracts are made with, media, territory, term, uses, target budget and a comment; the server makes
 * one order per owner. Without a company to request for it sends nothing and links to Settings. Its refusal (no episode yet, an
 * entry already requested) shows above the buttons.
 */
export function RequestDialog({ projectId, entries, skipped, onClose, onSent }: RequestDialogProps) {
  const styles = useStyles();
  const t = useWorkspaceT();
  const { t: common } = useTranslation();
  const api = useApi();
  const local = useLocalData();
  const { show } = useSnackbar();
  const [alert, setAlert] = useState<string | null>(null);
  const company = useMyCompany();
  const { licensees, withoutRight } = licenseesOf(company.data);
  const [chosen, setChosen] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  // One company is the licensee without asking; several wait for the user's choice.
  const licenseeId = licensees.length === 1 ? licensees[0]!.id : chosen;
  const form = useForm<RequestFormValues, unknown, RequestPayload>({
    resolver: requestFormResolver(t('budgetFormat'), ({ key, params }) => translateKey(common, key, params)),
    defaultValues: requestFormDefaults,
  });
  const values = form.watch();
  const labels: TermsLabels = {
    media: t('requestMedia'),
    mediaName: (item) => t(`media.${item}`),
    territory: t('requestTerritory'),
    world: t('requestWorld'),
    someCountries: t('requestSomeCountries'),
    countries: t('requestCountries'),
    countriesPlaceholder: t('requestCountriesPlaceholder'),
    removeCountry: (name) => t('requestRemoveCountry', { name }),
    perpetual: t('requestPerpetual'),
    termMonths: t('requestTermMonths'),
    manyUses: t('requestManyUses'),
    uses: t('requestUses'),
  };
  // The fields read and write the typed values; only submitting yields the payload.
  const control = form.control as unknown as Control<RequestFormValues>;

  const submit = form.handleSubmit(async (payload) => {
    setAlert(null);
    if (entries.length === 0) {
      setAlert('validation.selectTrack');
      return;
    }
    // No company to request for: the note above says where to add it; nothing is sent.
    if (licensees.length === 0) {
      setAlert(withoutRight ? 'orders.noRequestRight' : 'orders.noLegalEntity');
      return;
    }
    setMissing(licenseeId === null);
    if (licenseeId === null) return;
    try {
      const orders = await requestLicences(
        api,
        {
          projectId,
          entryIds: entries.map((entry) => entry.id),
          ...payload,
          legalEntityId: licenseeId,
        },
        local?.db,
      );
      show({ title: t('requestSent', { count: orders.length }), type: 'positive' });
      onSent?.();
      onClose();
    } catch (error) {
      setAlert(errorText(error));
    }
  });

  return (
    <FormDialog
      title={t('requestTitle', { count: entries.length })}
      onSubmit={submit}
      onClose={onClose}
      busy={form.formState.isSubmitting}
      error={alert}
      submitLabel={t('requestSend')}
      cancelLabel={t('cancel')}
      className={styles.surface}
    >
      {skipped > 0 ? <Text className={styles.note}>{t('requestSkipped', { count: skipped })}</Text> : null}
      <RequestLicensee
        licensees={licensees}
        withoutRight={withoutRight}
        value={licenseeId}
        onChange={setChosen}
        loading={company.loading}
        error={company.data ? undefined : company.error}
        onRetry={company.retry}
        missing={missing && licenseeId === null}
      />
      <TermsFields control={control as unknown as Control<TermsFormValues>} values={values} labels={labels} />
      <TextField control={control} name="budget" label={t('requestBudget')} />
      <BudgetShown control={control} label={t('requestBudgetShown')} />
      <TextField control={control} name="comment" label={t('requestComment')} multiline />
    </FormDialog>
  );
}
