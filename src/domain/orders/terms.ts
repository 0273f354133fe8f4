import { z } from 'zod';
import { media } from '../projects/enums';
import { WORLD } from './enums';

/**
 * The terms of a request (docs/licensing.md §3 "Order"): media (several from the Media list, at least
 * one), territory (country codes, or the whole world), term (months, or null for perpetual) and the
 * number of uses (a number, or "many" times).
 */

/** A term in months: at most 1,200 (a century); longer is perpetual (null). */
export const TERM_MONTHS_MAX = 1200;
/** A counted number of uses above this is "many times". */
export const USES_MAX = 1_000_000;
/** Country codes one territory lists at most (there are fewer than 250). */
export const TERRITORY_MAX = 250;
export const MANY = 'many';

/** ISO 3166-1 alpha-2: two Latin letters, upper case on the wire. */
const COUNTRY_CODE = /^[A-Z]{2}$/;

const mediaList = z
  .array(z.enum(media, { message: 'validation.unknownOption' }), { message: 'validation.required' })
  .min(1, { message: 'validation.required' })
  .max(media.length, { message: 'validation.tooMany' })
  .transform((list) => [...new Set(list)]);

const countryCode = z
  .string({ message: 'validation.unknownOption' })
  .trim()
  .toUpperCase()
  .regex(COUNTRY_CODE, { message: 'validation.unknownOption' });

/** "world", or a list of at least one country code (repeats dropped); a list holding "world" is the world. */
export const territorySchema = z.union(
  [
    z.literal(WORLD),
    z
      .array(z.union([z.literal(WORLD), countryCode]), { message: 'validation.unknownOption' })
      .min(1, { message: 'validation.required' })
      .max(TERRITORY_MAX, { message: 'validation.tooMany' })
      .transform((codes): string[] | typeof WORLD =>
        codes.includes(WORLD) ? WORLD : [...new Set(codes)].sort(),
      ),
  ],
  { message: 'validation.unknownOption' },
);
export type Territory = string[] | typeof WORLD;

/** A positive whole number of months, or null (nothing) for a perpetual licence. */
export const termMonthsSchema = z
  .number({ message: 'validation.number' })
  .int({ message: 'validation.number' })
  .min(1, { message: 'validation.atLeast' })
  .max(TERM_MONTHS_MAX, { message: 'validation.atMost' })
  .nullable();

/**
 * A positive whole number of uses, or "many" ("Enter a valid number or \"many times\"" for anything
 * else, docs/product.md §5). A form sends text: digits are read as the number.
 */
const timesOrMany = 'validation.timesOrMany';
export const usesSchema = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
  z.union(
    [
      z.literal(MANY),
      z
        .number({ message: timesOrMany })
        .int({ message: timesOrMany })
        .min(1, { message: timesOrMany })
        .max(USES_MAX, { message: timesOrMany }),
    ],
    { message: timesOrMany },
  ),
);
export type Uses = number | typeof MANY;

export const termsSchema = z.object({
  media: mediaList,
  territory: territorySchema,
  termMonths: termMonthsSchema,
  uses: usesSchema,
});
export type TermsInput = z.input<typeof termsSchema>;
export type Terms = z.output<typeof termsSchema>;
