import type { MangoQuery, PreparedQuery } from 'rxdb';
import { dexieQuery, type RxStorageInstanceDexie } from 'rxdb/plugins/storage-dexie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newestOwnerOrders, type CueDatabase, type OrderDocType } from '../../src/db';
import { indexReadOf, queryByIndex } from '../../src/db/index-reads';
import { openTestDatabase } from './support';

const owners = ['0d0e0000-0000-4000-8000-0000000000a1', '0d0e0000-0000-4000-8000-0000000000a2'];

function order(n: number): OrderDocType {
  // Every tenth order shares its createdAt with the same owner's order before it: ties fall to the id.
  const minute = n % 10 === 0 ? n - 2 : n;
  const createdAt = new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString();
  return {
    id: `0d0e0000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    projectId: `0d0e0000-0000-4000-8000-0000000001${n % 3}0`,
    projectName: `Project ${n % 3}`,
    ownerId: owners[n % 2]!,
    ownerName: 'Owner',
    customerId: '0d0e0000-0000-4000-8000-0000000000c1',
    customerName: 'Studio North',
    status: n % 4 === 0 ? 'pending' : 'requested',
    terms: { media: ['tv'], territory: ['world'], termMonths: 12, uses: null },
    legalEntityId: null,
    budget: null,
    comment: null,
    proposalComment: null,
    rejectReason: null,
    vatPercent: 22,
    version: 1,
    lines: [],
    createdAt,
    updatedAt: createdAt,
    seq: n,
  };
}

describe('queries read by index range (src/db/index-reads.ts)', () => {
  let db: CueDatabase;
  beforeAll(async () => {
    db = await openTestDatabase(undefined, ['orders']);
    await db.orders.bulkInsert(Array.from({ length: 60 }, (_, index) => order(index + 1)));
    // A deleted order is never answered.
    await db.orders
      .findOne(order(60).id)
      .exec()
      .then((doc) => doc?.remove());
  });
  afterAll(async () => {
    await db.close();
  });

  const prepare = (query: MangoQuery<OrderDocType>) =>
    db.orders.find(query).getPreparedQuery() as unknown as PreparedQuery<unknown>;
  const instance = () => db.orders.storageInstance as unknown as RxStorageInstanceDexie<unknown>;
  const ids = (docs: readonly object[]) => docs.map((doc) => (doc as { id?: unknown }).id);

  const cases: [string, MangoQuery<OrderDocType>, ReturnType<typeof indexReadOf>][] = [
    [
      "an owner's orders, newest first (the queue)",
      { selector: { ownerId: { $eq: owners[0]! } }, sort: [{ createdAt: 'desc' }, { id: 'asc' }] },
      'all',
    ],
    [
      "an owner's newest ten, the index backwards",
      {
        selector: { ownerId: { $eq: owners[1]! } },
        sort: [{ createdAt: 'desc' }, { id: 'desc' }],
        limit: 10,
      },
      'reverse',
    ],
    [
      'backwards with a skip and a selector the index does not answer',
      {
        selector: { ownerId: { $eq: owners[0]! }, status: { $eq: 'requested' } },
        sort: [{ createdAt: 'desc' }, { id: 'desc' }],
        skip: 2,
        limit: 5,
      },
      'reverse',
    ],
    [
      'oldest first with a limit (the cursor stops at it)',
      { selector: { ownerId: { $eq: owners[0]! } }, sort: [{ createdAt: 'asc' }, { id: 'asc' }], limit: 7 },
      'cursor',
    ],
    [
      'newest first with a limit but ties by ascending id (not the index backwards)',
      { selector: { ownerId: { $eq: owners[0]! } }, sort: [{ createdAt: 'desc' }, { id: 'asc' }], limit: 7 },
      'all',
    ],
    ["a project's orders by status", { selector: { projectId: { $eq: order(1).projectId } } }, 'all'],
  ];

  it.each(cases)('%s: the same answer as RxDB’s cursor', async (_name, query, read) => {
    const prepared = prepare(query);
    expect(indexReadOf(prepared)).toBe(read);
    const expected = await dexieQuery(instance(), prepared);
    const answer = await queryByIndex(instance(), prepared);
    expect(ids(answer.documents)).toEqual(ids(expected.documents));
    expect(answer.documents.length).toBeGreaterThan(0);
    // And through the collection, which reads with queryByIndex.
    expect(ids(await db.orders.find(query).exec())).toEqual(ids(expected.documents));
  });

  it('reads an owner’s newest orders by the [ownerId, createdAt] index, newest first', async () => {
    const prepared = prepare({
      selector: { ownerId: { $eq: owners[0]! } },
      sort: [{ createdAt: 'desc' }, { id: 'desc' }],
      limit: 4,
    });
    expect(prepared.queryPlan.index).toEqual(['_deleted', 'ownerId', 'createdAt', 'id']);
    // The index answers the whole selector: the range's keys, then the last records read together.
    expect(prepared.queryPlan.selectorSatisfiedByIndex).toBe(true);
    const newest = await newestOwnerOrders(db, owners[0]!, 4);
    // Order 60 is deleted; 58 and 56 are the next of this owner, then 50 before 48 (one minute, higher id
    // first).
    const fifty = await newestOwnerOrders(db, owners[0]!, 6);
    expect(ids(newest)).toEqual([order(58).id, order(56).id, order(54).id, order(52).id]);
    expect(ids(fifty).slice(4)).toEqual([order(50).id, order(48).id]);
    expect(newest.every((doc) => doc.ownerId === owners[0])).toBe(true);
  });
});
