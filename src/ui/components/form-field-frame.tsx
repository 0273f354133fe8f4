import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, makeStyles, tokens, type FieldProps } from '@fluentui/react-components';
import { fieldStatus } from '../../domain/field-status';
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
