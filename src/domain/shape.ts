/**
 * Small shape checks for the answers and stored values the first page reads without the schema library
 * (docs/decisions/0019-first-page-weight.md). Each mirrors what the matching zod schema accepts: an
 * object is a non-array object, a number is finite.
 */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isString = (value: unknown): value is string => typeof value === 'string';

export const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

export const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

export const isNullableString = (value: unknown): value is string | null => value === null || isString(value);

/** Whether `value` is one of `options`. */
export const isOneOf = <T extends string>(options: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (options as readonly string[]).includes(value);
