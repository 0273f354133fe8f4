import { Checkbox, makeStyles, Radio, RadioGroup, type CheckboxProps } from '@fluentui/react-components';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { FormField } from './form-field';

interface CheckboxFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: CheckboxProps['label'];
  required?: boolean;
}

/** A checkbox bound to a boolean form field; its error shows under it. */
export function CheckboxField<T extends FieldValues>({
  control,
  name,
  label,
  required,
}: CheckboxFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const checked = field.value === true;
  return (
    <FormField label={undefined} value={checked ? 'on' : ''} error={fieldState.error?.message}>
      <Checkbox
        ref={field.ref}
        name={field.name}
        checked={checked}
        aria-required={required}
        onBlur={field.onBlur}
        onChange={(_, data) => field.onChange(data.checked === true)}
        label={label}
      />
    </FormField>
  );
}

/** Horizontal radios that wrap onto the next line on narrow screens instead of squeezing. */
const useRadioStyles = makeStyles({
  group: { flexWrap: 'wrap', '& > *': { flexShrink: 0, maxWidth: '100%' } },
});

interface RadioFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  options: readonly { value: string; label: string }[];
  required?: boolean;
}

/** A radio group bound to a form field holding one of the option values. */
export function RadioField<T extends FieldValues>({
  control,
  name,
  label,
  options,
  required,
}: RadioFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const styles = useRadioStyles();
  const value = typeof field.value === 'string' ? field.value : '';
  return (
    <FormField label={label} required={required} value={value} error={fieldState.error?.message}>
      <RadioGroup
        className={styles.group}
        ref={field.ref}
        name={field.name}
        value={value}
        onChange={(_, data) => field.onChange(data.value)}
        layout="horizontal"
      >
        {options.map((option) => (
          <Radio key={option.value} value={option.value} label={option.label} />
        ))}
      </RadioGroup>
    </FormField>
  );
}
