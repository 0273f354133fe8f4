import { describe, expect, it } from 'vitest';
import type { OrderDocument } from '../../src/domain/orders';
import {
  createOrderLinesAdapter,
  createRequestFilterCache,
  emptyRequestFilter,
  orderRequestLines,
  queryRequestLines,
} from '../../src/domain/orders/queue';

type Line = OrderDocument['lines'][number];

const line = (id: string, overrides: Partial<Line> = {}): Line => ({
  id,
  entryId: `entry-${id}`,
  workspaceId: 'ws-1',
  episodeNumber: 1,
  trackId: `track-${id}`,
  trackTitle: `Track ${id}`,
  artistName: 'Mira Sol',
  timeIn: 5,
  timeOut: 65,
  usageType: 'background_instrumental',
  price: null,
  noVat: false,
  priceWithVat: null,
  share: null,
  comment: null,
  status: 'requested',
  ...overrides,
});

const order = (id: string, overrides: Partial<OrderDocument> = {}): OrderDocument => ({
  id,
  projectId: 'project-1',
  projectName: 'Night Ferry',
  ownerId: 'owner-1',
  ownerName: 'Owner',
  customerId: 'customer-1',
  customerName: 'Anna Petrova',
  status: 'requested',
  terms: { media: ['tv', 'internet'], territory: ['world'], termMonths: null, uses: null },
  legalEntityId: null,
  budget: null,
  comment: 'Opening titles',
  proposalComment: null,
  rejectReason: null,
  vatPercent: 22,
  version: 0,
  lines: [line(`${id}-a`), line(`${id}-b`)],
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  seq: 1,
  ...overrides,
});

describe('orderRequestLines', () => {
  it('gives an approved line in a contract its stage, and rebuilds it when the contract moves (issue 26 §3)', () => {
    const approved = order('o1', {
      status: 'approved_partially',
      lines: [line('o1-a', { status: 'approved', price: 100 }), line('o1-b', { status: 'rejected' })],
    });
    const sent = new Map([
      ['entry-o1-a', 'sended_edo' as const],
      ['entry-o1-b', 'signed_owner' as const],
    ]);
    expect(orderRequestLines(approved, false, sent).map((row) => row.status)).toEqual([
      'sended_edo',
      'rejected',
    ]);
    const adapt = createOrderLinesAdapter();
    const first = adapt([approved], undefined, sent);
    expect(adapt([approved], undefined, new Map(sent))).toEqual(first);
    expect(adapt([approved], undefined, new Map(sent))[0]).toBe(first[0]);
    const paid = adapt([approved], undefined, new Map([['entry-o1-a', 'finalized' as const]]));
    expect(paid.map((row) => row.status)).toEqual(['finalized', 'rejected']);
    const counts = queryRequestLines(paid, emptyRequestFilter, createRequestFilterCache()).counts;
    expect([counts.finalized, counts.approved, counts.rejected]).toEqual([1, 0, 1]);
  });

  it('makes one row per line with its order’s project, customer, terms and VAT rate', () => {
    const rows = orderRequestLines(order('o1', { vatPercent: 20 }));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toEqual({
      id: 'o1-a',
      orderId: 'o1',
      entryId: 'entry-o1-a',
      projectId: 'project-1',
      projectName: 'Night Ferry',
      customerId: 'customer-1',
      customerName: 'Anna Petrova',
      trackId: 'track-o1-a',
      trackTitle: 'Track o1-a',
      artistName: 'Mira Sol',
      media: ['tv', 'internet'],
      territory: 'world',
      termMonths: null,
      uses: 'many',
      usageType: 'background_instrumental',
      timeIn: 5,
      timeOut: 65,
      status: 'requested',
      price: null,
      noVat: false,
      vatRate: 20,
      share: null,
      comment: 'Opening titles',
      createdAt: '2026-03-01T10:00:00.000Z',
      unseen: false,
    });
  });

  it.each([
    ['requested', 'requested'],
    ['proposed', 'pending'],
    ['approved', 'approved'],
    ['rejected', 'rejected'],
  ] as const)('reads a %s line as %s', (status, shown) => {
    expect(orderRequestLines(order('o1', { lines: [line('x', { status })] }))[0]!.status).toBe(shown);
  });

  it('joins country codes, keeps a number of uses and prefers the line’s own comment', () => {
    const rows = orderRequestLines(
      order('o1', {
        terms: { media: ['radio'], territory: ['RU', 'KZ'], termMonths: 12, uses: 3 },
        lines: [line('x', { comment: 'Priced for a season', price: 1500000, share: 50, status: 'proposed' })],
      }),
    );
    expect(rows[0]).toMatchObject({
      territory: 'RU, KZ',
      termMonths: 12,
      uses: 3,
      comment: 'Priced for a season',
      price: 1500000,
      share: 50,
      status: 'pending',
    });
  });

  it('leaves out a line whose entry is gone', () => {
    const rows = orderRequestLines(order('o1', { lines: [line('x', { entryId: null }), line('y')] }));
    expect(rows.map((row) => row.id)).toEqual(['y']);
  });
});

describe('createOrderLinesAdapter', () => {
  it('keeps the same line objects for orders that did not change', () => {
    const adapt = createOrderLinesAdapter();
    const first = adapt([order('o1'), order('o2')]);
    const moved = order('o2', {
      seq: 2,
      version: 1,
      status: 'pending',
      lines: [line('o2-a', { status: 'proposed', price: 100, share: 100 }), line('o2-b')],
    });
    const second = adapt([order('o1'), moved]);
    expect(second[0]).toBe(first[0]);
    expect(second[1]).toBe(first[1]);
    expect(second[2]).not.toBe(first[2]);
    expect(second[2]!.status).toBe('pending');
  });

  it('rebuilds an order whose seq moved without a new version (a rename)', () => {
    const adapt = createOrderLinesAdapter();
    const first = adapt([order('o1')]);
    const second = adapt([order('o1', { seq: 5, projectName: 'Day Ferry' })]);
    expect(second[0]).not.toBe(first[0]);
    expect(second[0]!.projectName).toBe('Day Ferry');
  });

  it('follows the unseen mark and forgets orders no longer given', () => {
    const adapt = createOrderLinesAdapter();
    const first = adapt([order('o1')]);
    const marked = adapt([order('o1')], () => true);
    expect(marked[0]).not.toBe(first[0]);
    expect(marked.every((row) => row.unseen)).toBe(true);
    expect(adapt([])).toEqual([]);
    expect(adapt([order('o1')])[0]).not.toBe(marked[0]);
  });

  it('lets the queue’s folded-text cache survive a write to another order', () => {
    const adapt = createOrderLinesAdapter();
    const cache = createRequestFilterCache();
    const filter = { ...emptyRequestFilter, search: 'night' };
    const first = adapt([order('o1'), order('o2')]);
    queryRequestLines(first, filter, cache);
    expect(cache.has(first[0]!)).toBe(true);
    const second = adapt([order('o1'), order('o2', { seq: 9, version: 3 })]);
    expect(cache.has(second[0]!)).toBe(true);
    expect(cache.has(second[2]!)).toBe(false);
  });
});
