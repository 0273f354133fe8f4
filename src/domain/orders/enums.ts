/**
 * The fixed lists of requests and proposals (docs/licensing.md §3, docs/product.md §4 "Proposal"). Values
 * are stable wire names; the UI translates them.
 */

/**
 * A proposal's status (docs/product.md §4): pending (blue), approved and approved_partially (green),
 * rejected (red).
 */
export const proposalStatuses = ['pending', 'approved', 'approved_partially', 'rejected'] as const;
export type ProposalStatus = (typeof proposalStatuses)[number];

/**
 * An order's status: `requested` until its owner first proposes, then its proposal's status. An order
 * answers with this as `status` (docs/licensing.md §3).
 */
export const orderStatuses = ['requested', ...proposalStatuses] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/**
 * A line's status: `requested` until priced, `proposed` once the proposal prices it, then `approved`, or
 * `rejected` when the team rejects the proposal or leaves the line out of a partial approval.
 */
export const lineStatuses = ['requested', 'proposed', 'approved', 'rejected'] as const;
export type LineStatus = (typeof lineStatuses)[number];

/** The territory of the whole world (docs/product.md §3: the country list has a whole-world entry). */
export const WORLD = 'world';
