/**
 * Money in the request queue (docs/licensing.md §3 "Proposal", docs/design.md §5 "Money"): integer kopecks,
 * entered and shown without VAT, with the amount with VAT beside it.
 */

// The VAT rate and the price with VAT are src/domain/orders/money.ts's, the one VAT rule.

/** Money is shown by the one formatter of each language (src/domain/format.ts). */
export { formatMoney } from '../../format';
