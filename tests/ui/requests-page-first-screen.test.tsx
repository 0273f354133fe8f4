import { screen, waitFor } from '@testing-library/react';
import type { MangoQuery, RxQuery } from 'rxdb';
import { filter, Subject, switchMap } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ownerQueueOrders, type CueDatabase, type OrderDocType } from '../../src/db';
import { FIRST_SCREEN_ORDERS, RequestsPage } from '../../src/ui/orders/requests/requests-page';
import { openTestDatabase } from '../db/support';
import { renderUi } from './support/render';
import { signedInServices, testUser, withLocalData } from './support/signed-in';

const wait = { timeout: 30_000 };
const ORDERS = FIRST_SCREEN_ORDERS + 25;
const uuid = (prefix: string, n: number) => `0d0e0000-0000-4000-8000-${prefix}${String(n).padStart(10, '0')}`;

/** Order n of the owner, sent n minutes after midnight (the highest n is the newest), with one line. */
function orderDoc(n: number): OrderDocType {
  const createdAt = new Date(Date.UTC(2026, 2, 1, 0, n)).toISOString();
  return {
    id: uuid('00', n),
    projectId: '0d0e0000-0000-4000-8000-0000000000a1',
    projectName: 'Night Ferry',
    ownerId: testUser._id,
    ownerName: 'Anna Tester',
    customerId: '0d0e0000-0000-4000-8000-0000000000c1',
    customerName: 'Studio North',
    status: 'requested',
    terms: { media: ['tv'], territory: ['world'], termMonths: 12, uses: null },
    legalEntityId: null,
    budget: null,
    comment: null,
    proposalComment: null,
    rejectReason: null,
    vatPercent: 22,
    version: 1,
    lines: [
      {
        id: uuid('e0', n),
        entryId: uuid('f0', n),
        workspaceId: '0d0e0000-0000-4000-8000-0000000000b1',
        episodeNumber: 1,
        trackId: '0d0e0000-0000-4000-8000-0000000000d1',
        trackTitle: `Track ${n}`,
        artistName: 'Mira Sol',
        timeIn: 0,
        timeOut: 30,
        usageType: 'background_instrumental',
        price: null,
        noVat: false,
        priceWithVat: null,
        share: null,
        comment: null,
        status: 'requested',
      },
    ],
    createdAt,
    updatedAt: createdAt,
    seq: n,
  };
}

/**
 * Holds the live query of every order (a find without a limit) until `release` emits: the queue's first
 * screen then comes from the newest orders' read alone.
 */
function holdFullQuery(db: CueDatabase) {
  const release = new Subject<void>();
  const released = { value: false };
  const find = db.orders.find.bind(db.orders);
  vi.spyOn(db.orders, 'find').mockImplementation(((query?: MangoQuery<OrderDocType>) => {
    const found = find(query);
    if (query?.limit !== undefined) return found;
    const held = release.pipe(
      filter(() => released.value),
      switchMap(() => found.$),
    );
    return new Proxy(found, {
      get: (target, key) => (key === '$' ? held : Reflect.get(target, key)),
    }) as RxQuery;
  }) as typeof db.orders.find);
  return () => {
    released.value = true;
    release.next();
  };
}

const network = (async (input: RequestInfo | URL, init?: RequestInit) => {
  const request = input instanceof Request ? input : new Request(String(input), init);
  if (request.url.endsWith('/user/info')) return Response.json(testUser);
  return Response.json({ activity: false });
}) as typeof fetch;

describe('the queue’s first screen', { timeout: 60_000 }, () => {
  let db: CueDatabase;
  beforeEach(async () => {
    db = await openTestDatabase(undefined, ['orders', 'projects', 'messages']);
    await db.orders.bulkInsert(Array.from({ length: ORDERS }, (_, index) => orderDoc(index + 1)));
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await db.close();
  });

  it('comes from the newest orders, then every order follows with the same rows', async () => {
    const release = holdFullQuery(db);
    const location = memoryLocation({ path: '/requests' });
    const services = await signedInServices(network);
    await renderUi(<RequestsPage />, {
      wrapper: (children) =>
        withLocalData(
          services,
          db,
        )(
          <Router hook={location.hook} searchHook={location.searchHook}>
            {children}
          </Router>,
        ),
    });
    // The newest order's row, from the read of the newest orders alone; no counts yet.
    const newest = await screen.findByRole('row', { name: /^Track 65, Night Ferry/ }, wait);
    const grid = screen.getByRole('grid', { name: 'Requests' });
    expect(grid.getAttribute('aria-rowcount')).toBe(String(FIRST_SCREEN_ORDERS));
    expect(screen.getByRole('status').textContent).toBe('Loading requests');
    expect(screen.getByRole('button', { name: 'All' }).textContent).toBe('All');
    expect(screen.queryByRole('row', { name: /^Track 25, Night Ferry/ })).toBeNull();

    release();
    await waitFor(() => expect(grid.getAttribute('aria-rowcount')).toBe(String(ORDERS)), wait);
    expect(screen.getByRole('status').textContent).toBe(`${ORDERS} requests`);
    expect(screen.getByRole('button', { name: `All ${ORDERS}` })).toBeTruthy();
    // The same row element: the full list replaced the first screen without redrawing it.
    expect(screen.getByRole('row', { name: /^Track 65, Night Ferry/ })).toBe(newest);
    expect(screen.getByRole('grid', { name: 'Requests' })).toBe(grid);
  });

  it('waits for every order when the list is not newest first', async () => {
    const release = holdFullQuery(db);
    const location = memoryLocation({ path: '/requests', searchPath: 'sort=date-asc' });
    const services = await signedInServices(network);
    await renderUi(<RequestsPage />, {
      wrapper: (children) =>
        withLocalData(
          services,
          db,
        )(
          <Router hook={location.hook} searchHook={location.searchHook}>
            {children}
          </Router>,
        ),
    });
    // The newest orders are not the start of an oldest-first list: loading until every order is read.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('grid', { name: 'Requests' })).toBeNull();
    expect(screen.getByText('Loading requests')).toBeTruthy();
    release();
    const oldest = await screen.findByRole('row', { name: /^Track 1, Night Ferry/ }, wait);
    expect(oldest.getAttribute('aria-rowindex')).toBe('1');
  });
});

describe('ownerQueueOrders', () => {
  let db: CueDatabase;
  beforeEach(async () => {
    db = await openTestDatabase(undefined, ['orders']);
    await db.orders.bulkInsert(Array.from({ length: ORDERS }, (_, index) => orderDoc(index + 1)));
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await db.close();
  });

  it('emits the newest orders first, then every order, and never the newest after that', async () => {
    const release = holdFullQuery(db);
    const seen: { count: number; complete: boolean; first: string | undefined }[] = [];
    const source = ownerQueueOrders(db, testUser._id, 10);
    const subscription = source.subscribe(({ orders, complete }) =>
      seen.push({ count: orders.length, complete, first: orders[0]?.id }),
    );
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]).toEqual({ count: 10, complete: false, first: orderDoc(ORDERS).id });
    release();
    await waitFor(() => expect(seen).toHaveLength(2));
    expect(seen[1]).toEqual({ count: ORDERS, complete: true, first: orderDoc(ORDERS).id });
    // A change of an order comes from the live query alone.
    await db.orders.upsert({ ...orderDoc(1), status: 'pending', version: 2, seq: ORDERS + 1 });
    await waitFor(() => expect(seen).toHaveLength(3));
    expect(seen[2]).toMatchObject({ count: ORDERS, complete: true });
    subscription.unsubscribe();
  });
});
