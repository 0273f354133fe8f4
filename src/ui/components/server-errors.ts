import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

interface ErrorLike {
  text?: unknown;
  message?: unknown;
  fields?: unknown;
}

/** The user-facing text of a thrown error (ApiError.text is already translated). */
export function errorText(error: unknown): string {
  if (error && typeof error === 'object') {
    const { text, message } = error as ErrorLike;
    if (typeof text === 'string' && text) return text;
    if (typeof message === 'string' && message) return message;
  }
  return 'error.unknown';
}

/**
 * Puts the server's per-field messages (ApiError.fields) on the form fields it knows.
 * Returns true when at least one field got a message.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  known: readonly Path<T>[],
): boolean {
  if (!error || typeof error !== 'object') return false;
  const { fields } = error as ErrorLike;
  if (!fields || typeof fields !== 'object') return false;
  let applied = false;
  for (const [name, message] of Object.entries(fields as Record<string, unknown>)) {
    const field = known.find((candidate) => candidate === name);
    const text = Array.isArray(message) ? message[0] : message;
    if (field && typeof text === 'string') {
      setError(field, { type: 'server', message: text }, { shouldFocus: !applied });
      applied = true;
    }
  }
  return applied;
}
