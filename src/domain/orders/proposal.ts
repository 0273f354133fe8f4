import type { NotificationSubType } from '../notifications';
import type { MessageKey } from '../messages';
import type { LineStatus, OrderStatus } from './enums';

/**
 * The proposal's state machine (docs/licensing.md §3 "Proposal", docs/product.md §4): an order waits as
 * `requested` until its owner proposes; a proposal is pending → approved (every line) |
 * approved_partially (some) | rejected. Changing a price or a condition after approval returns it to
 * pending and its entries to requested ("Change Proposal" / "Change Proposal Condition"). Pure: the
 * server applies the outcome and notifies with its subType.
 */

/**
 * A line's proposal as its order holds it: the terms of `ProposalTerms` (src/domain/orders/schemas.ts),
 * with no price and no share while the line waits for its first proposal.
 */
export interface LineProposal {
  price: number | null;
  noVat: boolean;
  share: number | null;
  comment: string | null;
}

export interface ProposalLineState extends LineProposal {
  entryId: string;
  status: LineStatus;
}

export type ProposalChange = 'price' | 'condition' | null;

/**
 * What a new proposal changes against the current one: `price` when any line's price changes (the
 * strongest change), `condition` when only "no VAT", a share or a comment (a line's or the proposal's)
 * does, null when nothing does.
 */
export function proposalChange(
  before: readonly ProposalLineState[],
  after: readonly (LineProposal & { entryId: string })[],
  commentBefore: string | null,
  commentAfter: string | null,
): ProposalChange {
  const previous = new Map(before.map((line) => [line.entryId, line]));
  let condition = commentBefore !== commentAfter;
  for (const line of after) {
    const old = previous.get(line.entryId);
    if (!old) continue;
    if (old.price !== line.price) return 'price';
    if (old.noVat !== line.noVat || old.share !== line.share || old.comment !== line.comment)
      condition = true;
  }
  return condition ? 'condition' : null;
}

export interface ProposeOutcome {
  status: 'pending';
  /** The notification to the customer's members. */
  subType: Extract<
    NotificationSubType,
    'Change Proposal Status' | 'Change Proposal' | 'Change Proposal Condition'
  >;
  /** An approved proposal changed: its entries go back to requested. */
  reopened: boolean;
}

/**
 * The outcome of the owner's proposal over an order in `status`: the first proposal (or one answering a
 * rejection) is new ("Change Proposal Status"); later ones name their change. Nothing changed → null: a
 * no-op (a retried send notifies no one twice).
 */
export function propose(status: OrderStatus, change: ProposalChange): ProposeOutcome | null {
  if (status === 'requested')
    return { status: 'pending', subType: 'Change Proposal Status', reopened: false };
  if (change === null) {
    if (status === 'rejected')
      return { status: 'pending', subType: 'Change Proposal Status', reopened: false };
    return null;
  }
  const reopened = status === 'approved' || status === 'approved_partially';
  return {
    status: 'pending',
    subType: change === 'price' ? 'Change Proposal' : 'Change Proposal Condition',
    reopened,
  };
}

export type DecisionError = Extract<
  MessageKey,
  'orders.notPending' | 'orders.lineNotFound' | 'validation.zeroPrice' | 'validation.selectTrack'
>;

export type ApproveOutcome =
  | { ok: true; status: 'approved' | 'approved_partially'; approved: string[]; rejected: string[] }
  | { ok: false; error: DecisionError };

/**
 * The team's approval of `entryIds` (all the lines, or some) of a pending proposal: those lines are
 * approved, the others rejected; every line approved → approved, some → approved_partially. A line
 * priced 0 cannot be approved ("A request with a zero price cannot be agreed"), nor one its owner declined.
 */
export function approve(
  status: OrderStatus,
  lines: readonly ProposalLineState[],
  entryIds: readonly string[],
): ApproveOutcome {
  if (status !== 'pending') return { ok: false, error: 'orders.notPending' };
  if (entryIds.length === 0) return { ok: false, error: 'validation.selectTrack' };
  const chosen = new Set(entryIds);
  const byEntry = new Map(lines.map((line) => [line.entryId, line]));
  for (const entryId of chosen) {
    const line = byEntry.get(entryId);
    // A line its owner declined is no longer offered.
    if (!line || line.status === 'rejected') return { ok: false, error: 'orders.lineNotFound' };
    if (!line.price) return { ok: false, error: 'validation.zeroPrice' };
  }
  const approved = lines.filter((line) => chosen.has(line.entryId)).map((line) => line.entryId);
  const rejected = lines.filter((line) => !chosen.has(line.entryId)).map((line) => line.entryId);
  return { ok: true, status: rejected.length === 0 ? 'approved' : 'approved_partially', approved, rejected };
}

/** The team's rejection: only a pending proposal can be rejected; every line is rejected with it. */
export function reject(
  status: OrderStatus,
): { ok: true; status: 'rejected' } | { ok: false; error: DecisionError } {
  return status === 'pending' ? { ok: true, status: 'rejected' } : { ok: false, error: 'orders.notPending' };
}

/**
 * The owner declining their order (docs/decisions/0013-orders.md): a request not answered yet, or their own
 * pending proposal, becomes rejected with every line; an order the team has answered stays as it is.
 */
export function ownerReject(
  status: OrderStatus,
): { ok: true; status: 'rejected' } | { ok: false; error: 'orders.notOpen' } {
  return status === 'requested' || status === 'pending'
    ? { ok: true, status: 'rejected' }
    : { ok: false, error: 'orders.notOpen' };
}

/** The track entry's status for a line's status (docs/decisions/0009-project-model.md). */
export function entryStatusOf(line: LineStatus): 'requested' | 'agreed' | 'rejected' {
  if (line === 'approved') return 'agreed';
  if (line === 'rejected') return 'rejected';
  return 'requested';
}
