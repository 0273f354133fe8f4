import { z } from 'zod';
import { listPageSchema } from '../catalog';
import { answeredTotalsSchema, paymentDocumentSchema, paymentListQuerySchema } from '../contracts';
import { DOCX_TYPE, partyApiSchema } from './contracts';
import { defineOperation } from './operation';

/**
 * Invoices (docs/licensing.md §6): a fully signed contract issues one; the owner confirms receipt, which
 * finalizes the contract and issues its act. The same invoices replicate as the `payments` collection.
 */
const idParams = z.object({ id: z.string().max(100) });

export const paymentApiSchema = z.object({
  _id: z.string(),
  ...paymentDocumentSchema.omit({ id: true, seq: true, owner: true, customer: true }).shape,
  owner: partyApiSchema,
  customer: partyApiSchema,
  /** Read as answered (docs/decisions/0036-money-bounds.md). */
  totals: answeredTotalsSchema,
});
export type PaymentApi = z.infer<typeof paymentApiSchema>;

/** A page of invoices with the totals of all of them still awaiting payment (a sum over many invoices). */
export const paymentPageSchema = listPageSchema(paymentApiSchema).extend({ awaiting: answeredTotalsSchema });
export type PaymentPage = z.infer<typeof paymentPageSchema>;

export const paymentList = defineOperation({
  id: 'payment.list',
  summary: 'List invoices to pay (customer) or to receive (owner), with the totals awaiting payment',
  access: 'session',
  method: 'GET',
  path: '/payment/info',
  query: paymentListQuerySchema,
  response: paymentPageSchema,
});

export const paymentFile = defineOperation({
  id: 'payment.file',
  summary: 'Download the .docx of an invoice',
  access: 'session',
  method: 'GET',
  path: '/payment/file/:id',
  params: idParams,
  bytes: [DOCX_TYPE],
});

export const confirmPayment = defineOperation({
  id: 'payment.confirm',
  summary: 'Confirm receipt of a payment (the owner): the contract is finalized and its act issued',
  access: 'session',
  method: 'PATCH',
  path: '/payment/confirm/:id',
  params: idParams,
  response: paymentApiSchema,
});
