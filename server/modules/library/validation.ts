import type { z } from 'zod';
import type { Language } from '../../../src/domain/roles';
import { translate } from '../../../src/domain/messages';
import { AppError } from '../../http/errors';

/** The limit a too-long or too-big issue names, as the {{max}} of its message. */
function paramsOf(issue: z.core.$ZodIssue): Record<string, string | number> {
  return issue.code === 'too_big' ? { max: Number(issue.maximum) } : {};
}

/**
 * Validates with a shared zod schema; a failure is 400 VALIDATION with the first message and one
 * (translated, limits filled in) message per field, like the route validator.
 */
export function parseInput<S extends z.ZodType>(
  schema: S,
  value: unknown,
  language: Language = 'en',
): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues)
    fields[issue.path.join('.') || '_'] ??= translate(language, issue.message, paramsOf(issue));
  const first = parsed.error.issues[0]!;
  throw new AppError('VALIDATION', first.message, paramsOf(first), fields);
}
