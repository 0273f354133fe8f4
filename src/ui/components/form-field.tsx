import { Input, Textarea, type FieldProps, type InputProps } from '@fluentui/react-components';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { FormField } from './form-field-frame';

export { FormField } from './form-field-frame';

interface TextFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  hint?: FieldProps['hint'];
  required?: boolean;
  type?: InputProps['type'];
  autoComplete?: string;
  multiline?: boolean;
  placeholder?: string;
}

/** A text input bound to a react-hook-form field, inside a FormField. */
export function TextField<T extends FieldValues>({ control, name, multiline, ...props }: TextFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const value = typeof field.value === 'string' ? field.value : '';
  const common = {
    name: field.name,
    value,
    onBlur: field.onBlur,
    autoComplete: props.autoComplete,
    placeholder: props.placeholder,
  };
  return (
    <FormField
      label={props.label}
      hint={props.hint}
      required={props.required}
      value={value}
      error={fieldState.error?.message}
    >
      {multiline ? (
        <Textarea
          {...common}
          ref={field.ref}
          resize="vertical"
          rows={5}
          onChange={(_, data) => field.onChange(data.value)}
        />
      ) : (
        <Input
          {...common}
          ref={field.ref}
          type={props.type ?? 'text'}
          onChange={(_, data) => field.onChange(data.value)}
        />
      )}
    </FormField>
  );
}
