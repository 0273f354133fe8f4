import { useMemo } from 'react';
import {
  contractDocumentQuery,
  contractDocumentsQuery,
  paymentDocumentsQuery,
} from '../../db/queries/contracts';
import type { ContractDocType } from '../../db/schemas/contracts-documents.schema';
import type { PaymentDocType } from '../../db/schemas/contracts-payments.schema';
import type { DocumentSide } from '../../domain/contracts';
import { useObservableState } from '../hooks/use-observable';
import { useSession } from '../hooks/use-session';
import { useLocalDb } from '../local-data';

/** The side the user is on for a document or invoice: the owner's when it is theirs, else the customer's. */
export const sideOf = (item: { ownerId: string }, userId: string | undefined): DocumentSide =>
  item.ownerId === userId ? 'owner' : 'customer';

/** The user's documents on `side`, newest first, live; null while the database opens. */
export function useDocuments(side: DocumentSide | null): ContractDocType[] | null {
  const db = useLocalDb();
  const userId = useSession().state.user?._id;
  const source = useMemo(() => (db ? contractDocumentsQuery(db) : null), [db]);
  const all = useObservableState<ContractDocType[] | null>(source, null).value;
  return useMemo(
    () => (all && side ? all.filter((document) => sideOf(document, userId) === side) : all),
    [all, side, userId],
  );
}

/** One document, live: undefined while loading, null when unknown. */
export function useDocument(id: string | null): ContractDocType | null | undefined {
  const db = useLocalDb();
  const source = useMemo(() => (db && id ? contractDocumentQuery(db, id) : null), [db, id]);
  const value = useObservableState<ContractDocType | null | undefined>(source, undefined).value;
  return id ? value : null;
}

/** The user's invoices on `side` (to pay as customer, to receive as owner), newest first, live. */
export function usePayments(side: DocumentSide): PaymentDocType[] | null {
  const db = useLocalDb();
  const userId = useSession().state.user?._id;
  const source = useMemo(() => (db ? paymentDocumentsQuery(db) : null), [db]);
  const all = useObservableState<PaymentDocType[] | null>(source, null).value;
  return useMemo(
    () => (all ? all.filter((payment) => sideOf(payment, userId) === side) : null),
    [all, side, userId],
  );
}
