import { contractFile } from '../../domain/api/contracts';
import { operationPath } from '../../domain/api/operation';
import { paymentFile } from '../../domain/api/contracts-payments';
import type { ApiClient } from '../../sync/api-client';

/** The API path (under /api) of a document's .docx bytes. */
export const documentFilePath = (id: string) => operationPath(contractFile, { id }).replace(/^\//, '');

/** The API path (under /api) of an invoice's .docx. */
export const invoiceFilePath = (id: string) => operationPath(paymentFile, { id }).replace(/^\//, '');

/** A file name for a document's number: letters, digits, dashes and dots only. */
export const fileNameOf = (prefix: string, number: string) =>
  `${prefix}-${number.replace(/[^\p{L}\p{N}.-]+/gu, '_')}.docx`;

/** The SHA-256 of bytes as lowercase hex: what a signature names as the bytes signed. */
export async function sha256Hex(bytes: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Fetches a document's bytes as they are now and answers their SHA-256 (signing several at once). */
export async function readDocumentHash(api: ApiClient, id: string): Promise<string> {
  return sha256Hex(await api.get<ArrayBuffer>(documentFilePath(id), { bytes: true }));
}
