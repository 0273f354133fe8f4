import { useState, type KeyboardEvent } from 'react';
import { Dropdown, Input, Option, Tag, TagGroup, makeStyles, tokens } from '@fluentui/react-components';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import type { TrackFacetGroup } from '../../../domain/catalog';
import { catalogOptionValues } from '../../../domain/catalog-filter';
import { useCatalogOptions } from '../parts/use-catalog-options';
import { FormField } from '../../components/form-field';
import { useOwnerCatalogT } from './i18n';

const useStyles = makeStyles({
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  tags: { flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  control: { minWidth: 0, width: '100%' },
});

const listOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** The first error message among a field's own error and its items' errors. */
function firstError(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const message = (error as { message?: unknown }).message;
  if (typeof message === 'string') return message;
  for (const item of Object.values(error)) {
    const nested = firstError(item);
    if (nested) return nested;
  }
  return undefined;
}

interface ChipsProps {
  values: string[];
  label: (value: string) => string;
  onRemove: (value: string) => void;
}

/** The chosen values as dismissible tags (Delete or Backspace removes the focused one). */
function Chips({ values, label, onRemove }: ChipsProps) {
  const styles = useStyles();
  const t = useOwnerCatalogT();
  if (values.length === 0) return null;
  return (
    <TagGroup className={styles.tags} size="small" onDismiss={(_, data) => onRemove(String(data.value))}>
      {values.map((value) => (
        <Tag
          key={value}
          value={value}
          shape="circular"
          appearance="brand"
          dismissible
          dismissIcon={{ 'aria-label': t('removeChip', { value: label(value) }) }}
        >
          {label(value)}
        </Tag>
      ))}
    </TagGroup>
  );
}

interface ChipSelectFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  group: Extract<TrackFacetGroup, 'genres' | 'moods' | 'instruments'>;
}

/** A multi-select of one fixed catalogue list, with the chosen values shown as chips. */
export function ChipSelectField<T extends FieldValues>({ control, name, group }: ChipSelectFieldProps<T>) {
  const styles = useStyles();
  const options = useCatalogOptions();
  const { field, fieldState } = useController({ control, name });
  const selected = listOf(field.value);
  const label = (value: string) => options.option(group, value);
  return (
    <FormField label={options.group(group)} value={selected} error={firstError(fieldState.error)}>
      <div className={styles.column}>
        <Dropdown
          inlinePopup
          positioning={{ position: 'below', align: 'start', fallbackPositions: ['above-start'] }}
          className={styles.control}
          multiselect
          ref={field.ref}
          onBlur={field.onBlur}
          selectedOptions={selected}
          value={selected.map(label).join(', ')}
          onOptionSelect={(_, data) => field.onChange(data.selectedOptions)}
        >
          {catalogOptionValues[group].map((value) => (
            <Option key={value} value={value}>
              {label(value)}
            </Option>
          ))}
        </Dropdown>
        <Chips
          values={selected}
          label={label}
          onRemove={(value) => field.onChange(selected.filter((item) => item !== value))}
        />
      </div>
    </FormField>
  );
}

interface FreeChipsFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  hint: string;
  max: number;
}

/** Free text chips (tags, featured artists): type and press Enter or comma to add one. */
export function FreeChipsField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  max,
}: FreeChipsFieldProps<T>) {
  const styles = useStyles();
  const { field, fieldState } = useController({ control, name });
  const [draft, setDraft] = useState('');
  const values = listOf(field.value);
  const add = () => {
    const value = draft.trim();
    if (!value) return;
    if (!values.some((item) => item.toLowerCase() === value.toLowerCase()) && values.length < max)
      field.onChange([...values, value]);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && draft === '' && values.length > 0) {
      field.onChange(values.slice(0, -1));
    }
  };
  return (
    <FormField label={label} hint={hint} value={values} error={firstError(fieldState.error)}>
      <div className={styles.column}>
        <Input
          className={styles.control}
          ref={field.ref}
          value={draft}
          onChange={(_, data) => setDraft(data.value)}
          onKeyDown={onKeyDown}
          onBlur={() => {
            add();
            field.onBlur();
          }}
        />
        <Chips
          values={values}
          label={(value) => value}
          onRemove={(value) => field.onChange(values.filter((item) => item !== value))}
        />
      </div>
    </FormField>
  );
}
