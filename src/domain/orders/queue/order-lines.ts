import { lineStage, WORLD, type EntryStages, type LineStatus, type OrderDocument } from '..';
import type { RequestLine, RequestLineStatus } from './line';

/**
 * The request queue's lines from the replicated `orders` documents (docs/decisions/0013-orders.md): one row
 * per order line, with its order's project, customer, terms, status and VAT rate. A line whose entry is
 * gone (removed after a rejection) names nothing to propose for and is left out.
 */

const lineStatus: Record<LineStatus, RequestLineStatus> = {
  requested: 'requested',
  proposed: 'pending',
  approved: 'approved',
  rejected: 'rejected',
};

const noStages: EntryStages = new Map();

/**
 * The lines of one order, in request order. `unseen` marks them as activity the owner has not opened; an
 * approved line in a contract reads its stage from `stages` (src/domain/orders/stages.ts).
 */
export function orderRequestLines(
  order: OrderDocument,
  unseen = false,
  stages: EntryStages = noStages,
): RequestLine[] {
  const territory = order.terms.territory.includes(WORLD) ? WORLD : order.terms.territory.join(', ');
  const uses = order.terms.uses ?? 'many';
  const lines: RequestLine[] = [];
  for (const line of order.lines) {
    if (!line.entryId) continue;
    lines.push({
      id: line.id,
      orderId: order.id,
      entryId: line.entryId,
      projectId: order.projectId,
      projectName: order.projectName,
      customerId: order.customerId,
      customerName: order.customerName,
      trackId: line.trackId,
      trackTitle: line.trackTitle,
      artistName: line.artistName,
      media: order.terms.media,
      territory,
      termMonths: order.terms.termMonths,
      uses,
      usageType: line.usageType,
      timeIn: line.timeIn,
      timeOut: line.timeOut,
      status: lineStage(line, stages) ?? lineStatus[line.status],
      price: line.price,
      noVat: line.noVat,
      vatRate: order.vatPercent,
      share: line.share,
      comment: line.comment ?? order.comment,
      createdAt: order.createdAt,
      unseen,
    });
  }
  return lines;
}

interface CachedOrder {
  seq: number;
  version: number;
  unseen: boolean;
  /** Its lines' stages, joined: a document moving on re-reads the order's lines. */
  staged: string;
  lines: RequestLine[];
}

function stagesOf(order: OrderDocument, stages: EntryStages): string {
  let key = '';
  for (const line of order.lines) {
    const stage = lineStage(line, stages);
    if (stage) key += `${line.id}:${stage},`;
  }
  return key;
}

/**
 * An adapter that keeps the same `RequestLine` objects for an order that did not change (same seq and
 * version), so a replication write to one order leaves every other line's object — and the queue's
 * folded-text cache keyed by it — as it was. Orders no longer given are forgotten.
 */
export function createOrderLinesAdapter(): (
  orders: readonly OrderDocument[],
  isUnseen?: (order: OrderDocument) => boolean,
  stages?: EntryStages,
) => RequestLine[] {
  let cache = new Map<string, CachedOrder>();
  return (orders, isUnseen, stages = noStages) => {
    const next = new Map<string, CachedOrder>();
    const result: RequestLine[] = [];
    for (const order of orders) {
      const unseen = isUnseen ? isUnseen(order) : false;
      const staged = stagesOf(order, stages);
      let cached = cache.get(order.id);
      if (
        !cached ||
        cached.seq !== order.seq ||
        cached.version !== order.version ||
        cached.unseen !== unseen ||
        cached.staged !== staged
      )
        cached = {
          seq: order.seq,
          version: order.version,
          unseen,
          staged,
          lines: orderRequestLines(order, unseen, stages),
        };
      next.set(order.id, cached);
      for (const line of cached.lines) result.push(line);
    }
    cache = next;
    return result;
  };
}
