import { PRICE_MAX } from '../orders/money';
import { kopecksToRubles, rublesToKopecks } from '../projects/budget';

/**
 * The proposal editor's fields (docs/licensing.md §3 "Proposal"): a price typed in roubles without VAT, the
 * owner's share 1–100 %, "no VAT", a comment. A zero price may be proposed; it is its approval that is
 * refused ("A request with a zero price cannot be agreed").
 */
export interface ProposalTerms {
  /** Kopecks without VAT. */
  price: number;
  noVat: boolean;
  /** Whole percent, 1–100. */
  share: number;
  comment: string | null;
}

export interface ProposalFields {
  price: string;
  noVat: boolean;
  share: string;
  comment: string;
}

export type ProposalFieldError = 'priceRequired' | 'priceFormat' | 'shareRange';

/** The largest price, shared with the server (src/domain/orders/money.ts). */
export { PRICE_MAX };
export const COMMENT_MAX = 1000;

export interface ProposalCheck {
  terms: ProposalTerms | null;
  errors: { price?: ProposalFieldError; share?: ProposalFieldError };
}

/** The terms the fields spell, or what is wrong with them (message keys of the requests namespace). */
export function checkProposalFields(fields: ProposalFields): ProposalCheck {
  const errors: ProposalCheck['errors'] = {};
  const price = fields.price.trim() === '' ? null : rublesToKopecks(fields.price);
  if (fields.price.trim() === '') errors.price = 'priceRequired';
  else if (price === null || price > PRICE_MAX) errors.price = 'priceFormat';
  const shareText = fields.share.trim().replace(/\s*%$/, '');
  const share = /^\d{1,3}$/.test(shareText) ? Number(shareText) : NaN;
  if (!(share >= 1 && share <= 100)) errors.share = 'shareRange';
  if (errors.price || errors.share || price === null) return { terms: null, errors };
  const comment = fields.comment.trim().slice(0, COMMENT_MAX);
  return { terms: { price, noVat: fields.noVat, share, comment: comment || null }, errors };
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
