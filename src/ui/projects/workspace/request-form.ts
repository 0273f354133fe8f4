import type { FieldErrors, Resolver } from 'react-hook-form';
import { issueMessage, type FieldMessage } from '../../../domain/issue-message';
import { createOrderSchema, type CreateOrderInput } from '../../../domain/orders';
import { rublesToKopecks } from '../../../domain/projects';
import { checkTerms, type TermsFormValues } from '../../components/terms-form';

export { toTermsInput } from '../../components/terms-form';

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

/** The request's own fields, checked by the very schema of `POST /api/order/create` (its bounds, its messages). */
const requestFieldsSchema = createOrderSchema.pick({ terms: true, budget: true, comment: true });

/**
 * react-hook-form's resolver: the terms through `termsSchema` (checkTerms), the budget through the rouble
 * parser, then terms, budget and comment through the server's `createOrderSchema`. `budgetMessage` is the
 * (translated) text for a budget that is no amount of roubles; `message` translates a catalogue message with
 * its parameters (a comment too long names the bound), so the form says what the server would.
 */
export const requestFormResolver =
  (
    budgetMessage: string,
    message: (error: FieldMessage) => string,
  ): Resolver<RequestFormValues, unknown, RequestPayload> =>
  (values) => {
    const checked = checkTerms(values);
    const errors: FieldErrors<RequestFormValues> = { ...checked.errors };
    const budgetText = values.budget.trim();
    const budget = budgetText === '' ? null : rublesToKopecks(budgetText);
    if (budget === null && budgetText !== '') errors.budget = { type: 'format', message: budgetMessage };
    const comment = values.comment.trim();
    const result = requestFieldsSchema.safeParse({ terms: checked.terms ?? {}, budget, comment });
    if (!result.success)
      for (const issue of result.error.issues) {
        const field = issue.path[0];
        if ((field === 'budget' || field === 'comment') && !errors[field])
          errors[field] = { type: 'validation', message: message(issueMessage(issue)) };
      }
    if (Object.keys(errors).length > 0 || !checked.terms || !result.success) return { values: {}, errors };
    const payload: RequestPayload = {
      terms: checked.terms,
      budget: result.data.budget,
      budgetShare: values.budgetShown ? 'per_owner' : 'hidden',
      comment: result.data.comment,
    };
    return { values: payload, errors: {} };
  };
