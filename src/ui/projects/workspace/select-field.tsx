import { Select } from '@fluentui/react-components';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { FormField } from '../../components/form-field';

interface SelectFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  options: readonly { value: string; label: string }[];
  required?: boolean;
  disabled?: boolean;
}

/** A native select bound to a form field; '' is the "not set" option when one is listed. */
export function SelectField<T extends FieldValues>({
  control,
  name,
  label,
  options,
  required,
  disabled,
}: SelectFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const value = typeof field.value === 'string' ? field.value : '';
  return (
    <FormField label={label} required={required} value={value} error={fieldState.error?.message}>
      <Select
        ref={field.ref}
        name={field.name}
        value={value}
        disabled={disabled}
        onBlur={field.onBlur}
        onChange={(_, data) => field.onChange(data.value === '' ? null : data.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </FormField>
  );
}
