import { z } from 'zod';
import { media, usageTypes } from '../projects/enums';
import { COMMENT_MAX, PROJECT_NAME_MAX } from '../projects/schemas';
import { AMOUNT_MAX } from './money';
import { TIME_CODE_MAX } from '../projects/timecode';
import type { ReplicatedFields } from '../sync-protocol';
import { lineStatuses, orderStatuses, WORLD } from './enums';
import { REASON_MAX, SHARE_MAX, SHARE_MIN } from './schemas';
import { MANY, TERRITORY_MAX, TERM_MONTHS_MAX, USES_MAX, type Terms } from './terms';

/**
 * The replicated `orders` document (docs/decisions/0007-collection-budget.md #8): one order is one
 * owner's share of a request, so the document holds only that owner's lines and prices and is visible to
 * exactly that owner and the project's members. It carries what the owner's request queue filters and
 * shows without the project (which the owner cannot see): the project's name, the customer's, each
 * line's track and entry. Pull-only: changes are the commands of src/domain/api/orders.ts.
 */

const documentId = z.string().max(64);
const timestamp = z.string().meta({ format: 'date-time' });
const indexedTimestamp = z.string().max(40).meta({ format: 'date-time' });
const text = (max: number) => z.string().max(max);
/** An amount as stored and answered (src/domain/orders/money.ts). */
const kopecks = z.number().int().min(0).max(AMOUNT_MAX);
const seconds = z.number().int().min(0).max(TIME_CODE_MAX);
/** Lines one order holds at most (a request selects at most 300 entries). */
export const ORDER_LINES_MAX = 300;

/**
 * Terms as stored: the territory a list of country codes, `["world"]` for the whole world; uses a
 * number, null for "many times" (the local schema holds no unions; the API answers "world" and "many").
 */
export const orderTermsSchema = z.object({
  media: z.array(z.enum(media)).max(media.length),
  territory: z.array(z.string().max(8)).max(TERRITORY_MAX),
  termMonths: z.number().int().min(1).max(TERM_MONTHS_MAX).nullable(),
  uses: z.number().int().min(1).max(USES_MAX).nullable(),
});
export type OrderTerms = z.infer<typeof orderTermsSchema>;

/** The stored form of terms. */
export function storedTerms(terms: Terms): OrderTerms {
  return {
    media: terms.media,
    territory: terms.territory === WORLD ? [WORLD] : terms.territory,
    termMonths: terms.termMonths,
    uses: terms.uses === MANY ? null : terms.uses,
  };
}

/** The API form of stored terms: "world" and "many" as the request gave them. */
export function apiTerms(terms: OrderTerms): Terms {
  return {
    media: terms.media,
    territory: terms.territory.includes(WORLD) ? WORLD : terms.territory,
    termMonths: terms.termMonths,
    uses: terms.uses ?? MANY,
  };
}

/** One requested entry with its proposal line. */
export const orderLineSchema = z.object({
  /** The line's own id. */
  id: documentId,
  entryId: documentId.nullable(),
  workspaceId: documentId,
  episodeNumber: z.number().int().min(0).nullable(),
  trackId: documentId,
  trackTitle: text(300),
  artistName: text(300),
  timeIn: seconds.nullable(),
  timeOut: seconds.nullable(),
  usageType: z.enum(usageTypes).nullable(),
  /** Kopecks without VAT; null until proposed. */
  price: kopecks.nullable(),
  noVat: z.boolean(),
  /** Kopecks with VAT at the order's `vatPercent` (half up to the kopeck), or the price when no VAT. */
  priceWithVat: z.number().int().min(0).nullable(),
  share: z.number().int().min(SHARE_MIN).max(SHARE_MAX).nullable(),
  comment: text(COMMENT_MAX).nullable(),
  status: z.enum(lineStatuses),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderDocumentSchema = z.object({
  id: documentId,
  projectId: documentId,
  projectName: text(PROJECT_NAME_MAX),
  ownerId: documentId,
  ownerName: text(300),
  /** The member who sent the request. */
  customerId: documentId,
  customerName: text(300),
  status: z.enum(orderStatuses).meta({ maxLength: 20 }),
  terms: orderTermsSchema,
  legalEntityId: documentId.nullable(),
  /** The team's target budget in kopecks. */
  budget: kopecks.nullable(),
  /** The team's comment with the request. */
  comment: text(COMMENT_MAX).nullable(),
  /** The owner's comment with the proposal. */
  proposalComment: text(COMMENT_MAX).nullable(),
  /** Why the team rejected the proposal. */
  rejectReason: text(REASON_MAX).nullable(),
  /** The VAT rate (%) the proposal's amounts with VAT are computed at. */
  vatPercent: z.number().min(0).max(100),
  /** Moves with every command: the base a proposal, approval or rejection names (a stale one is a 409). */
  version: z.number().int().min(0),
  lines: z.array(orderLineSchema).max(ORDER_LINES_MAX),
  createdAt: indexedTimestamp,
  updatedAt: timestamp,
  seq: z.number().min(0),
});
export type OrderDocument = z.infer<typeof orderDocumentSchema>;
export type OrderWireDocument = OrderDocument & ReplicatedFields;
