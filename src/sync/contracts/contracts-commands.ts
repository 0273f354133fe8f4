import {
  createContract as createOperation,
  createSupplement as supplementOperation,
  agreeSupplementPrice as agreeOperation,
  proposeSupplementPrice as priceOperation,
  contractSignCode,
  rejectContract,
  signContract,
  signManyContracts,
} from '../../domain/api/contracts';
import { confirmPayment as confirmOperation } from '../../domain/api/contracts-payments';
import type { TermsInput } from '../../domain/orders';
import type { ApiClient } from '../api-client';
import { callOperationLocal as callOperation } from '../operation-client';

/**
 * The online-only commands on contracts, supplements, acts and invoices (docs/licensing.md §6, §7),
 * answering in the local form (`id`). Their effect reaches both parties through the replicated
 * `documents` and `payments` collections.
 */

/** Formalizes approved entries of a project: one contract draft per owner. */
export const createContracts = (api: ApiClient, projectId: string, entryIds: string[]) =>
  callOperation(api, createOperation, { body: { projectId, entryIds } });

/** A supplement draft to a signed contract: approved entries it adds, contract lines whose terms it changes. */
export const createSupplement = (
  api: ApiClient,
  contractId: string,
  body: { entryIds?: string[]; changes?: { entryId: string; terms: TermsInput }[] },
) => callOperation(api, supplementOperation, { params: { contractId }, body });

/** The owner's price for the change of each line a supplement changes (kopecks without VAT). */
export const proposeSupplementPrice = (
  api: ApiClient,
  id: string,
  lines: { entryId: string; price: number; noVat: boolean }[],
) => callOperation(api, priceOperation, { params: { id }, body: { lines } });

/** The customer agrees to the proposed price, naming the total with VAT they read. */
export const agreeSupplementPrice = (api: ApiClient, id: string, gross: number) =>
  callOperation(api, agreeOperation, { params: { id }, body: { gross } });

/** Mails a one-time code to sign `id` (and, for signing several at once, the other `ids`). */
export const requestSignCode = (api: ApiClient, id: string, ids?: string[]) =>
  callOperation(api, contractSignCode, { params: { id }, body: ids ? { ids } : {} });

/** Signs one document with the mailed code over the bytes read (their SHA-256). */
export const signDocument = (api: ApiClient, id: string, code: string, sha256: string) =>
  callOperation(api, signContract, { params: { id }, body: { code, sha256 } });

/** Signs several documents with one code, each over the bytes read. */
export const signDocuments = (api: ApiClient, code: string, documents: { id: string; sha256: string }[]) =>
  callOperation(api, signManyContracts, {
    body: { code, documents: documents.map(({ id, sha256 }) => ({ _id: id, sha256 })) },
  });

/** Rejects a draft or half-signed document with the reason. */
export const rejectDocument = (api: ApiClient, id: string, reason: string) =>
  callOperation(api, rejectContract, { params: { id }, body: { reason } });

/** The owner confirms an invoice was paid. */
export const confirmPayment = (api: ApiClient, id: string) =>
  callOperation(api, confirmOperation, { params: { id } });
