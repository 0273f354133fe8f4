import type { z } from 'zod';
import { toLocalIds, type LocalIds } from '../domain/api-ids';
import { errorCodes } from '../domain/errors';
import { describeHttpFailure } from '../domain/http-errors';
import type { JsonOperation, Operation, OperationInput, OperationResponse } from '../domain/api/operation';
import { operationPath } from '../domain/api/operation-path';
import type { ApiClient, RequestOptions, SearchParams } from './api-client';
import { ApiError } from './api-error';

/**
 * An operation whose module (its zod schemas, and zod) loads with its first call rather than with the
 * screen that names it; `id` keys its answers before it is loaded (docs/decisions/0027).
 */
export interface LazyOperation<Op extends Operation> {
  readonly id: string;
  load(): Promise<Op>;
}

/** A lazy operation; loading it checks that the module's operation has the id it was named by. */
export function lazyOperation<Op extends Operation>(id: string, load: () => Promise<Op>): LazyOperation<Op> {
  return {
    id,
    load: async () => {
      const operation = await load();
      if (operation.id !== id) throw new Error(`lazy operation ${id} loaded ${operation.id}`);
      return operation;
    },
  };
}

/** An operation as a call names it: itself, its module's import under way, or a lazy operation. */
export type OperationRef<Op extends Operation> = Op | Promise<Op> | LazyOperation<Op>;

const isLazy = <Op extends Operation>(ref: OperationRef<Op>): ref is LazyOperation<Op> =>
  'load' in ref && typeof ref.load === 'function';

/** The operation itself, once its module has loaded. */
export const loadOperation = async <Op extends Operation>(ref: OperationRef<Op>): Promise<Op> =>
  isLazy(ref) ? ref.load() : ref;

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
 * an image) is no call: the browser fetches it from `operationUrl`. The operation may be named by its
 * module's import (`import('../domain/api/x').then((m) => m.op)`) or a `LazyOperation`, so the screens
 * that call it do not carry zod on their first load.
 */
export async function callOperation<Op extends JsonOperation>(
  api: ApiClient,
  ref: OperationRef<Op>,
  input: OperationInput<Op>,
  options: CallOptions = {},
): Promise<OperationResponse<Op>> {
  const operation = await loadOperation(ref);
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
  operation: OperationRef<Op>,
  input: OperationInput<Op>,
  options: CallOptions = {},
): Promise<LocalIds<OperationResponse<Op>>> {
  return toLocalIds(await callOperation(api, operation, input, options));
}
