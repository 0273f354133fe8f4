// Without zod: the sign dialog reads these on its own.

/**
 * Codes a signer may ask for per document (docs/decisions/0033-signing-code-limits.md): one a minute and
 * five an hour. Wrong tries count per signer and document over a day, whatever codes they were made with;
 * the tenth locks that document's signing for the signer for a day.
 */
export const SIGN_CODE_INTERVAL_MS = 60 * 1000;
export const SIGN_CODES_PER_HOUR = 5;
export const SIGN_WRONG_TRIES = 10;
export const SIGN_WRONG_WINDOW_MS = 24 * 60 * 60 * 1000;
export const SIGN_LOCK_MS = 24 * 60 * 60 * 1000;
