import { issueMessage, type FieldMessage } from '../../issue-message';
import { proposalTermsSchema } from '../schemas';
import type { ProposalTerms } from '../schemas';
import { kopecksToRubles, rublesToKopecks } from '../../projects/budget';

/**
 * The proposal editor's fields (docs/licensing.md §3 "Proposal"): a price typed in roubles without VAT, the
 * owner's share 1–100 %, "no VAT", a comment. What they spell is checked by the server's own schema
 * (`proposalTermsSchema`, of which `proposeSchema` is made), so the editor refuses what the server refuses,
 * with its message. A zero price may be proposed; it is its approval that is refused ("A request with a zero
 * price cannot be agreed").
 */
export interface ProposalFields {
  price: string;
  noVat: boolean;
  share: string;
  comment: string;
}

/**
 * What is wrong with a field: the requests namespace's `priceRequired` or `priceFormat` for a price that is
 * no amount of roubles (text the server never sees), else the server's catalogue message and its parameters.
 */
export type ProposalFieldError = FieldMessage;

export interface ProposalCheck {
  terms: ProposalTerms | null;
  errors: { price?: ProposalFieldError; share?: ProposalFieldError; comment?: ProposalFieldError };
}

const fieldOfTerm = { price: 'price', share: 'share', comment: 'comment' } as const;
const formMessage = (key: 'priceRequired' | 'priceFormat'): FieldMessage => ({ key, params: {} });

/** A share as typed ("25", "25 %"); anything else goes to the schema as it is, to be refused there. */
function shareOf(text: string): unknown {
  const digits = text.trim().replace(/\s*%$/, '');
  return /^\d+$/.test(digits) ? Number(digits) : digits === '' ? undefined : digits;
}

/** The terms the fields spell, or what is wrong with them. */
export function checkProposalFields(fields: ProposalFields): ProposalCheck {
  const errors: ProposalCheck['errors'] = {};
  const priceText = fields.price.trim();
  const price = priceText === '' ? null : rublesToKopecks(priceText);
  if (priceText === '') errors.price = formMessage('priceRequired');
  else if (price === null) errors.price = formMessage('priceFormat');
  const result = proposalTermsSchema.safeParse({
    price: price ?? 0,
    noVat: fields.noVat,
    share: shareOf(fields.share),
    comment: fields.comment,
  });
  if (!result.success)
    for (const issue of result.error.issues) {
      const field = fieldOfTerm[String(issue.path[0]) as keyof typeof fieldOfTerm];
      if (field && !errors[field]) errors[field] = issueMessage(issue);
    }
  if (Object.keys(errors).length > 0 || !result.success) return { terms: null, errors };
  return { terms: result.data, errors };
}

/** The editor's first values for a line: its current proposal, or an empty price and a full share. */
export function proposalFieldsOf(line: {
  price: number | null;
  noVat: boolean;
  share: number | null;
}): ProposalFields {
  return {
    price: line.price === null ? '' : kopecksToRubles(line.price),
    noVat: line.noVat,
    share: String(line.share ?? 100),
    comment: '',
  };
}
