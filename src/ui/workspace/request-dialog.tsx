import { useMemo, useState } from 'react';
import {
  Button,
  Checkbox,
  Combobox,
  Label,
  makeStyles,
  Option,
  Radio,
  RadioGroup,
  Text,
  tokens,
  useId,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useController, useForm, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { territoryCountries } from '../../domain/orders';
import { media, type Media, type TrackEntry } from '../../domain/projects';
import { requestLicences } from '../../sync/order-commands';
import { FormDialog } from '../components/form-dialog';
import { FormField, TextField } from '../components/form-field';
import { errorText } from '../components/server-errors';
import { useSnackbar } from '../components/snackbar';
import { useApi } from '../hooks/use-api';
import { translateKey } from '../i18n';
import { useWorkspaceT } from './i18n';
import {
  requestFormDefaults,
  requestFormResolver,
  type RequestFormValues,
  type RequestPayload,
} from './request-form';

const useStyles = makeStyles({
  surface: { boxSizing: 'border-box', width: '600px', maxWidth: 'calc(100vw - 16px)' },
  row: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-end', flexWrap: 'wrap' },
  note: { color: tokens.colorNeutralForeground3 },
  error: { display: 'block', color: tokens.colorPaletteRedForeground1 },
  choices: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalS },
});

type Props = { control: Control<RequestFormValues> };

/** The media as checkboxes (a Field gives one id to every control inside, so the group labels itself). */
function MediaField({ control }: Props) {
  const t = useWorkspaceT();
  const { t: common } = useTranslation();
  const styles = useStyles();
  const labelId = useId('media');
  const { field, fieldState } = useController({ control, name: 'media' });
  const chosen = field.value;
  const error = fieldState.error?.message;
  const toggle = (item: Media, on: boolean) =>
    field.onChange(
      on ? media.filter((m) => m === item || chosen.includes(m)) : chosen.filter((m) => m !== item),
    );
  return (
    <div role="group" aria-labelledby={labelId}>
      <Label id={labelId} required>
        {t('requestMedia')}
      </Label>
      <div className={styles.choices}>
        {media.map((item) => (
          <Checkbox
            key={item}
            label={t(`media.${item}`)}
            checked={chosen.includes(item)}
            onChange={(_, data) => toggle(item, data.checked === true)}
          />
        ))}
      </div>
      {error ? <Text className={styles.error}>{translateKey(common, error)}</Text> : null}
    </div>
  );
}

/**
 * The countries in the reader's language: a combobox searched by name or code adds one, the chosen ones
 * are listed as buttons that remove them.
 */
function CountriesField({ control }: Props) {
  const t = useWorkspaceT();
  const styles = useStyles();
  const { i18n } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'countries' });
  const [query, setQuery] = useState('');
  const names = useMemo(() => {
    const display = new Intl.DisplayNames([i18n.language], { type: 'region' });
    return new Map<string, string>(territoryCountries.map((code) => [code, display.of(code) ?? code]));
  }, [i18n.language]);
  const chosen = field.value;
  const needle = query.trim().toLowerCase();
  const shown = territoryCountries.filter(
    (code) =>
      !chosen.includes(code) &&
      (!needle || code.toLowerCase() === needle || (names.get(code) ?? '').toLowerCase().includes(needle)),
  );
  return (
    <>
      <FormField label={t('requestCountries')} required value={chosen} error={fieldState.error?.message}>
        <Combobox
          ref={field.ref}
          freeform
          placeholder={t('requestCountriesPlaceholder')}
          value={query}
          selectedOptions={[]}
          onChange={(event) => setQuery(event.target.value)}
          onOptionSelect={(_, data) => {
            if (data.optionValue && !chosen.includes(data.optionValue))
              field.onChange([...chosen, data.optionValue]);
            setQuery('');
          }}
          onBlur={field.onBlur}
        >
          {shown.map((code) => (
            <Option key={code} value={code} text={`${names.get(code)} (${code})`}>
              {`${names.get(code)} (${code})`}
            </Option>
          ))}
        </Combobox>
      </FormField>
      {chosen.length > 0 ? (
        <div className={styles.choices} aria-label={t('requestCountries')} role="group">
          {chosen.map((code) => (
            <Button
              key={code}
              size="small"
              icon={<DismissRegular />}
              iconPosition="after"
              aria-label={t('requestRemoveCountry', { name: names.get(code) ?? code })}
              onClick={() => field.onChange(chosen.filter((item) => item !== code))}
            >
              {names.get(code) ?? code}
            </Button>
          ))}
        </div>
      ) : null}
    </>
  );
}

function TermsFields({ control, values }: Props & { values: RequestFormValues }) {
  const t = useWorkspaceT();
  const styles = useStyles();
  const world = useController({ control, name: 'world' }).field;
  const perpetual = useController({ control, name: 'perpetual' }).field;
  const many = useController({ control, name: 'manyUses' }).field;
  return (
    <>
      <MediaField control={control} />
      <RadioGroup
        aria-label={t('requestTerritory')}
        layout="horizontal"
        value={world.value ? 'world' : 'countries'}
        onChange={(_, data) => world.onChange(data.value === 'world')}
      >
        <Radio value="world" label={t('requestWorld')} />
        <Radio value="countries" label={t('requestSomeCountries')} />
      </RadioGroup>
      {values.world ? null : <CountriesField control={control} />}
      <div className={styles.row}>
        <Checkbox
          label={t('requestPerpetual')}
          checked={perpetual.value}
          onChange={(_, data) => perpetual.onChange(data.checked === true)}
        />
        {values.perpetual ? null : (
          <TextField control={control} name="termMonths" label={t('requestTermMonths')} required />
        )}
      </div>
      <div className={styles.row}>
        <Checkbox
          label={t('requestManyUses')}
          checked={many.value}
          onChange={(_, data) => many.onChange(data.checked === true)}
        />
        {values.manyUses ? null : (
          <TextField control={control} name="uses" label={t('requestUses')} required />
        )}
      </div>
    </>
  );
}

interface RequestDialogProps {
  projectId: string;
  /** The selected entries a request may take (those no live request holds). */
  entries: readonly TrackEntry[];
  /** How many selected entries were left out because a request already holds them. */
  skipped: number;
  onClose(): void;
  onSent?(): void;
}

/**
 * Request licences for the selected entries (docs/licensing.md §3 "Order"): media, territory, term, uses,
 * target budget and a comment; the server makes one order per owner. Its refusal (no episode yet, an
 * entry already requested) shows above the buttons.
 */
export function RequestDialog({ projectId, entries, skipped, onClose, onSent }: RequestDialogProps) {
  const styles = useStyles();
  const t = useWorkspaceT();
  const api = useApi();
  const { show } = useSnackbar();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<RequestFormValues, unknown, RequestPayload>({
    resolver: requestFormResolver(t('budgetFormat')),
    defaultValues: requestFormDefaults,
  });
  const values = form.watch();
  // The fields read and write the typed values; only submitting yields the payload.
  const control = form.control as unknown as Control<RequestFormValues>;

  const submit = form.handleSubmit(async (payload) => {
    setAlert(null);
    if (entries.length === 0) {
      setAlert('validation.selectTrack');
      return;
    }
    try {
      const orders = await requestLicences(api, {
        projectId,
        entryIds: entries.map((entry) => entry.id),
        ...payload,
      });
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
      <TermsFields control={control} values={values} />
      <TextField control={control} name="budget" label={t('requestBudget')} />
      <TextField control={control} name="comment" label={t('requestComment')} multiline />
    </FormDialog>
  );
}
