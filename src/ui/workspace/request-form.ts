import type { FieldErrors, Resolver } from 'react-hook-form';
import type { CreateOrderInput } from '../../domain/orders';
import { rublesToKopecks } from '../../domain/projects';
import { checkTerms, type TermsFormValues } from '../components/terms-form';

export { toTermsInput } from '../components/terms-form';

/**
 * The request form's values (docs/licensing.md §3 "Order"): what the user types. The terms are checked by
 * the server's own schema (`termsSchema`, its messages catalogue keys); the budget is roubles as text and
 * travels in kopecks.
 */
export interface RequestFormValues extends TermsFormValues {
  budget: string;
  /** Whether each owner sees the budget's part for their tracks (else none sees any: issue 26 §3). */
  budgetShown: boolean;
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
  budgetShown: true,
  comment: '',
};

/**
 * react-hook-form's resolver: the terms through `termsSchema`, the budget through the rouble parser;
 * `budgetMessage` is the (translated) text for a budget that is no amount of roubles.
 */
export const requestFormResolver =
  (budgetMessage: string): Resolver<RequestFormValues, unknown, RequestPayload> =>
  (values) => {
    const checked = checkTerms(values);
    const errors: FieldErrors<RequestFormValues> = { ...checked.errors };
    const budgetText = values.budget.trim();
    const budget = budgetText === '' ? null : rublesToKopecks(budgetText);
    if (budget === null && budgetText !== '') errors.budget = { type: 'format', message: budgetMessage };
    if (Object.keys(errors).length > 0 || !checked.terms) return { values: {}, errors };
    const comment = values.comment.trim();
    const payload: RequestPayload = {
      terms: checked.terms,
      budget,
      budgetShare: values.budgetShown ? 'per_owner' : 'hidden',
      comment: comment === '' ? null : comment,
    };
    return { values: payload, errors: {} };
  };
