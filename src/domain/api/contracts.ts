import { z } from 'zod';
import { listPageSchema } from '../catalog';
import {
  answeredAmount,
  answeredTotalsSchema,
  contractDocumentSchema,
  contractListQuerySchema,
  createContractSchema,
  createSupplementSchema,
  documentLineSchema,
  documentSides,
  partySchema,
  rejectDocumentSchema,
  signatureSchema,
  signCodeSchema,
  signManySchema,
  signSchema,
  supplementAgreeSchema,
  supplementPriceSchema,
} from '../contracts';
import { defineOperation } from './operation';

/**
 * Contracts, supplements and acts with their EDO signing (docs/licensing.md §6). They share one shape
 * told apart by `kind`, answered with ids as `_id`; the same documents replicate as the `documents`
 * collection. Signing is a simple electronic signature: a mailed one-time code and the SHA-256 of the
 * bytes read (docs/decisions/0016-contracts-and-signing.md).
 */
const pathId = z.string().max(100);
const idParams = z.object({ id: pathId });

/** A legal entity as a document names it, its id as `_id`. */
export const partyApiSchema = z.object({ _id: z.string(), ...partySchema.omit({ id: true }).shape });
/** A line, its ids as `_id`, its amounts read as answered (docs/decisions/0036-money-bounds.md). */
export const documentLineApiSchema = z.object({
  _id: z.string(),
  ...documentLineSchema.omit({ id: true }).shape,
  price: answeredAmount,
  priceWithVat: answeredAmount,
});

/** A document without the sync fields, its ids (and its parties' and lines') as `_id`. */
export const contractApiSchema = z.object({
  _id: z.string(),
  ...contractDocumentSchema.omit({ id: true, seq: true, owner: true, customer: true, lines: true }).shape,
  owner: partyApiSchema,
  customer: partyApiSchema,
  lines: z.array(documentLineApiSchema),
  totals: answeredTotalsSchema,
});
export type ContractApi = z.infer<typeof contractApiSchema>;

/** A signature as the document's detail gives it: with the signer's IP and user agent. */
export const signatureDetailSchema = signatureSchema.extend({
  ip: z.string(),
  userAgent: z.string(),
});
export type SignatureDetail = z.infer<typeof signatureDetailSchema>;

/** The detail: the document, the caller's side, and the full signature records. */
export const contractDetailSchema = contractApiSchema.extend({
  role: z.enum(documentSides),
  signatures: z.array(signatureDetailSchema),
});
export type ContractDetail = z.infer<typeof contractDetailSchema>;

/** Where the code was sent (the address masked) and until when it is valid. */
export const signCodeAnswerSchema = z.object({
  sentTo: z.string(),
  expiresAt: z.string(),
  documentIds: z.array(z.string()),
});
export type SignCodeAnswer = z.infer<typeof signCodeAnswerSchema>;

export const createContract = defineOperation({
  id: 'contract.create',
  summary: 'Formalize approved track entries: one contract draft per owner',
  description:
    "The project's Creator or an Editor formalizes; the customer party is the legal entity each order " +
    "names, never the caller's (one draft per owner and customer entity). An order made before orders " +
    "named one falls back to its requester's entity (409 `contracts.orderNoLegalEntity` when there is " +
    'none). Only a signing member of that entity can sign the customer side.',
  access: 'session',
  method: 'POST',
  path: '/contract/create',
  body: createContractSchema,
  response: z.array(contractApiSchema),
});

export const createSupplement = defineOperation({
  id: 'contract.createSupplement',
  summary:
    'Add approved track entries to a signed contract, or change the terms of its lines, with a supplement',
  description:
    'Body: `entryIds` (approved entries of the same owner to add) and/or `changes` (`[{entryId, terms}]`, ' +
    'lines of the contract with their new terms; their price for the change awaits the owner, ' +
    '`priceStatus: awaiting`, docs/decisions/0053). At least one of the two.',
  access: 'session',
  method: 'POST',
  path: '/contract/create-supplement/:contractId',
  params: z.object({ contractId: pathId }),
  body: createSupplementSchema,
  response: contractApiSchema,
});

export const proposeSupplementPrice = defineOperation({
  id: 'contract.proposeSupplementPrice',
  summary: "The owner proposes the price of a supplement's change of terms",
  description:
    'Body: `lines` (`[{entryId, price, noVat?}]`, kopecks without VAT, every line the supplement changes ' +
    'once). The owner of the order or a member of the owner company who prepares documents, while nobody ' +
    'has signed the supplement; a price proposed again replaces the last and awaits agreement again ' +
    '(docs/decisions/0053). The document is drawn again with the price, VAT and totals.',
  access: 'session',
  method: 'PATCH',
  path: '/contract/supplement-price/:id',
  params: idParams,
  body: supplementPriceSchema,
  response: contractApiSchema,
});

export const agreeSupplementPrice = defineOperation({
  id: 'contract.agreeSupplementPrice',
  summary: "The customer agrees to the proposed price of a supplement's change of terms",
  description:
    'Body: `gross`, the total with VAT the customer read (409 `contracts.priceChanged` when it differs). A ' +
    'member with the request right of the project or of the customer company who prepares documents; then ' +
    'the supplement can be signed, and once signed by both its invoice is issued.',
  access: 'session',
  method: 'PATCH',
  path: '/contract/supplement-agree/:id',
  params: idParams,
  body: supplementAgreeSchema,
  response: contractApiSchema,
});

export const contractList = defineOperation({
  id: 'contract.list',
  summary: 'List my contracts, supplements and acts as a customer or an owner, by tab',
  access: 'session',
  method: 'GET',
  path: '/contract/info',
  query: contractListQuerySchema,
  response: listPageSchema(contractApiSchema),
});

export const contractInfo = defineOperation({
  id: 'contract.info',
  summary: 'Get a document with its status, SHA-256 and signatures',
  access: 'session',
  method: 'GET',
  path: '/contract/info-contract/:id',
  params: idParams,
  response: contractDetailSchema,
});

export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export const contractFile = defineOperation({
  id: 'contract.file',
  summary: 'Download the .docx bytes of a document (their SHA-256 is the document’s `sha256`)',
  access: 'session',
  method: 'GET',
  path: '/contract/file/:id',
  params: idParams,
  bytes: [DOCX_TYPE],
});

export const contractSignCode = defineOperation({
  id: 'contract.signCode',
  summary: 'Mail a one-time signing code for a document (and, optionally, more documents to sign at once)',
  access: 'session',
  method: 'POST',
  path: '/contract/sign-code/:id',
  params: idParams,
  body: signCodeSchema,
  response: signCodeAnswerSchema,
});

export const signContract = defineOperation({
  id: 'contract.sign',
  summary: "Sign a document for my company's side with the mailed code over the bytes read",
  access: 'session',
  method: 'POST',
  path: '/contract/sign/:id',
  params: idParams,
  body: signSchema,
  response: contractApiSchema,
});

export const signManyContracts = defineOperation({
  id: 'contract.signMany',
  summary: 'Sign several documents at once with one mailed code',
  access: 'session',
  method: 'POST',
  path: '/contract/sign-many',
  body: signManySchema,
  response: z.array(contractApiSchema),
});

export const rejectContract = defineOperation({
  id: 'contract.reject',
  summary: 'Reject a draft or half-signed document with a reason; its entries return to agreed',
  access: 'session',
  method: 'PATCH',
  path: '/contract/reject/:id',
  params: idParams,
  body: rejectDocumentSchema,
  response: contractApiSchema,
});
