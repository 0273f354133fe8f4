/**
 * Error codes the API answers with (`{statusCode, code, message}`), defined once for client and server.
 * Each code has a message key in the catalogue (messages.ts); the message is docs/product.md §8 wording.
 */
export const errorCodes = {
  BAD_REQUEST: { status: 400, key: 'error.400' },
  VALIDATION: { status: 400, key: 'error.400' },
  UNAUTHORIZED: { status: 401, key: 'error.notAuthorized' },
  INVALID_CREDENTIALS: { status: 401, key: 'error.invalidCredentials' },
  INVALID_TOKEN: { status: 400, key: 'error.invalidToken' },
  INVALID_RESET_TOKEN: { status: 400, key: 'error.invalidResetToken' },
  INVALID_REFRESH_TOKEN: { status: 401, key: 'error.invalidRefreshToken' },
  EMAIL_NOT_CONFIRMED: { status: 403, key: 'error.emailNotConfirmed' },
  ACCOUNT_BLOCKED: { status: 403, key: 'error.accountBlocked' },
  FORBIDDEN: { status: 403, key: 'error.403' },
  ROLE_NOT_GRANTED: { status: 403, key: 'error.roleNotGranted' },
  NOT_FOUND: { status: 404, key: 'error.404' },
  USER_NOT_FOUND: { status: 404, key: 'error.userNotFound' },
  FILE_NOT_FOUND: { status: 404, key: 'error.fileNotFound' },
  USER_EXISTS: { status: 409, key: 'error.userExists' },
  CONFLICT: { status: 409, key: 'error.409' },
  PAYLOAD_TOO_LARGE: { status: 413, key: 'error.payloadTooLarge' },
  UNSUPPORTED_FILE: { status: 415, key: 'error.unsupportedFile' },
  UNPROCESSABLE: { status: 422, key: 'error.422' },
  RATE_LIMITED: { status: 429, key: 'error.rateLimited' },
  INTERNAL: { status: 500, key: 'error.internal' },
} as const;

export type ErrorCode = keyof typeof errorCodes;

/** The JSON body of every error response. */
export interface ApiErrorBody {
  statusCode: number;
  code: ErrorCode | string;
  message: string;
  /** Per-field messages (already translated) for validation errors. */
  fields?: Record<string, string>;
  /** A 429's wait in seconds (also its Retry-After header). */
  retryAfter?: number;
}
