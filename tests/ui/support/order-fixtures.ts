import { toApiIds } from '../../../src/domain/api-ids';
import { apiTerms, type OrderDocument, type OrderLine } from '../../../src/domain/orders';
import { testUser } from './signed-in';
import { projectId, workspaceId } from './workspace-fixtures';

/** `orders` documents with sensible defaults, and their API form, for the proposals screens' tests. */
export const ownerId = '5c1d0000-0000-4000-8000-0000000000aa';
const at = '2026-03-02T10:00:00.000Z';

let lineSeq = 0;
export function orderLine(overrides: Partial<OrderLine> = {}): OrderLine {
  lineSeq += 1;
  const n = String(lineSeq).padStart(12, '0');
  return {
    id: `5c1d0000-0000-4000-a000-${n}`,
    entryId: `5c1d0000-0000-4000-b000-${n}`,
    workspaceId,
    episodeNumber: 1,
    trackId: `5c1d0000-0000-4000-c000-${n}`,
    trackTitle: `Cue ${lineSeq}`,
    artistName: 'Artist',
    timeIn: null,
    timeOut: null,
    usageType: null,
    price: null,
    noVat: false,
    priceWithVat: null,
    share: null,
    comment: null,
    status: 'requested',
    ...overrides,
  };
}

export function orderDoc(overrides: Partial<OrderDocument> = {}): OrderDocument {
  return {
    id: '5c1d0000-0000-4000-8000-0000000000d1',
    projectId,
    projectName: 'Night Train',
    ownerId,
    ownerName: 'Harbour Music',
    customerId: testUser._id,
    customerName: 'Anna Tester',
    status: 'requested',
    terms: { media: ['tv', 'internet'], territory: ['world'], termMonths: null, uses: null },
    legalEntityId: null,
    budget: null,
    comment: null,
    proposalComment: null,
    rejectReason: null,
    vatPercent: 22,
    version: 1,
    lines: [orderLine()],
    createdAt: at,
    updatedAt: at,
    seq: 1,
    ...overrides,
  };
}

/** The order as the API answers it: `_id`s, terms as requested, no `seq`. */
export function orderApi(order: OrderDocument) {
  const { seq: _seq, terms, ...rest } = order;
  return toApiIds({ ...rest, terms: apiTerms(terms) });
}
