import { z } from 'zod';
import type { MessageKey } from '../messages';

/** Field builders shared by the project schemas; messages are catalogue keys (src/domain/messages.ts). */

/** A required choice from a list: missing → `missing`, anything else off the list → "Choose a value from the list". */
export const choice = <T extends readonly [string, ...string[]]>(
  values: T,
  missing: MessageKey = 'validation.required',
) =>
  z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === '' ? missing : 'validation.unknownOption',
  });

/** An optional choice: '', null or nothing is "not set" (null). */
export const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    (value) => (value === '' ? null : value),
    z
      .enum(values, { message: 'validation.unknownOption' })
      .nullish()
      .transform((value) => value ?? null),
  );

export const requiredText = (max: number) =>
  z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, { message: 'validation.required' })
    .max(max, { message: 'validation.tooLong' });

/** Optional text: blank, null or nothing is "not set" (null). */
export const optionalText = (max: number) =>
  z
    .string({ message: 'validation.invalidType' })
    .trim()
    .max(max, { message: 'validation.tooLong' })
    .nullish()
    .transform((value) => (value ? value : null));

/** Multipart sends numbers as text: blank text is "not given", other text is read as a number. */
const numberFromText = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return text === '' ? undefined : Number(text);
};

/** A whole number within bounds; `range` names the message for a number out of them. */
export const integer = (min: number, max: number, range?: MessageKey) =>
  z.preprocess(
    numberFromText,
    z
      .number({
        error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.number'),
      })
      .int({ message: 'validation.number' })
      .min(min, { message: range ?? 'validation.atLeast' })
      .max(max, { message: range ?? 'validation.atMost' }),
  );

/** An optional whole number: blank, null or nothing is "not set" (null). */
export const optionalInteger = (min: number, max: number) =>
  z.preprocess(
    (value) => (value === null ? undefined : numberFromText(value)),
    z
      .number({ message: 'validation.number' })
      .int({ message: 'validation.number' })
      .min(min, { message: 'validation.atLeast' })
      .max(max, { message: 'validation.atMost' })
      .optional()
      .transform((value) => value ?? null),
  );

export const id = z.uuid({ message: 'validation.invalidId' });

/** A selection of ids (tracks, entries): at least one, at most `max`, repeats dropped. */
export const idSelection = (max: number) =>
  z
    .array(id, { message: 'validation.selectTrack' })
    .min(1, { message: 'validation.selectTrack' })
    .max(max, { message: 'validation.atMostItems' })
    .transform((ids) => [...new Set(ids.map((value) => value.toLowerCase()))]);

/** Booleans arrive as JSON booleans or, in multipart and query strings, as text. */
export const flag = z
  .union([z.boolean(), z.enum(['true', 'false', 'on', '1', '0'])], { message: 'validation.unknownOption' })
  .transform((value) => value === true || value === 'true' || value === 'on' || value === '1');
