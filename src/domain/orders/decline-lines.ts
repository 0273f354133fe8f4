import type { LineStatus, OrderStatus } from './enums';
import type { ProposalLineState } from './proposal';

/**
 * The owner declining some lines of their order (docs/decisions/0013-orders.md "Declining lines"): while
 * the order is open (requested, or their own pending proposal), each chosen line that is still open
 * (requested or proposed) becomes `rejected` with the reason as its comment, and its entry `rejected`, so
 * the team may request it again. Declining the last open lines declines the order (`rejected`); otherwise
 * the order keeps its status and the team answers the lines left.
 */

export type DeclineLinesError = 'orders.notOpen' | 'orders.lineNotFound' | 'validation.selectTrack';

export type DeclineLinesOutcome =
  | { ok: true; status: OrderStatus; declined: string[]; wholeOrder: boolean }
  | { ok: false; error: DeclineLinesError };

const openLine = (status: LineStatus) => status === 'requested' || status === 'proposed';

/** Whether a line was declined by the owner while the order stayed open: it keeps out of later proposals. */
export function isDeclinedLine(orderStatus: OrderStatus, line: Pick<ProposalLineState, 'status'>): boolean {
  return (orderStatus === 'requested' || orderStatus === 'pending') && line.status === 'rejected';
}

export function declineLines(
  status: OrderStatus,
  lines: readonly Pick<ProposalLineState, 'entryId' | 'status'>[],
  entryIds: readonly string[],
): DeclineLinesOutcome {
  if (status !== 'requested' && status !== 'pending') return { ok: false, error: 'orders.notOpen' };
  if (entryIds.length === 0) return { ok: false, error: 'validation.selectTrack' };
  const chosen = new Set(entryIds);
  const byEntry = new Map(lines.map((line) => [line.entryId, line]));
  for (const entryId of chosen) {
    const line = byEntry.get(entryId);
    if (!line) return { ok: false, error: 'orders.lineNotFound' };
    if (!openLine(line.status)) return { ok: false, error: 'orders.notOpen' };
  }
  const declined = lines.filter((line) => chosen.has(line.entryId)).map((line) => line.entryId);
  const wholeOrder = lines.every((line) => chosen.has(line.entryId) || !openLine(line.status));
  return { ok: true, status: wholeOrder ? 'rejected' : status, declined, wholeOrder };
}
