import type { z } from 'zod';
import { toLocalIds, type LocalIds } from '../domain/api-ids';
import { errorCodes } from '../domain/errors';
import { describeHttpFailure } from '../domain/http-errors';
import {
  operationPath,
  type JsonOperation,
  type Operation,
  type OperationInput,
  type OperationResponse,
} from '../domain/api/operation';
import type { ApiClient, RequestOptions, SearchParams } from './api-client';
import { ApiError } from './api-error';

/** Per-call transport options an operation does not define. */
export type CallOptions = Pick<RequestOptions, 'headers' | 'credentials' | 'signal'>;

/** Field messages of a refused request, by dotted path (the same shape the server's 400 carries). */
function fieldsOf(error: z.ZodError): Record<string, string> {
  return Object.fromEntries(error.issues.map((issue) => [issue.path.join('.') || '_', issue.message]));
}

/** Validates one part of the request; a mismatch is refused here, before anything is sent. */
function checked<T>(
  operation: Operation,
  part: 'params' | 'query' | 'body',
  schema: z.ZodType | undefined,
  value: T,
): T {
  if (!schema) return value;
  const result = schema.safeParse(value);
  if (result.success) return value;
  return refuse(operation, part, result.error);
}

function refuse(operation: Operation, part: string, error: z.ZodError): never {
  throw new ApiError({
    text: `${operation.id}: the request's ${part} does not match its definition`,
    messageKey: errorCodes.VALIDATION.key,
    // What the server would have answered: screens treat a refused request like the server's 400.
    status: errorCodes.VALIDATION.status,
    code: 'VALIDATION',
    fields: fieldsOf(error),
    cause: error,
  });
}

/** Reads an answer by the operation's response schema; one that does not match is an ApiError. */
export function operationAnswer<Op extends Operation>(operation: Op, raw: unknown): OperationResponse<Op> {
  const result = operation.response.safeParse(raw);
  if (result.success) return result.data as OperationResponse<Op>;
  const described = describeHttpFailure({ kind: 'other' });
  throw new ApiError({
    text: `${operation.id}: unexpected answer`,
    messageKey: described.key,
    cause: result.error,
  });
}

/**
 * Calls one API operation (src/domain/api): the request is checked against the operation's schemas
 * (a mismatch never leaves the client) and the answer is parsed by its response schema. The caller's
 * input is sent as given, so the server applies its own defaults and coercions. A bytes answer (audio,
 * an image) is no call: the browser fetches it from `operationUrl`.
 */
export async function callOperation<Op extends JsonOperation>(
  api: ApiClient,
  operation: Op,
  input: OperationInput<Op>,
  options: CallOptions = {},
): Promise<OperationResponse<Op>> {
  const parts = input as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  const params = checked(operation, 'params', operation.params, parts.params);
  const query = checked(operation, 'query', operation.query, parts.query);
  // A form carries files; its fields are checked where the form is made and by the server.
  const body =
    parts.body instanceof FormData ? parts.body : checked(operation, 'body', operation.body, parts.body);
  const path = operationPath(operation, params).replace(/^\//, '');
  const request: RequestOptions = { ...options, ...(query ? { searchParams: query as SearchParams } : {}) };
  const method = operation.method.toLowerCase() as 'get' | 'post' | 'patch' | 'put' | 'delete';
  const raw =
    method === 'get'
      ? await api.get<unknown>(path, request)
      : await api[method]<unknown>(path, body, request);
  return operationAnswer(operation, raw);
}

/**
 * Calls one operation and answers in the local form (src/domain/api-ids.ts): the ids the API names `_id`
 * are `id`, as in the local documents the answer joins or stands beside.
 */
export async function callOperationLocal<Op extends JsonOperation>(
  api: ApiClient,
  operation: Op,
  input: OperationInput<Op>,
  options: CallOptions = {},
): Promise<LocalIds<OperationResponse<Op>>> {
  return toLocalIds(await callOperation(api, operation, input, options));
}
