import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { toApiIds } from '../../../src/domain/api-ids';
import { contractApiSchema, type ContractApi, type ContractDetail } from '../../../src/domain/api/contracts';
import { paymentApiSchema, type PaymentApi } from '../../../src/domain/api/contracts-payments';
import type {
  ContractWireDocument,
  DocumentKind,
  DocumentSide,
  DocumentStatus,
  PaymentStatus,
  PaymentWireDocument,
  SupplementPriceStatus,
} from '../../../src/domain/contracts';
import {
  contractDocuments,
  payments,
  type ContractDocumentRow,
  type PaymentRow,
} from '../../db/schema/contracts';
import { defineReplicatedCollection } from '../../sync/registry';

export function toContractDocument(row: ContractDocumentRow): ContractWireDocument {
  return {
    id: row.id,
    kind: row.kind as DocumentKind,
    number: row.number,
    date: row.date,
    contractId: row.contractId,
    projectId: row.projectId,
    projectName: row.projectName,
    orderId: row.orderId,
    ownerId: row.ownerId,
    ownerName: row.ownerName,
    customerId: row.customerId,
    customerName: row.customerName,
    owner: row.ownerParty,
    customer: row.customerParty,
    status: row.status as DocumentStatus,
    rejectReason: row.rejectReason,
    priceStatus: row.priceStatus as SupplementPriceStatus | null,
    vatPercent: row.vatPercent,
    lines: row.lines,
    totals: row.totals,
    totalInWordsEn: row.totalInWordsEn,
    totalInWordsRu: row.totalInWordsRu,
    sha256: row.sha256,
    fileSize: row.fileSize,
    signatures: row.signatures.map(({ ip: _ip, userAgent: _agent, ...signature }) => signature),
    signedAt: row.signedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    seq: row.seq,
    _deleted: row.deleted,
  };
}

export function toContractApi(row: ContractDocumentRow): ContractApi {
  const { seq: _seq, _deleted: _ignored, ...rest } = toContractDocument(row);
  return toApiIds(rest);
}

/**
 * The API form of a document a transaction wrote, checked against its response schema while the
 * transaction is still open: an answer that cannot be written rolls the write back rather than follow a
 * commit as a 500 (docs/decisions/0036-money-bounds.md). Amounts are refused earlier, with their message.
 */
export function checkedContractApi(row: ContractDocumentRow): ContractApi {
  return answerable(contractApiSchema, toContractApi(row), row.id);
}

/** The same check for an invoice a transaction wrote. */
export function checkedPaymentApi(row: PaymentRow): PaymentApi {
  return answerable(paymentApiSchema, toPaymentApi(row), row.id);
}

function answerable<T>(schema: z.ZodType<T>, answer: T, id: string): T {
  const checked = schema.safeParse(answer);
  if (!checked.success) throw new Error(`document ${id} does not fit its answer: ${checked.error.message}`);
  return answer;
}

/** Reports a listed row its response schema refuses: its id and what is wrong. */
export type LeftOut = (id: string, problem: string) => void;

/**
 * The API form of listed rows, leaving out (and reporting) any its response schema refuses, so one bad
 * row cannot break a whole list (docs/decisions/0036-money-bounds.md).
 */
function listed<Row extends { id: string }, Answer>(
  rows: readonly Row[],
  toApi: (row: Row) => Answer,
  schema: z.ZodType<Answer>,
  leftOut: LeftOut,
): Answer[] {
  return rows.flatMap((row) => {
    const answer = toApi(row);
    const checked = schema.safeParse(answer);
    if (checked.success) return [answer];
    leftOut(row.id, checked.error.message);
    return [];
  });
}

export const listedContracts = (rows: readonly ContractDocumentRow[], leftOut: LeftOut) =>
  listed(rows, toContractApi, contractApiSchema, leftOut);

export const listedPayments = (rows: readonly PaymentRow[], leftOut: LeftOut) =>
  listed(rows, toPaymentApi, paymentApiSchema, leftOut);

/** The detail: the signatures with IP and user agent, and the caller's side. */
export function toContractDetail(row: ContractDocumentRow, role: DocumentSide): ContractDetail {
  return { ...toContractApi(row), role, signatures: row.signatures };
}

export function toPaymentDocument(row: PaymentRow): PaymentWireDocument {
  return {
    id: row.id,
    number: row.number,
    contractId: row.contractId,
    contractNumber: row.contractNumber,
    projectId: row.projectId,
    projectName: row.projectName,
    ownerId: row.ownerId,
    ownerName: row.ownerName,
    customerId: row.customerId,
    customerName: row.customerName,
    owner: row.ownerParty,
    customer: row.customerParty,
    totals: row.totals,
    noVat: row.noVat,
    totalInWordsEn: row.totalInWordsEn,
    totalInWordsRu: row.totalInWordsRu,
    dueDate: row.dueDate,
    status: row.status as PaymentStatus,
    paidAt: row.paidAt?.toISOString() ?? null,
    sha256: row.sha256,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    seq: row.seq,
    _deleted: row.deleted,
  };
}

export function toPaymentApi(row: PaymentRow): PaymentApi {
  const { seq: _seq, _deleted: _ignored, ...rest } = toPaymentDocument(row);
  return toApiIds(rest);
}

/** Who sees a document or invoice: the order's owner and the project's members. */
export const documentAudience = (row: { ownerId: string; memberIds: string[] }) => [
  ...new Set([row.ownerId, ...row.memberIds]),
];

/**
 * The `documents` collection (docs/decisions/0007, 0016): contracts, supplements and acts, visible to
 * the order's owner and the project's members. Pull-only: signing and rejecting are commands.
 */
export const documentsCollection = defineReplicatedCollection<ContractDocumentRow>({
  name: 'documents',
  table: contractDocuments,
  visibleTo: (userId) =>
    sql`(${contractDocuments.ownerId} = ${userId}::uuid or ${userId}::uuid = any(${contractDocuments.memberIds}))`,
  toDocument: (row) => ({ ...toContractDocument(row) }),
  pullOnly: true,
  audience: documentAudience,
});

/** The `payments` collection: invoices, visible as their contract is. Pull-only. */
export const paymentsCollection = defineReplicatedCollection<PaymentRow>({
  name: 'payments',
  table: payments,
  visibleTo: (userId) =>
    sql`(${payments.ownerId} = ${userId}::uuid or ${userId}::uuid = any(${payments.memberIds}))`,
  toDocument: (row) => ({ ...toPaymentDocument(row) }),
  pullOnly: true,
  audience: documentAudience,
});
