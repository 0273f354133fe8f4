/**
 * The sign-in form's check, without the schema library (the sign-in page is the first page most visitors
 * load; docs/decisions/0019-first-page-weight.md). It gives the first message per field that
 * `loginSchema` (./auth.ts) gives, and the same parsed input (the email trimmed and lower-cased);
 * tests/domain/login-check.test.ts holds both to the same cases.
 */

/** The address pattern of zod's `z.email()` (zod 4's default), which `emailSchema` applies. */
const emailPattern =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
const EMAIL_MAX = 254;

export type LoginField = 'email' | 'password';
export type LoginErrors = Partial<Record<LoginField, string>>;

/** The message key of the email field, or null when it is valid. */
function emailError(value: unknown): string | null {
  if (typeof value !== 'string') return 'validation.emailRequired';
  const email = value.trim();
  if (email.length < 1) return 'validation.emailRequired';
  if (email.length > EMAIL_MAX) return 'validation.tooLong';
  return emailPattern.test(email) ? null : 'validation.invalidEmail';
}

function passwordError(value: unknown): string | null {
  return typeof value === 'string' && value.length >= 1 ? null : 'validation.passwordRequired';
}

/** The first message (a catalogue key) per field, and the parsed input when there is none. */
export function checkLogin(values: { email?: unknown; password?: unknown }): {
  errors: LoginErrors;
  input?: { email: string; password: string };
} {
  const errors: LoginErrors = {};
  const email = emailError(values.email);
  const password = passwordError(values.password);
  if (email) errors.email = email;
  if (password) errors.password = password;
  if (email || password) return { errors };
  return {
    errors,
    input: { email: (values.email as string).trim().toLowerCase(), password: values.password as string },
  };
}
