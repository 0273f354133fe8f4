import { Dropdown, Option } from '@fluentui/react-components';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import type { TrackFacetGroup } from '../../../domain/catalog';
import { catalogOptionValues } from '../../../domain/catalog-filter';
import { useCatalogOptions } from '../parts/use-catalog-options';
import { FormField } from '../../components/form-field';
import { useOwnerCatalogT } from './i18n';

interface OptionSelectFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  group: Extract<TrackFacetGroup, 'tempo' | 'density' | 'vocalType' | 'language' | 'version'>;
  /** Offer "Not set" (the field is optional); choosing it clears the value. */
  optional?: boolean;
}

const NOT_SET = '';

/** A single choice from one fixed catalogue list. */
export function OptionSelectField<T extends FieldValues>({
  control,
  name,
  group,
  optional = true,
}: OptionSelectFieldProps<T>) {
  const t = useOwnerCatalogT();
  const options = useCatalogOptions();
  const { field, fieldState } = useController({ control, name });
  const value = typeof field.value === 'string' ? field.value : NOT_SET;
  const text = value ? options.option(group, value) : t('notSet');
  return (
    <FormField label={options.group(group)} value={value} error={fieldState.error?.message}>
      <Dropdown
        inlinePopup
        ref={field.ref}
        onBlur={field.onBlur}
        value={text}
        selectedOptions={[value]}
        onOptionSelect={(_, data) => field.onChange(data.optionValue ? data.optionValue : undefined)}
      >
        {optional ? <Option value={NOT_SET}>{t('notSet')}</Option> : null}
        {catalogOptionValues[group].map((item) => (
          <Option key={item} value={item}>
            {options.option(group, item)}
          </Option>
        ))}
      </Dropdown>
    </FormField>
  );
}
