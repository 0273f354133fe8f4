import type { Media, UsageType } from '../../projects/enums';

/**
 * The owner's request queue (docs/licensing.md §3 "Request queue"): one flat row per order line addressed to
 * the owner, across every project. The screen reads these; an adapter builds them from the replicated
 * `orders` collection (an order, its lines and their proposal), so filtering and sorting need no joins.
 */

/**
 * A line's status as the queue shows it, in the queue's order:
 * - `requested` — the team asked for the track and the owner has not proposed yet;
 * - `pending` — the owner's proposal prices the line and waits for the team (SPEC §4 "Proposal", blue badge);
 * - `approved` — the team approved the line (green);
 * - `rejected` — the team rejected it, left it out of a partial approval, or the owner refused it (red).
 * `approved_partially` is a proposal's status (some of its lines approved), not a line's: a line of such a
 * proposal reads `approved` or `rejected`. An approved line in a contract reads its contract's stage
 * (src/domain/orders/stages.ts: sent to EDO … project completed), as the customer's side does. `archived`
 * follows the project's closing, which the owner, no member, does not see: the queue has no such line.
 */
export const requestLineStatuses = [
  'requested',
  'pending',
  'approved',
  'sended_edo',
  'signed_owner',
  'signed_customer',
  'completed_signing',
  'finalized',
  'act_signed_owner',
  'act_signed_customer',
  'project_completed',
  'rejected',
] as const;
export type RequestLineStatus = (typeof requestLineStatuses)[number];

export interface RequestLine {
  /** Unique in the queue (an entry requested again after a rejection is a line of another order). */
  id: string;
  orderId: string;
  /** The track entry the line licenses: what the proposal's lines name (`entryId`). */
  entryId: string;
  projectId: string;
  projectName: string;
  /** The customer: the user who sent the request, or their legal entity once contracts require one. */
  customerId: string;
  customerName: string;
  trackId: string;
  trackTitle: string;
  artistName: string;
  /** The request's terms (docs/licensing.md §3): media from the Media enum, several. */
  media: Media[];
  /** Country codes joined, or the whole world, as the adapter names it. */
  territory: string;
  /** Months; null is perpetual. */
  termMonths: number | null;
  /** A number of uses or "many times". */
  uses: number | 'many';
  usageType: UsageType | null;
  /** Usage in and out within the episode, in seconds; null when the entry has none. */
  timeIn: number | null;
  timeOut: number | null;
  status: RequestLineStatus;
  /** The proposed price in kopecks without VAT; null until the owner proposes. */
  price: number | null;
  noVat: boolean;
  /** The VAT rate of the line's order in whole percent, kept on the order when it is requested and proposed. */
  vatRate: number;
  /** The share of the rights the owner controls, 1–100 %; null until proposed. */
  share: number | null;
  /** The team's comment on the request, or the owner's on the proposal line when there is one. */
  comment: string | null;
  /** When the request was sent (ISO 8601, UTC). */
  createdAt: string;
  /** Activity the owner has not opened yet (the Requests red dot, `project-activity`). */
  unseen: boolean;
}
