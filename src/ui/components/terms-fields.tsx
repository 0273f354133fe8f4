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
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { territoryCountries } from '../../domain/orders';
import { media, type Media } from '../../domain/projects';
import { translateKey } from '../i18n';
import { FormField, TextField } from './form-field';
import type { TermsFormValues } from './terms-form';

const useStyles = makeStyles({
  row: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-end', flexWrap: 'wrap' },
  error: { display: 'block', color: tokens.colorPaletteRedForeground1 },
  choices: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalS },
});

/** The texts of the terms fields, in the caller's feature's words. */
export interface TermsLabels {
  media: string;
  mediaName(item: Media): string;
  territory: string;
  world: string;
  someCountries: string;
  countries: string;
  countriesPlaceholder: string;
  removeCountry(name: string): string;
  perpetual: string;
  termMonths: string;
  manyUses: string;
  uses: string;
}

type Props = { control: Control<TermsFormValues>; labels: TermsLabels };

/** The media as checkboxes (a Field gives one id to every control inside, so the group labels itself). */
function MediaField({ control, labels }: Props) {
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
        {labels.media}
      </Label>
      <div className={styles.choices}>
        {media.map((item) => (
          <Checkbox
            key={item}
            label={labels.mediaName(item)}
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
function CountriesField({ control, labels }: Props) {
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
      <FormField label={labels.countries} required value={chosen} error={fieldState.error?.message}>
        <Combobox
          ref={field.ref}
          freeform
          placeholder={labels.countriesPlaceholder}
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
        <div className={styles.choices} aria-label={labels.countries} role="group">
          {chosen.map((code) => (
            <Button
              key={code}
              size="small"
              icon={<DismissRegular />}
              iconPosition="after"
              aria-label={labels.removeCountry(names.get(code) ?? code)}
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

/** Media, territory, term and uses: the terms fields a request and a change of terms share. */
export function TermsFields({ control, values, labels }: Props & { values: TermsFormValues }) {
  const styles = useStyles();
  const world = useController({ control, name: 'world' }).field;
  const perpetual = useController({ control, name: 'perpetual' }).field;
  const many = useController({ control, name: 'manyUses' }).field;
  return (
    <>
      <MediaField control={control} labels={labels} />
      <RadioGroup
        aria-label={labels.territory}
        layout="horizontal"
        value={world.value ? 'world' : 'countries'}
        onChange={(_, data) => world.onChange(data.value === 'world')}
      >
        <Radio value="world" label={labels.world} />
        <Radio value="countries" label={labels.someCountries} />
      </RadioGroup>
      {values.world ? null : <CountriesField control={control} labels={labels} />}
      <div className={styles.row}>
        <Checkbox
          label={labels.perpetual}
          checked={perpetual.value}
          onChange={(_, data) => perpetual.onChange(data.checked === true)}
        />
        {values.perpetual ? null : (
          <TextField control={control} name="termMonths" label={labels.termMonths} required />
        )}
      </div>
      <div className={styles.row}>
        <Checkbox
          label={labels.manyUses}
          checked={many.value}
          onChange={(_, data) => many.onChange(data.checked === true)}
        />
        {values.manyUses ? null : <TextField control={control} name="uses" label={labels.uses} required />}
      </div>
    </>
  );
}
