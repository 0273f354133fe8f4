import { describe, expect, it } from 'vitest';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { z } from 'zod';
import { applyFieldErrors, errorText } from '../../src/ui/components/server-errors';
import { applyValidationErrors } from '../../src/ui/projects/workspace/validation-errors';

type Form = { email: string; password: string };

function recorder() {
  const calls: { name: string; message: string | undefined; focus: boolean | undefined }[] = [];
  const setError: UseFormSetError<Form> = (name, error, options) => {
    calls.push({ name, message: error.message, focus: options?.shouldFocus });
  };
  return { calls, setError };
}

const known = ['email', 'password'] as const satisfies readonly Path<Form>[];

describe('errorText', () => {
  it('prefers the translated ApiError text, then an Error message, then the unknown-error key', () => {
    expect(errorText({ text: 'Invalid credentials.', message: 'raw' })).toBe('Invalid credentials.');
    expect(errorText(new Error('Network Error'))).toBe('Network Error');
    expect(errorText('boom')).toBe('error.unknown');
    expect(errorText(null)).toBe('error.unknown');
  });
});

describe('applyFieldErrors (server field errors shown on the fields)', () => {
  it('sets a message on each known field and focuses only the first', () => {
    const { calls, setError } = recorder();
    const applied = applyFieldErrors<Form>(
      { fields: { email: 'validation.invalidEmail', password: ['validation.passwordTooShort'] } },
      setError,
      known,
    );
    expect(applied).toBe(true);
    expect(calls).toEqual([
      { name: 'email', message: 'validation.invalidEmail', focus: true },
      { name: 'password', message: 'validation.passwordTooShort', focus: false },
    ]);
  });

  it('ignores fields the form does not have and errors without fields', () => {
    const { calls, setError } = recorder();
    expect(applyFieldErrors<Form>({ fields: { phone: 'validation.invalidPhone' } }, setError, known)).toBe(
      false,
    );
    expect(applyFieldErrors<Form>({ text: 'Server error.' }, setError, known)).toBe(false);
    expect(applyFieldErrors<FieldValues>(undefined, setError as UseFormSetError<FieldValues>, [])).toBe(
      false,
    );
    expect(calls).toEqual([]);
  });
});

describe('applyValidationErrors (a local write refused by its schema)', () => {
  const schema = z.object({ email: z.string().email('validation.invalidEmail'), phone: z.string().min(1) });

  it('puts the issues on the known fields and claims the error', () => {
    const { calls, setError } = recorder();
    const failed = schema.safeParse({ email: 'nope', phone: '' });
    expect(applyValidationErrors<Form>(failed.error, setError, known)).toBe(true);
    expect(calls).toEqual([{ name: 'email', message: 'validation.invalidEmail', focus: undefined }]);
  });

  it('leaves any other error to the caller', () => {
    const { calls, setError } = recorder();
    expect(applyValidationErrors<Form>(new Error('error.unknown'), setError, known)).toBe(false);
    expect(applyValidationErrors<Form>({ fields: { email: 'x' } }, setError, known)).toBe(false);
    expect(calls).toEqual([]);
  });
});
