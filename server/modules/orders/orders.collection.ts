import { sql } from 'drizzle-orm';
import { toApiIds } from '../../../src/domain/api-ids';
import type { OrderApi } from '../../../src/domain/api/orders';
import {
  apiTerms,
  priceWithVat,
  type LineStatus,
  type OrderLine,
  type OrderStatus,
  type OrderWireDocument,
} from '../../../src/domain/orders';
import type { UsageType } from '../../../src/domain/projects';
import { orders, type OrderRow, type StoredOrderLine } from '../../db/schema/orders';
import { defineReplicatedCollection } from '../../sync/registry';

export function toOrderLine(line: StoredOrderLine, vatPercent: number): OrderLine {
  return {
    id: line.id,
    entryId: line.entryId,
    workspaceId: line.workspaceId,
    episodeNumber: line.episodeNumber,
    trackId: line.trackId,
    trackTitle: line.trackTitle,
    artistName: line.artistName,
    timeIn: line.timeIn,
    timeOut: line.timeOut,
    usageType: line.usageType as UsageType | null,
    price: line.price,
    noVat: line.noVat,
    priceWithVat: line.price === null ? null : priceWithVat(line.price, vatPercent, line.noVat),
    share: line.share,
    comment: line.comment,
    status: line.status as LineStatus,
  };
}

export function toOrderDocument(row: OrderRow): OrderWireDocument {
  return {
    id: row.id,
    projectId: row.projectId,
    projectName: row.projectName,
    ownerId: row.ownerId,
    ownerName: row.ownerName,
    customerId: row.customerId,
    customerName: row.customerName,
    status: row.status as OrderStatus,
    terms: row.terms,
    legalEntityId: row.legalEntityId,
    budget: row.budget,
    comment: row.comment,
    proposalComment: row.proposalComment,
    rejectReason: row.rejectReason,
    vatPercent: row.vatPercent,
    version: row.version,
    lines: row.lines.map((line) => toOrderLine(line, row.vatPercent)),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    seq: row.seq,
    _deleted: row.deleted,
  };
}

/** The API's order: the document without the sync fields, ids as `_id`, terms as the request gave them. */
export function toOrderApi(row: OrderRow): OrderApi {
  const { seq: _seq, _deleted: _ignored, terms, ...rest } = toOrderDocument(row);
  return { ...toApiIds(rest), terms: apiTerms(terms) };
}

/** Who sees an order: the owner of its tracks and the members of its project. */
export const orderAudience = (row: Pick<OrderRow, 'ownerId' | 'memberIds'>) => [
  ...new Set([row.ownerId, ...row.memberIds]),
];

/**
 * The `orders` collection (docs/decisions/0007-collection-budget.md #8): each order is one owner's part of
 * a request, visible to that owner and to the project's members, so an owner never receives another
 * owner's lines or prices. Pull-only: requests, proposals and answers are the commands of orders.service.
 */
export const ordersCollection = defineReplicatedCollection<OrderRow>({
  name: 'orders',
  table: orders,
  visibleTo: (userId) =>
    sql`(${orders.ownerId} = ${userId}::uuid or ${userId}::uuid = any(${orders.memberIds}))`,
  toDocument: (row) => ({ ...toOrderDocument(row) }),
  pullOnly: true,
  audience: orderAudience,
});
