import type { FieldErrors, Resolver } from 'react-hook-form';
import { MANY, termsSchema, WORLD, type CreateOrderInput, type TermsInput } from '../../domain/orders';
import { rublesToKopecks, type Media } from '../../domain/projects';

/**
 * The request form's values (docs/licensing.md §3 "Order"): what the user types. The terms are checked by
 * the server's own schema (`termsSchema`, its messages catalogue keys); the budget is roubles as text and
 * travels in kopecks.
 */
export interface RequestFormValues {
  media: Media[];
  /** The whole world, or the countries listed. */
  world: boolean;
  countries: string[];
  /** A perpetual licence, or `termMonths` months. */
  perpetual: boolean;
  termMonths: string;
  /** Used many times, or `uses` times. */
  manyUses: boolean;
  uses: string;
  budget: string;
  comment: string;
}

export type RequestPayload = Omit<CreateOrderInput, 'projectId' | 'entryIds'>;

export const requestFormDefaults: RequestFormValues = {
  media: [],
  world: true,
  countries: [],
  perpetual: true,
  termMonths: '',
  manyUses: true,
  uses: '',
  budget: '',
  comment: '',
};

const whole = (text: string) =>
  /^\s*\d+\s*$/.test(text) ? Number(text) : text.trim() === '' ? undefined : NaN;

/** The terms of the typed values, as the server reads them. */
export function toTermsInput(values: RequestFormValues): TermsInput {
  return {
    media: values.media,
    territory: values.world ? WORLD : values.countries,
    termMonths: values.perpetual ? null : (whole(values.termMonths) as number),
    uses: values.manyUses ? MANY : values.uses.trim(),
  };
}

type Field = keyof RequestFormValues;
const fieldOfTerm: Record<string, Field> = {
  media: 'media',
  territory: 'countries',
  termMonths: 'termMonths',
  uses: 'uses',
};

/**
 * react-hook-form's resolver: the terms through `termsSchema`, the budget through the rouble parser;
 * `budgetMessage` is the (translated) text for a budget that is no amount of roubles.
 */
export const requestFormResolver =
  (budgetMessage: string): Resolver<RequestFormValues, unknown, RequestPayload> =>
  (values) => {
    const errors: FieldErrors<RequestFormValues> = {};
    const budgetText = values.budget.trim();
    const budget = budgetText === '' ? null : rublesToKopecks(budgetText);
    if (budget === null && budgetText !== '') errors.budget = { type: 'format', message: budgetMessage };
    if (!values.perpetual && values.termMonths.trim() === '')
      errors.termMonths = { type: 'required', message: 'validation.required' };
    if (!values.world && values.countries.length === 0)
      errors.countries = { type: 'required', message: 'validation.required' };
    if (!values.manyUses && values.uses.trim() === '')
      errors.uses = { type: 'required', message: 'validation.timesOrMany' };
    const result = termsSchema.safeParse(toTermsInput(values));
    if (!result.success)
      for (const issue of result.error.issues) {
        const field = fieldOfTerm[String(issue.path[0])];
        if (field && !errors[field]) errors[field] = { type: 'validation', message: issue.message };
      }
    if (Object.keys(errors).length > 0 || !result.success) return { values: {}, errors };
    const comment = values.comment.trim();
    const payload: RequestPayload = {
      terms: result.data,
      budget,
      comment: comment === '' ? null : comment,
    };
    return { values: payload, errors: {} };
  };
