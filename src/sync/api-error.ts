import { errorCodes, type ApiErrorBody } from '../domain/errors';
import { describeHttpFailure, type HttpFailure } from '../domain/http-errors';
import { englishMessages, type MessageLookup } from '../domain/message-format';
import type { MessageKey } from '../domain/messages';
import { HTTPError, TimeoutError } from './http';

/** Every failed API call is thrown as this: `text` is the user-facing message in the current language. */
export class ApiError extends Error {
  readonly status?: number;
  readonly code?: string;
  readonly fields?: Record<string, string>;
  /** A 429's wait in seconds, when the server gave one. */
  readonly retryAfter?: number;
  /** A 409's `current`: the server's state of what the command was based on, as the answer carried it. */
  readonly current?: unknown;
  readonly messageKey: MessageKey | null;
  readonly text: string;

  constructor(input: {
    text: string;
    messageKey: MessageKey | null;
    status?: number;
    code?: string;
    fields?: Record<string, string>;
    retryAfter?: number;
    current?: unknown;
    cause?: unknown;
  }) {
    super(input.text, { cause: input.cause });
    this.name = 'ApiError';
    this.text = input.text;
    this.messageKey = input.messageKey;
    if (input.status !== undefined) this.status = input.status;
    if (input.code !== undefined) this.code = input.code;
    if (input.fields !== undefined) this.fields = input.fields;
    if (input.retryAfter !== undefined) this.retryAfter = input.retryAfter;
    if (input.current !== undefined) this.current = input.current;
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;

export const deviceOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

const causeCode = (error: Error): string | undefined => {
  const cause = (error as { cause?: { code?: unknown } }).cause;
  return typeof cause?.code === 'string' ? cause.code : undefined;
};

/** A failure that produced no HTTP response, told apart as docs/product.md §8 asks. */
function failureWithoutResponse(error: unknown): HttpFailure {
  if (error instanceof TimeoutError) return { kind: 'timeout' };
  const fetchFailed = error instanceof TypeError;
  const aborted = error instanceof Error && error.name === 'AbortError';
  if ((fetchFailed || aborted) && deviceOffline()) return { kind: 'offline' };
  if (fetchFailed) {
    const code = causeCode(error);
    return code && !['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH', 'EHOSTUNREACH'].includes(code)
      ? { kind: 'network' }
      : { kind: 'noConnection' };
  }
  if (aborted) return { kind: 'network' };
  return { kind: 'other' };
}

function readBody(raw: string): Partial<ApiErrorBody> & { current?: unknown } {
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object'
      ? (parsed as Partial<ApiErrorBody> & { current?: unknown })
      : {};
  } catch {
    return {};
  }
}

const knownCodeKey = (code: string | undefined): MessageKey | undefined =>
  code && code in errorCodes ? errorCodes[code as keyof typeof errorCodes].key : undefined;

/**
 * An HTTP error answer as an ApiError (docs/product.md §8): the server's message wins, else the catalogue's text
 * for the status; a known error code and the field messages are kept. `raw` is the response body; `messages`
 * looks the catalogue up in the reader's language (the interface's i18next), English when not given.
 */
export function apiErrorOfResponse(
  status: number,
  raw: string,
  messages: MessageLookup = englishMessages,
  cause?: unknown,
): ApiError {
  const body = readBody(raw);
  const code = typeof body.code === 'string' ? body.code : undefined;
  const serverMessage = typeof body.message === 'string' ? body.message : undefined;
  const described = describeHttpFailure(
    serverMessage ? { kind: 'http', status, serverMessage } : { kind: 'http', status },
  );
  const text = described.text ?? messages(described.key, described.params);
  const messageKey = knownCodeKey(code) ?? (described.text ? null : described.key);
  const fields = body.fields && typeof body.fields === 'object' ? body.fields : undefined;
  const retryAfter = typeof body.retryAfter === 'number' && body.retryAfter > 0 ? body.retryAfter : undefined;
  return new ApiError({
    text,
    messageKey,
    status,
    ...(code ? { code } : {}),
    ...(fields ? { fields } : {}),
    ...(retryAfter ? { retryAfter } : {}),
    ...(status === 409 && body.current && typeof body.current === 'object' ? { current: body.current } : {}),
    cause,
  });
}

async function fromHttpError(error: HTTPError, messages: MessageLookup): Promise<ApiError> {
  return apiErrorOfResponse(
    error.response.status,
    await error.response.text().catch(() => ''),
    messages,
    error,
  );
}

/** Turns whatever a request threw into an ApiError with a user-facing text looked up by `messages`. */
export async function toApiError(
  error: unknown,
  messages: MessageLookup = englishMessages,
): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPError) return fromHttpError(error, messages);
  const described = describeHttpFailure(failureWithoutResponse(error));
  return new ApiError({
    text: messages(described.key, described.params),
    messageKey: described.key,
    cause: error,
  });
}
