import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ZodError } from 'zod';

// Apart from ./server-errors.ts, which every form (the sign-in form too) uses without the schema library.

/**
 * Puts the messages of a local write's validation (a ZodError) on the form fields it knows. Returns true
 * when the error was a ZodError, whether or not a field got its message.
 */
export function applyValidationErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  known: readonly Path<T>[],
): boolean {
  if (!(error instanceof ZodError)) return false;
  for (const issue of error.issues) {
    const field = known.find((candidate) => candidate === issue.path[0]);
    if (field) setError(field, { type: 'local', message: issue.message });
  }
  return true;
}
