import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../catalog';
import { AMOUNT_MAX } from '../orders/money';
import { priceSchema, REASON_MAX } from '../orders/schemas';
import { id, idSelection, requiredText } from '../projects/fields';
import { SELECTION_MAX } from '../projects/schemas';
import { termsSchema } from '../orders/terms';
import { DOCUMENT_LINES_MAX } from './documents';
import { contractTabs, documentKinds, documentSides, edoTabs } from './enums';

/** The payloads of the contracts and payments API (docs/licensing.md §6). */

/** A one-time signing code: six digits. */
export const SIGN_CODE_LENGTH = 6;
/** A code stays valid 10 minutes and allows 5 tries; then a new one is needed. */
export const SIGN_CODE_TTL_MS = 10 * 60 * 1000;
export const SIGN_CODE_TRIES = 5;
/** Documents one sign-many call signs at most. */
export const SIGN_MANY_MAX = 50;

/** `POST /api/contract/create`: approved entries of a project, one draft per owner. */
export const createContractSchema = z.object({ projectId: id, entryIds: idSelection(SELECTION_MAX) });
export type CreateContract = z.output<typeof createContractSchema>;

/** One changed line of a supplement: the contract line's entry and its new terms (as an order's). */
export const termsChangeSchema = z.object({ entryId: id, terms: termsSchema });
export type TermsChange = z.output<typeof termsChangeSchema>;

/**
 * `POST /api/contract/create-supplement/{contractId}`: the approved entries the supplement adds and the
 * contract lines whose terms it changes; at least one of the two, each entry changed once.
 */
export const createSupplementSchema = z
  .object({
    entryIds: idSelection(SELECTION_MAX).optional(),
    changes: z
      .array(termsChangeSchema, { message: 'contracts.supplementEmpty' })
      .max(DOCUMENT_LINES_MAX, { message: 'validation.atMostItems' })
      .optional(),
  })
  .refine((value) => (value.entryIds?.length ?? 0) + (value.changes?.length ?? 0) > 0, {
    message: 'contracts.supplementEmpty',
  })
  .refine(
    (value) =>
      new Set(value.changes?.map((change) => change.entryId.toLowerCase())).size ===
      (value.changes?.length ?? 0),
    { message: 'contracts.changeTwice', path: ['changes'] },
  );
export type CreateSupplement = z.output<typeof createSupplementSchema>;

/**
 * `PATCH /api/contract/supplement-price/{id}`: the owner's price for the change of each line a supplement
 * changes (kopecks without VAT, or no VAT), every changed line once (docs/decisions/0053).
 */
export const supplementPriceSchema = z
  .object({
    lines: z
      .array(
        z.object({
          entryId: id,
          price: priceSchema,
          noVat: z.boolean({ message: 'validation.invalidType' }).default(false),
        }),
        { message: 'contracts.pricesIncomplete' },
      )
      .min(1, { message: 'contracts.pricesIncomplete' })
      .max(DOCUMENT_LINES_MAX, { message: 'validation.atMostItems' }),
  })
  .refine(
    (value) => new Set(value.lines.map((line) => line.entryId.toLowerCase())).size === value.lines.length,
    { message: 'contracts.changeTwice', path: ['lines'] },
  );
export type SupplementPriceInput = z.input<typeof supplementPriceSchema>;
export type SupplementPrice = z.output<typeof supplementPriceSchema>;

/**
 * `PATCH /api/contract/supplement-agree/{id}`: the customer agrees to the proposed price; `gross` is the
 * total with VAT they read, refused (409) when the price has changed since.
 */
export const supplementAgreeSchema = z.object({
  gross: z
    .number({ message: 'validation.number' })
    .int({ message: 'validation.number' })
    .min(0, { message: 'validation.atLeast' })
    .max(AMOUNT_MAX, { message: 'validation.atMost' }),
});
export type SupplementAgree = z.output<typeof supplementAgreeSchema>;

const code = z
  .string({ message: 'contracts.codeFormat' })
  .trim()
  .regex(/^\d{6}$/, { message: 'contracts.codeFormat' });
const hash = z
  .string({ message: 'contracts.hashFormat' })
  .trim()
  .toLowerCase()
  .regex(/^[0-9a-f]{64}$/, { message: 'contracts.hashFormat' });

/** `POST /api/contract/sign/{id}`: the mailed code and the SHA-256 of the bytes the signer read. */
export const signSchema = z.object({ code, sha256: hash });
export type Sign = z.output<typeof signSchema>;

/**
 * `POST /api/contract/sign-many`: several documents under one code (asked for the first of them), each
 * with the SHA-256 of the bytes read.
 */
export const signManySchema = z.object({
  code,
  documents: z
    .array(z.object({ _id: id, sha256: hash }), { message: 'validation.selectContract' })
    .min(1, { message: 'validation.selectContract' })
    .max(SIGN_MANY_MAX, { message: 'validation.atMostItems' }),
});
export type SignMany = z.output<typeof signManySchema>;

/**
 * `POST /api/contract/sign-code/{id}`: optionally more documents the same code will sign (sign-many);
 * no body asks for the one document.
 */
export const signCodeSchema = z
  .object({
    ids: z
      .array(id, { message: 'validation.selectContract' })
      .max(SIGN_MANY_MAX, { message: 'validation.atMostItems' })
      .optional(),
  })
  .nullish();

/** `PATCH /api/contract/reject/{id}`: why. */
export const rejectDocumentSchema = z.object({ reason: requiredText(REASON_MAX) });
export type RejectDocument = z.output<typeof rejectDocumentSchema>;

const page = z.coerce.number().int().min(1).default(1);
const limit = z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT);
const side = z.enum(documentSides, { message: 'validation.unknownOption' });

/** `GET /api/contract/info`: my documents as `role`, of a kind, in a tab, newest first. */
export const contractListQuerySchema = z.object({
  role: side.default('customer'),
  kind: z.enum(documentKinds, { message: 'validation.unknownOption' }).optional(),
  tab: z.enum([...contractTabs, ...edoTabs], { message: 'validation.unknownOption' }).default('all'),
  projectId: id.optional(),
  page,
  limit,
});
export type ContractListQuery = z.output<typeof contractListQuerySchema>;

/** `GET /api/payment/info`: invoices to pay (customer) or to receive (owner), newest first. */
export const paymentListQuerySchema = z.object({ role: side.default('customer'), page, limit });
export type PaymentListQuery = z.output<typeof paymentListQuerySchema>;
