/**
 * Money in the request queue (docs/licensing.md §3 "Proposal", docs/design.md §5 "Money"): integer kopecks,
 * entered and shown without VAT, with the amount with VAT beside it.
 */

/** The VAT rate and the price with VAT come from src/domain/orders/money.ts, the one place money is defined. */
export { DEFAULT_VAT_PERCENT as DEFAULT_VAT_RATE, withVat } from '../orders/money';

/** Money is shown by the one formatter of each language (src/domain/format.ts). */
export { formatMoney } from '../format';
