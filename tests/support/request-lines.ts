import type { RequestLine } from '../../src/domain/orders/queue';

let counter = 0;

/** A request line with plain defaults; each call gets its own ids. */
export function requestLine(overrides: Partial<RequestLine> = {}): RequestLine {
  counter += 1;
  const n = String(counter).padStart(4, '0');
  return {
    id: `line-${n}`,
    orderId: 'order-1',
    entryId: `entry-${n}`,
    projectId: 'project-1',
    projectName: 'Northern Lights',
    customerId: 'customer-1',
    customerName: 'Anna Petrova',
    trackId: `track-${n}`,
    trackTitle: 'Untitled',
    artistName: 'Nobody',
    media: ['tv'],
    territory: 'world',
    termMonths: 12,
    uses: 1,
    usageType: 'background_instrumental',
    timeIn: 10,
    timeOut: 70,
    status: 'requested',
    price: null,
    noVat: false,
    vatRate: 22,
    share: null,
    comment: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    unseen: false,
    ...overrides,
  };
}
