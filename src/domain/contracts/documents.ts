import { z } from 'zod';
import { orderTermsSchema } from '../orders/documents';
import { AMOUNT_MAX, proposalTotals, priceWithVat } from '../orders/money';
import { PROJECT_NAME_MAX } from '../projects/schemas';
import { REASON_MAX, SHARE_MAX, SHARE_MIN } from '../orders/schemas';
import type { ReplicatedFields } from '../sync-protocol';
import {
  documentKinds,
  documentSides,
  documentStatuses,
  paymentStatuses,
  supplementPriceStatuses,
} from './enums';

/**
 * The replicated `documents` and `payments` documents (docs/decisions/0007-collection-budget.md, the two
 * names it reserves; docs/licensing.md §7): contracts, supplements and acts told apart by `kind`, and the
 * invoices contracts issue. Visible to the project's members and the owner of the order the document
 * came from. Pull-only: every change is an online command (src/domain/api/contracts.ts, contracts-payments.ts).
 */

const documentId = z.string().max(64);
const timestamp = z.string().meta({ format: 'date-time' });
const indexedTimestamp = z.string().max(40).meta({ format: 'date-time' });
const text = (max: number) => z.string().max(max);
/** An amount as stored and answered (src/domain/orders/money.ts). */
const kopecks = z.number().int().min(0).max(AMOUNT_MAX);
const sha256 = z.string().max(64);
/** Tracks one document holds at most (an order holds at most 300 lines). */
export const DOCUMENT_LINES_MAX = 300;

/** A legal entity as the document names it, copied when the document is made (docs/licensing.md §5). */
export const partySchema = z.object({
  id: documentId,
  name: text(500),
  type: z.enum(['personal', 'company']).meta({ maxLength: 10 }),
  tin: text(12),
  address: text(1000),
  signatoryName: text(300),
  signatoryPosition: text(300),
  bik: text(9),
  bank: text(500),
  corrAccount: text(20),
  account: text(20),
  /** Whether an administrator had verified the entity when the document was drafted (older copies lack it). */
  verified: z.boolean().optional(),
});
export type Party = z.infer<typeof partySchema>;

/** One licensed track: its entry, terms and price (kopecks without VAT, and with VAT or "no VAT"). */
export const documentLineSchema = z.object({
  id: documentId,
  entryId: documentId,
  workspaceId: documentId,
  episodeNumber: z.number().int().min(0).nullable(),
  trackId: documentId,
  trackTitle: text(300),
  artistName: text(300),
  terms: orderTermsSchema,
  price: kopecks,
  noVat: z.boolean(),
  priceWithVat: kopecks,
  share: z.number().int().min(SHARE_MIN).max(SHARE_MAX).nullable(),
  /**
   * A supplement's line that changes a contract line's terms: the terms it had before (`terms` are the
   * new ones; `price` and `priceWithVat` the fee for the change, docs/decisions/0053). Absent or null for
   * a track the document licenses (docs/decisions/0016).
   */
  change: z.object({ previousTerms: orderTermsSchema }).nullable().optional(),
});
export type DocumentLine = z.infer<typeof documentLineSchema>;

/** Totals in kopecks: without VAT, the VAT, with VAT. */
export const totalsSchema = z.object({ net: kopecks, vat: kopecks, gross: kopecks });
export type Totals = z.infer<typeof totalsSchema>;

/**
 * An amount as the API answers it: any whole kopecks a number holds exactly. Every amount written is
 * held to AMOUNT_MAX; the answers read wider, so documents written before that bound (a price of 10¹³
 * with its VAT) and sums over many documents still answer (docs/decisions/0036-money-bounds.md).
 */
export const answeredAmount = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
export const answeredTotalsSchema = z.object({
  net: answeredAmount,
  vat: answeredAmount,
  gross: answeredAmount,
});

/** One signature: who, for which entity, when, over which bytes (their SHA-256). */
export const signatureSchema = z.object({
  side: z.enum(documentSides),
  userId: documentId,
  signerName: text(300),
  entityId: documentId,
  entityName: text(500),
  signedAt: timestamp,
  sha256,
});
export type Signature = z.infer<typeof signatureSchema>;

export const contractDocumentSchema = z.object({
  id: documentId,
  kind: z.enum(documentKinds).meta({ maxLength: 12 }),
  /** The contract's number; a supplement's and an act's carry the contract's with a suffix. */
  number: text(60),
  /** The document's date, yyyy-MM-dd. */
  date: text(10),
  /** The contract a supplement or act belongs to; null for a contract. */
  contractId: documentId.nullable(),
  projectId: documentId,
  projectName: text(PROJECT_NAME_MAX),
  orderId: documentId,
  ownerId: documentId,
  ownerName: text(300),
  customerId: documentId,
  customerName: text(300),
  owner: partySchema,
  customer: partySchema,
  status: z.enum(documentStatuses).meta({ maxLength: 30 }),
  rejectReason: text(REASON_MAX).nullable(),
  vatPercent: z.number().min(0).max(100),
  lines: z.array(documentLineSchema).max(DOCUMENT_LINES_MAX),
  totals: totalsSchema,
  totalInWordsEn: text(500),
  totalInWordsRu: text(500),
  /** The SHA-256 of the stored .docx bytes (`GET /api/contract/file/{id}`). */
  sha256,
  fileSize: z.number().int().min(0),
  signatures: z.array(signatureSchema).max(2),
  /**
   * A supplement changing terms: its price for the change awaits the owner's proposal, is proposed and
   * awaits the customer's agreement, or is agreed (only then it can be signed, docs/decisions/0053).
   * Null (or absent) for every other document.
   */
  priceStatus: z.enum(supplementPriceStatuses).nullable().optional(),
  /** When both sides had signed; null until then. */
  signedAt: timestamp.nullable(),
  createdAt: indexedTimestamp,
  updatedAt: timestamp,
  seq: z.number().min(0),
});
export type ContractDocument = z.infer<typeof contractDocumentSchema>;
export type ContractWireDocument = ContractDocument & ReplicatedFields;

export const paymentDocumentSchema = z.object({
  id: documentId,
  /** The invoice's number. */
  number: text(60),
  contractId: documentId,
  contractNumber: text(60),
  projectId: documentId,
  projectName: text(PROJECT_NAME_MAX),
  ownerId: documentId,
  ownerName: text(300),
  customerId: documentId,
  customerName: text(300),
  /** The payee: the owner's entity with its bank details. */
  owner: partySchema,
  customer: partySchema,
  totals: totalsSchema,
  /** True when no line carries VAT: the invoice reads "no VAT". */
  noVat: z.boolean(),
  totalInWordsEn: text(500),
  totalInWordsRu: text(500),
  /** The day payment is due, yyyy-MM-dd. */
  dueDate: text(10),
  status: z.enum(paymentStatuses).meta({ maxLength: 10 }),
  paidAt: timestamp.nullable(),
  sha256,
  createdAt: indexedTimestamp,
  updatedAt: timestamp,
  seq: z.number().min(0),
});
export type PaymentDocument = z.infer<typeof paymentDocumentSchema>;
export type PaymentWireDocument = PaymentDocument & ReplicatedFields;

/** A document line's price with VAT, from its price without VAT. */
export function linePriceWithVat(line: { price: number; noVat: boolean }, vatPercent: number): number {
  return priceWithVat(line.price, vatPercent, line.noVat);
}

/** A document's totals in kopecks (VAT summed per line, as each line is invoiced). */
export function documentTotals(
  lines: readonly { price: number; noVat: boolean }[],
  vatPercent: number,
): Totals {
  return proposalTotals(lines, vatPercent);
}
