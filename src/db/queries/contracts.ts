import { map, type Observable } from 'rxjs';
import type { CueDatabase } from '../collections';
import type { ContractDocType } from '../schemas/contracts-documents.schema';
import type { PaymentDocType } from '../schemas/contracts-payments.schema';

/**
 * Live reads of contracts, supplements, acts and invoices (docs/licensing.md §6): the replicated
 * `documents` and `payments` as plain objects, newest first. A document the user lost access to
 * disappears (the server sends it deleted).
 */

const plain = <T>(docs: { toMutableJSON(): unknown }[]) => docs.map((doc) => doc.toMutableJSON() as T);

/** Every document the user sees, as an owner or a project member. */
export function contractDocumentsQuery(db: CueDatabase): Observable<ContractDocType[]> {
  return db.documents
    .find({ sort: [{ createdAt: 'desc' }, { id: 'asc' }] })
    .$.pipe(map(plain<ContractDocType>));
}

/** One document; null when unknown or no longer visible. */
export function contractDocumentQuery(db: CueDatabase, id: string): Observable<ContractDocType | null> {
  return db.documents
    .findOne(id)
    .$.pipe(map((doc) => (doc ? (doc.toMutableJSON() as ContractDocType) : null)));
}

/** Every invoice the user sees. */
export function paymentDocumentsQuery(db: CueDatabase): Observable<PaymentDocType[]> {
  return db.payments
    .find({ sort: [{ createdAt: 'desc' }, { id: 'asc' }] })
    .$.pipe(map(plain<PaymentDocType>));
}
