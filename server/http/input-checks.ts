import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { MessageKey } from '../../src/domain/messages';
import { AppError } from './errors';
import { unknownFields, type UnknownFields } from './unknown-fields';

/**
 * How deep a request's JSON may nest. No operation's body goes past a handful of levels; a deeper one is
 * refused before any code walks it recursively (issue 24 §5).
 */
export const MAX_INPUT_DEPTH = 32;

type Finding = { path: string[]; key: MessageKey };

/**
 * The first string (value or key) holding a NUL character, or the first value nested past
 * MAX_INPUT_DEPTH, in a parsed request part. PostgreSQL stores no NUL in text or jsonb, so such a value
 * would fail at the database. Walked with a stack of its own: a deep value cannot overflow the call stack.
 */
export function badInput(value: unknown): Finding | undefined {
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return { path, key: 'validation.nulCharacter' };
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (path.length >= MAX_INPUT_DEPTH) return { path, key: 'validation.tooDeep' };
    for (const [key, inner] of Object.entries(current)) {
      if (key.includes('\u0000')) return { path: [...path, key], key: 'validation.nulCharacter' };
      stack.push({ value: inner, path: [...path, key] });
    }
  }
  return undefined;
}

/** A surrogate code unit without its pair: text JavaScript holds but UTF-8 and PostgreSQL's jsonb cannot. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * A parsed JSON body with every lone surrogate (`"\ud800"`, which JSON allows) made U+FFFD, as storing it
 * in a text column would (UTF-8 has no form for it); jsonb refuses it outright, so a reason or a message
 * carried into a notification's parameters or the outbox would fail the write. Unchanged values are
 * returned as they are. Called after `badInput`, so the nesting is bounded.
 */
export function wellFormed<T>(value: T): T {
  if (typeof value === 'string') {
    LONE_SURROGATE.lastIndex = 0;
    return (LONE_SURROGATE.test(value) ? value.replace(LONE_SURROGATE, '\uFFFD') : value) as T;
  }
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const items = value.map((item) => wellFormed(item));
    return (items.some((item, index) => item !== value[index]) ? items : value) as T;
  }
  const entries = Object.entries(value).map(([key, inner]) => [wellFormed(key), wellFormed(inner)] as const);
  const changed = entries.some(
    ([key, inner]) => !Object.hasOwn(value, key) || inner !== (value as Record<string, unknown>)[key],
  );
  return (changed ? Object.fromEntries(entries) : value) as T;
}

/** The field name the error answer gives a path (`lines.0.price`; `_` for the part itself). */
export const fieldName = (path: readonly string[]) => path.join('.') || '_';

/** Refuses a part holding a NUL character or nested too deep: 400 VALIDATION naming the field. */
export function refuseBadInput(value: unknown): void {
  const found = badInput(value);
  if (!found) return;
  throw new AppError(
    'VALIDATION',
    found.key,
    { max: String(MAX_INPUT_DEPTH) },
    { [fieldName(found.path)]: found.key },
  );
}

/**
 * Checks every request's query, path parameters and JSON body for NUL characters and deep nesting
 * before any route's validation (issue 24 §5): one place for every route, the sync push included.
 * Multipart fields are checked where they are read (server/media/multipart.ts).
 */
export function installInputChecks(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    refuseBadInput(request.params);
    refuseBadInput(request.query);
    if (!request.isMultipart()) {
      refuseBadInput(request.body);
      request.body = wellFormed(request.body);
    }
  });
}

const validationIssue = Symbol.for('ZodFastifySchemaValidationError');

/**
 * The validation error of unknown fields, as fastify-type-provider-zod reports its own issues, so the
 * error handler answers it like any other: 400 VALIDATION, `fields` naming each unknown field by its path
 * (`validation.unknownField`, server/http/validation-messages.ts).
 */
function unknownFieldsError(found: UnknownFields[]) {
  return Object.assign(new Error('validation.unknownField'), {
    statusCode: 400,
    validation: found.flatMap(({ path, keys }) =>
      keys.map((key) => ({
        [validationIssue]: true,
        keyword: 'unrecognized_keys',
        instancePath: [...path, key].map((part) => `/${part}`).join(''),
        schemaPath: '#',
        message: `Unrecognized key: ${key}`,
        params: { keys: [key] },
      })),
    ),
  });
}

/**
 * Refuses the fields of `value` its schema does not know, for the bodies a handler parses itself (a JSON
 * body read beside a form: playlists, albums, artists, tracks). Issue 24 §6.
 */
export function refuseUnknownFields(schema: z.ZodType, value: unknown): void {
  const found = unknownFields(schema, value);
  if (found.length > 0) throw unknownFieldsError(found);
}

/** Refuses a multipart form's file field that the form does not take, as an unknown field (issue 24 §6). */
export function unknownFileField(name: string): Error {
  return unknownFieldsError([{ path: [], keys: [name] }]);
}

/**
 * fastify-type-provider-zod's validator, which also refuses the body fields its schema does not know
 * (issue 24 §6): zod alone drops them silently.
 */
export const strictValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = validatorCompiler(route);
  if (route.httpPart !== 'body') return validate;
  return (data) => {
    // The zod validator answers synchronously: `{value}` or `{error}`.
    const result = validate(data) as { value?: unknown; error?: Error };
    if (result.error) return result;
    const found = unknownFields(route.schema, data);
    return found.length === 0 ? result : { error: unknownFieldsError(found) };
  };
};
