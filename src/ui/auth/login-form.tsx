import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Input } from '@fluentui/react-components';
import type { LoginInput } from '../../domain/auth';
import { checkLogin } from '../../domain/login-check';
import { FormField } from '../components/form-field-frame';
import { FormAlert } from '../components/form-alert';
import { SubmitButton } from '../components/submit-button';
import { errorText } from '../components/server-errors';
import { useAuthStyles } from './auth.styles';
import { useAuthT } from './i18n';

const fieldNames = ['email', 'password'] as const;
type FieldName = (typeof fieldNames)[number];
type Values = Record<FieldName, string>;
type Errors = Partial<Record<FieldName, string>>;

/** The first message per field of loginSchema, and the parsed input when there is none (checkLogin). */
const validate = (values: Values): { errors: Errors; input?: LoginInput } => checkLogin(values);

/** The server's per-field messages (ApiError.fields) on the fields this form has. */
function serverFieldErrors(error: unknown): Errors {
  const fields = error && typeof error === 'object' ? (error as { fields?: unknown }).fields : undefined;
  const errors: Errors = {};
  if (!fields || typeof fields !== 'object') return errors;
  for (const [name, message] of Object.entries(fields as Record<string, unknown>)) {
    const field = fieldNames.find((candidate) => candidate === name);
    const text = Array.isArray(message) ? (message[0] as unknown) : message;
    if (field && typeof text === 'string') errors[field] = text;
  }
  return errors;
}

interface LoginFormProps {
  /** Sends the credentials; resolves once the session is established. */
  onSubmit: (input: LoginInput) => Promise<void>;
  children?: ReactNode;
}

/**
 * Email and password with client validation (loginSchema) and server errors on the fields. A field is
 * checked again on each change once the form has been submitted; the first field with a message gets focus.
 */
export function LoginForm({ onSubmit, children }: LoginFormProps) {
  const t = useAuthT();
  const styles = useAuthStyles();
  const [values, setValues] = useState<Values>({ email: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const inputs = useRef<Partial<Record<FieldName, HTMLInputElement | null>>>({});

  // What was typed or filled in by the browser before the app took over a page drawn at build time.
  useEffect(() => {
    const filled = Object.fromEntries(
      fieldNames.map((name) => [name, inputs.current[name]?.value ?? '']),
    ) as Values;
    if (fieldNames.some((name) => filled[name] !== '')) setValues(filled);
  }, []);

  const focusFirst = (found: Errors) => {
    const first = fieldNames.find((name) => found[name]);
    if (first) inputs.current[first]?.focus();
  };

  const change = (name: FieldName, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (submitted) setErrors((current) => ({ ...current, [name]: validate(next).errors[name] }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    const { errors: found, input } = validate(values);
    setErrors(found);
    if (!input) {
      focusFirst(found);
      return;
    }
    setFormError(null);
    setBusy(true);
    try {
      await onSubmit(input);
    } catch (error) {
      const fromServer = serverFieldErrors(error);
      if (Object.keys(fromServer).length > 0) {
        setErrors(fromServer);
        focusFirst(fromServer);
      } else {
        setFormError(errorText(error));
      }
    } finally {
      setBusy(false);
    }
  };

  const field = (name: FieldName, label: string, type: 'email' | 'password', autoComplete: string) => (
    <FormField label={label} required value={values[name]} error={errors[name]}>
      <Input
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={values[name]}
        ref={(element) => {
          inputs.current[name] = element;
        }}
        onChange={(_, data) => change(name, data.value)}
      />
    </FormField>
  );

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <FormAlert text={formError} />
      {field('email', t('auth.email'), 'email', 'email')}
      {field('password', t('auth.password'), 'password', 'current-password')}
      {children}
      <SubmitButton busy={busy}>{t('auth.login.submit')}</SubmitButton>
    </form>
  );
}
