import { useMemo } from 'react';
import { orderQuery, ordersQuery, projectOrdersQuery, type OrderDocType } from '../../db';
import { contractDocumentsQuery } from '../../db/queries/contracts';
import type { ContractDocType } from '../../db/schemas/contracts-documents.schema';
import { entryStages, type EntryStages } from '../../domain/orders/stages';
import { useLocalDb } from '../local-data';
import { useObservableState } from './use-observable';

/**
 * Requests and proposals read live from the local `orders` collection (docs/licensing.md §3). A list is
 * null while the database opens; an order is undefined while loading, null when unknown or gone.
 */

/** Every order the user sees, newest first. */
export function useOrders(): OrderDocType[] | null {
  const db = useLocalDb();
  const source = useMemo(() => (db ? ordersQuery(db) : null), [db]);
  return useObservableState<OrderDocType[] | null>(source, null).value;
}

/** A project's orders, newest first. */
export function useProjectOrders(projectId: string): OrderDocType[] | null {
  const db = useLocalDb();
  const source = useMemo(() => (db ? projectOrdersQuery(db, projectId) : null), [db, projectId]);
  return useObservableState<OrderDocType[] | null>(source, null).value;
}

/** One order. */
export function useOrder(id: string): OrderDocType | null | undefined {
  const db = useLocalDb();
  const source = useMemo(() => (db ? orderQuery(db, id) : null), [db, id]);
  return useObservableState<OrderDocType | null | undefined>(source, undefined).value;
}

const noStages: EntryStages = new Map();

/**
 * Where each contracted entry stands (src/domain/orders/stages.ts), from the local `documents` both sides
 * share: the owner's queue and the customer's proposals read an order's status to the end from it. Empty
 * while the documents read, or where the database holds none.
 */
export function useEntryStages(): EntryStages {
  const db = useLocalDb();
  const source = useMemo(() => (db && db.collections.documents ? contractDocumentsQuery(db) : null), [db]);
  const documents = useObservableState<ContractDocType[] | null>(source, null).value;
  return useMemo(() => (documents ? entryStages(documents) : noStages), [documents]);
}
