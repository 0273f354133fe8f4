import { isMessageKey, type MessageKey } from '../../src/domain/messages';

/** One failed check of a request's params, query or body, as fastify-type-provider-zod reports it. */
export interface ValidationIssue {
  keyword: string;
  message?: string;
  params?: Record<string, unknown>;
}

type Keyed = { key: MessageKey; params: Record<string, string> };

const sizeOf = (value: unknown) =>
  typeof value === 'number' || typeof value === 'bigint' ? String(value) : '';

function sizeIssue(issue: ValidationIssue, bound: 'min' | 'max'): Keyed {
  const params = issue.params ?? {};
  const limit = sizeOf(bound === 'min' ? params.minimum : params.maximum);
  const origin = params.origin;
  if (origin === 'string')
    return {
      key: bound === 'min' ? 'validation.tooShort' : 'validation.tooLong',
      params: { [bound]: limit },
    };
  if (origin === 'array' || origin === 'set')
    return {
      key: bound === 'min' ? 'validation.tooFew' : 'validation.atMostItems',
      params: { [bound]: limit },
    };
  return { key: bound === 'min' ? 'validation.atLeast' : 'validation.atMost', params: { [bound]: limit } };
}

const formatKeys: Record<string, MessageKey> = {
  email: 'validation.invalidEmail',
  url: 'validation.invalidUrl',
  uuid: 'validation.invalidId',
  guid: 'validation.invalidId',
  date: 'validation.date',
};

/**
 * The catalogue message of a failed check, so it reaches the caller in their language. A schema's own
 * message is already a key (`.max(200, 'validation.tooLong')`); a check without one gets the key of its kind
 * instead of the schema library's English text.
 */
export function validationMessage(issue: ValidationIssue): Keyed {
  const params = issue.params ?? {};
  const limits = { min: sizeOf(params.minimum), max: sizeOf(params.maximum) };
  if (issue.message && isMessageKey(issue.message)) return { key: issue.message, params: limits };
  switch (issue.keyword) {
    case 'too_small':
      return sizeIssue(issue, 'min');
    case 'too_big':
      return sizeIssue(issue, 'max');
    case 'invalid_type':
      // zod names what it received only in its message: a missing value is a required field.
      if (/received undefined$/.test(issue.message ?? '')) return { key: 'validation.required', params: {} };
      if (['number', 'int', 'bigint'].includes(String(params.expected)))
        return { key: 'validation.number', params: {} };
      return { key: 'validation.invalidType', params: {} };
    case 'invalid_format':
      return { key: formatKeys[String(params.format)] ?? 'validation.invalidFormat', params: {} };
    case 'invalid_value':
    case 'invalid_enum_value':
      return { key: 'validation.unknownOption', params: {} };
    case 'unrecognized_keys':
      return {
        key: 'validation.unknownField',
        params: { keys: Array.isArray(params.keys) ? params.keys.join(', ') : '' },
      };
    default:
      return { key: 'validation.invalid', params: {} };
  }
}
