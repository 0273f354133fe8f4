import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Field,
  Input,
  makeStyles,
  Textarea,
  tokens,
  type FieldProps,
  type InputProps,
} from '@fluentui/react-components';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { fieldStatus } from '../../domain/forms';
import { translateKey } from '../i18n';

const validationStates = { error: 'error', valid: 'success', default: 'none' } as const;

/**
 * The required asterisk is drawn with CSS, so a label's text stays exactly its words (assistive
 * technology hears "required" from aria-required instead).
 */
const useStyles = makeStyles({
  required: {
    paddingLeft: tokens.spacingHorizontalXXS,
    color: tokens.colorPaletteRedForeground3,
    '::after': { content: '"*"' },
  },
});

interface FormFieldProps {
  label?: string;
  value: unknown;
  /** A catalogue key (zod or server message) or text; translated when it is a key. */
  error?: string;
  hint?: FieldProps['hint'];
  required?: boolean;
  children: ReactElement;
}

/** A Fluent Field whose validation state follows fieldStatus and whose message is translated. */
export function FormField({ label, value, error, hint, required, children }: FormFieldProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const status = fieldStatus(value, error);
  const labelSlot: FieldProps['label'] =
    required && label ? { children: label, required: { className: styles.required } } : label;
  return (
    <Field
      label={labelSlot}
      hint={hint}
      required={required}
      validationState={validationStates[status]}
      validationMessage={error ? translateKey(t, error) : undefined}
    >
      {children}
    </Field>
  );
}

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
