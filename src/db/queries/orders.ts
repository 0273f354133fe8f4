import { map, Observable, type Subscription } from 'rxjs';
import type { OrderLine } from '../../domain/orders';
import type { CueDatabase } from '../collections';
import type { OrderDocType } from '../schemas/orders.schema';

/**
 * Live reads of requests and proposals (docs/licensing.md §3): the replicated `orders` documents as plain
 * objects. An owner's documents hold only their own lines; an order the user lost access to disappears
 * (the server sends it deleted).
 */

const plain = (docs: { toMutableJSON(): unknown }[]) =>
  docs.map((doc) => doc.toMutableJSON() as OrderDocType);

/**
 * Each document's plain copy, made once per revision: RxDB hands back the same document object while its
 * revision stands, so an emission after one order changed copies that order alone. The copies share their
 * nested values with the database's state: readers must not change them (frozen in development).
 */
const plainCopies = new WeakMap<object, OrderDocType>();
const readonlyPlain = (docs: { toJSON(): unknown }[]) =>
  docs.map((doc) => {
    let copy = plainCopies.get(doc);
    if (!copy) {
      copy = doc.toJSON() as OrderDocType;
      plainCopies.set(doc, copy);
    }
    return copy;
  });

/**
 * The orders of the user's tracks as an owner (the request queue's source), newest first, live. Thousands
 * of orders: the copies are the read-only ones of `readonlyPlain`, not deep clones on every change.
 */
export function ownerOrdersQuery(db: CueDatabase, ownerId: string): Observable<readonly OrderDocType[]> {
  return db.orders
    .find({ selector: { ownerId: { $eq: ownerId } }, sort: [{ createdAt: 'desc' }, { id: 'asc' }] })
    .$.pipe(map(readonlyPlain));
}

/**
 * The owner's newest `limit` orders, read once: a screen of the queue while the live query of every order
 * is still reading. Newest first by the `[ownerId, createdAt]` index walked backwards (src/db/index-reads.ts),
 * so it reads `limit` documents, not all of them; ties of `createdAt` fall to the higher id.
 */
export async function newestOwnerOrders(
  db: CueDatabase,
  ownerId: string,
  limit: number,
): Promise<readonly OrderDocType[]> {
  const docs = await db.orders
    .find({
      selector: { ownerId: { $eq: ownerId } },
      sort: [{ createdAt: 'desc' }, { id: 'desc' }],
      limit,
    })
    .exec();
  return readonlyPlain(docs);
}

/** The owner's orders for the queue: the newest first (`complete: false`), then every one, live. */
export interface OwnerQueueOrders {
  orders: readonly OrderDocType[];
  /** False for the newest orders read before the live query of every order answered. */
  complete: boolean;
}

/**
 * The request queue's source: the owner's `first` newest orders (`newestOwnerOrders`, a screen's worth
 * read by the index), then `ownerOrdersQuery` of every order and its changes, asked for once the newest
 * are read.
 */
export function ownerQueueOrders(
  db: CueDatabase,
  ownerId: string,
  first: number,
): Observable<OwnerQueueOrders> {
  return new Observable<OwnerQueueOrders>((subscriber) => {
    let closed = false;
    let all: Subscription | undefined;
    // Every order is asked for once the newest have been read: the small read is not queued behind the
    // large one, and the first screen always comes first.
    const readAll = () => {
      if (closed) return;
      all = ownerOrdersQuery(db, ownerId).subscribe({
        next: (orders) => subscriber.next({ orders, complete: true }),
        error: (error: unknown) => subscriber.error(error),
      });
    };
    newestOwnerOrders(db, ownerId, first).then(
      (orders) => {
        if (!closed) subscriber.next({ orders, complete: false });
        readAll();
      },
      // The live query reads the same documents and reports its own failure.
      readAll,
    );
    return () => {
      closed = true;
      all?.unsubscribe();
    };
  });
}

/** A project's orders (the team's proposals), newest first, live. */
export function projectOrdersQuery(db: CueDatabase, projectId: string): Observable<OrderDocType[]> {
  return db.orders
    .find({ selector: { projectId: { $eq: projectId } }, sort: [{ createdAt: 'desc' }, { id: 'asc' }] })
    .$.pipe(map(plain));
}

/** Every order the user sees (as a member or an owner), newest first, live. */
export function ordersQuery(db: CueDatabase): Observable<OrderDocType[]> {
  return db.orders.find({ sort: [{ createdAt: 'desc' }, { id: 'asc' }] }).$.pipe(map(plain));
}

/** One order, live; null when it is unknown, deleted or no longer visible to the user. */
export function orderQuery(db: CueDatabase, id: string): Observable<OrderDocType | null> {
  return db.orders.findOne(id).$.pipe(map((doc) => (doc ? (doc.toMutableJSON() as OrderDocType) : null)));
}

/** One line of the request queue: the line with its order (status, terms, project, customer). */
export interface RequestQueueLine {
  order: OrderDocType;
  line: OrderLine;
}

/** The order lines of `orders`, in their order (newest order first, lines in request order). */
export function queueLines(orders: readonly OrderDocType[]): RequestQueueLine[] {
  return orders.flatMap((order) => order.lines.map((line) => ({ order, line })));
}

/** The owner's request queue as lines, live: one query of the local `orders`, flattened. */
export function requestQueueQuery(db: CueDatabase, ownerId: string): Observable<RequestQueueLine[]> {
  return ownerOrdersQuery(db, ownerId).pipe(map(queueLines));
}
