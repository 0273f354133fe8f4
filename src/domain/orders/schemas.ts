import { z } from 'zod';
import { calendarDaySchema } from '../calendar-day-schema';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../catalog';
import { media } from '../projects/enums';
import { id, idSelection, optionalInteger, optionalText, requiredText } from '../projects/fields';
import { BUDGET_MAX, COMMENT_MAX, SELECTION_MAX } from '../projects/schemas';
import { budgetShares } from './budget';
import { orderStatuses } from './enums';
import { PRICE_MAX } from './money';
import { termsSchema } from './terms';

/**
 * The payloads of the orders API (docs/licensing.md §3): a request with its terms, the owner's proposal,
 * the team's approval and rejection, and the list filters. Money is kopecks without VAT.
 */

export const SHARE_MIN = 1;
export const SHARE_MAX = 100;
export const REASON_MAX = 2000;
export const ORDER_SEARCH_MAX = 200;

/** `POST /api/order/create`: the entries to request, one order per owner of their tracks. */
export const createOrderSchema = z.object({
  projectId: id,
  entryIds: idSelection(SELECTION_MAX),
  terms: termsSchema,
  /**
   * The customer's legal entity, the customer party of every contract made from the order: one the caller
   * belongs to with the right to request for it (right 2); omitted, the caller's own entity
   * (docs/licensing.md §3 "Order", docs/decisions/0034-the-order-names-the-licensee.md).
   */
  legalEntityId: id.nullish().transform((value) => value ?? null),
  /** The target budget in kopecks. */
  budget: optionalInteger(0, BUDGET_MAX),
  /** What each owner sees of it: the part for their lines, or nothing (src/domain/orders/budget.ts). */
  budgetShare: z.enum(budgetShares, { message: 'validation.unknownOption' }).default('per_owner'),
  comment: optionalText(COMMENT_MAX),
});
export type CreateOrderInput = z.input<typeof createOrderSchema>;
export type CreateOrder = z.output<typeof createOrderSchema>;

/**
 * A price in kopecks without VAT: a whole number from 0 (0 can be proposed, never approved) to PRICE_MAX,
 * the bound the proposal editor holds too (src/domain/orders/money.ts).
 */
export const priceSchema = z
  .number({ message: 'validation.number' })
  .int({ message: 'validation.number' })
  .min(0, { message: 'validation.atLeast' })
  .max(PRICE_MAX, { message: 'orders.priceTooLarge' });

/** The owner's share of the rights in the track: 1–100 % (below 100 co-owners license the rest). */
export const shareSchema = z
  .number({ message: 'validation.number' })
  .int({ message: 'validation.number' })
  .min(SHARE_MIN, { message: 'validation.atLeast' })
  .max(SHARE_MAX, { message: 'validation.atMost' });

/**
 * One line's proposal terms (docs/licensing.md §3 "Proposal"): the price without VAT, "no VAT", the owner's
 * share and a comment. The one definition of them: the server's `proposeSchema` is made of it, and the
 * proposal editor checks what is typed with it, so both refuse the same values with the same message.
 */
export const proposalTermsSchema = z.object({
  price: priceSchema,
  noVat: z.boolean({ message: 'validation.invalidType' }).default(false),
  share: shareSchema,
  comment: optionalText(COMMENT_MAX),
});
export type ProposalTerms = z.output<typeof proposalTermsSchema>;

export const proposalLineSchema = z.object({ entryId: id, ...proposalTermsSchema.shape });
export type ProposalLineInput = z.input<typeof proposalLineSchema>;

/**
 * `PATCH /api/order/propose/{orderId}`: prices for some or all lines (the others keep theirs; every line
 * must end up priced), and the proposal's comment. `version` is the order's version the editor started
 * from: a different one is a 409 answered with the order as it now is (two tabs editing one proposal).
 */
export const proposeSchema = z.object({
  lines: z
    .array(proposalLineSchema, { message: 'validation.selectTrack' })
    .min(1, { message: 'validation.selectTrack' })
    .max(SELECTION_MAX, { message: 'validation.atMostItems' })
    .refine((lines) => new Set(lines.map((line) => line.entryId.toLowerCase())).size === lines.length, {
      message: 'orders.duplicateLine',
    }),
  comment: optionalText(COMMENT_MAX),
  version: z.number().int().min(0).optional(),
});
export type ProposeInput = z.input<typeof proposeSchema>;
export type Propose = z.output<typeof proposeSchema>;

/** `PATCH /api/order/approve/{orderId}`: the entries approved (all the lines, or some). */
export const approveSchema = z.object({
  entryIds: idSelection(SELECTION_MAX),
  version: z.number().int().min(0).optional(),
});
export type Approve = z.output<typeof approveSchema>;

/** `PATCH /api/order/reject/{orderId}`: why. */
export const rejectSchema = z.object({
  reason: requiredText(REASON_MAX),
  version: z.number().int().min(0).optional(),
});
export type Reject = z.output<typeof rejectSchema>;

/** `PATCH /api/order/decline-lines/{orderId}` (the order's owner): the entries whose lines are declined, and why. */
export const declineLinesSchema = z.object({
  entryIds: idSelection(SELECTION_MAX),
  reason: requiredText(REASON_MAX),
  version: z.number().int().min(0).optional(),
});
export type DeclineLines = z.output<typeof declineLinesSchema>;

const page = z.coerce.number().int().min(1).default(1);
const limit = z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT);
const day = calendarDaySchema;

/** `GET /api/order/info`: the orders of the caller's projects, newest first. */
export const orderListQuerySchema = z.object({
  page,
  limit,
  projectId: id.optional(),
  status: z.enum(orderStatuses, { message: 'validation.unknownOption' }).optional(),
});
export type OrderListQuery = z.output<typeof orderListQuerySchema>;

/**
 * `GET /api/project/request-owner`: the owner's order lines, newest first; free text over the track,
 * project, customer and comments; the order's status; a project; a customer (the requesting user);
 * a medium of the terms; requested from/to a day (inclusive, UTC).
 */
export const requestOwnerQuerySchema = z.object({
  page,
  limit,
  text: z.string().trim().max(ORDER_SEARCH_MAX, { message: 'validation.tooLong' }).optional(),
  status: z.enum(orderStatuses, { message: 'validation.unknownOption' }).optional(),
  projectId: id.optional(),
  customer: id.optional(),
  media: z.enum(media, { message: 'validation.unknownOption' }).optional(),
  from: day.optional(),
  to: day.optional(),
});
export type RequestOwnerQuery = z.output<typeof requestOwnerQuerySchema>;
