import type { FieldErrors } from 'react-hook-form';
import { MANY, termsSchema, WORLD, type Terms, type TermsInput } from '../../domain/orders';
import type { Media } from '../../domain/projects';

/** Terms as a form types them: the territory, term and uses each with their "any" choice. */
export interface TermsFormValues {
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
}

const whole = (text: string) =>
  /^\s*\d+\s*$/.test(text) ? Number(text) : text.trim() === '' ? undefined : NaN;

/** The terms of the typed values, as the server reads them. */
export function toTermsInput(values: TermsFormValues): TermsInput {
  return {
    media: values.media,
    territory: values.world ? WORLD : values.countries,
    termMonths: values.perpetual ? null : (whole(values.termMonths) as number),
    uses: values.manyUses ? MANY : values.uses.trim(),
  };
}

const fieldOfTerm: Record<string, keyof TermsFormValues> = {
  media: 'media',
  territory: 'countries',
  termMonths: 'termMonths',
  uses: 'uses',
};

/** The typed terms checked by the server's own schema (its messages catalogue keys), or their errors. */
export function checkTerms(values: TermsFormValues): {
  terms: Terms | null;
  errors: FieldErrors<TermsFormValues>;
} {
  const errors: FieldErrors<TermsFormValues> = {};
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
  return { terms: Object.keys(errors).length > 0 || !result.success ? null : result.data, errors };
}
