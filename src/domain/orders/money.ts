/**
 * Money in kopecks, its bounds and its VAT, the one place client and server take them from
 * (docs/licensing.md §3: a price is entered without VAT; the amount with VAT follows from the VAT rate,
 * or the line is "no VAT"; docs/design.md §5 "Money"). The rate is the server's configuration
 * (VAT_PERCENT, 22 % by default), kept on each order so a later change of the rate leaves sent proposals
 * as they were. The bounds are docs/decisions/0036-money-bounds.md.
 */

/** Russia's general VAT rate since 2026. */
export const DEFAULT_VAT_PERCENT = 22;

/**
 * 10¹³ kopecks (100 billion ₽): the largest amount the product stores or answers — a budget, a price
 * with VAT, a proposal's, contract's, supplement's or invoice's totals. The replicated documents'
 * schemas and the API's response schemas hold every amount to it; far inside a safe integer and a bigint.
 */
export const AMOUNT_MAX = 10_000_000_000_000;

/**
 * 10¹¹ kopecks (a billion ₽): the largest price without VAT one line may have, in the proposal editor
 * and on the server. Above any licence fee, so a slip of the keyboard is caught; with VAT at any rate up
 * to 100 % a line stays well inside AMOUNT_MAX, and it is the sums of many lines that are checked.
 */
export const PRICE_MAX = 100_000_000_000;

/** An amount the product can store and answer: whole kopecks from 0 to AMOUNT_MAX. */
export function amountFits(kopecks: number): boolean {
  return Number.isSafeInteger(kopecks) && kopecks >= 0 && kopecks <= AMOUNT_MAX;
}

/** Totals whose three amounts all fit. */
export function totalsFit(totals: { net: number; vat: number; gross: number }): boolean {
  return amountFits(totals.net) && amountFits(totals.vat) && amountFits(totals.gross);
}

/**
 * The VAT rule, the one place it is computed (docs/licensing.md §3 "Proposal"): the VAT on a price of
 * `kopecks` without VAT, at `percent`, rounded half up to the whole kopeck (0.5 kopeck and above rounds up,
 * below it down), the rounding of an invoice's VAT line. Exact in integers: no floating point touches the
 * money. E.g. 1 kopeck at 22 % → 0 (0.22); 3 kopecks → 1 (0.66).
 */
export function vatOf(kopecks: number, percent: number): number {
  const hundredths = kopecks * percent;
  return Math.floor((hundredths + 50) / 100);
}

/**
 * The price with VAT: the price plus its VAT (`vatOf`), or the price itself when the line is "no VAT". A
 * RangeError for anything but whole kopecks ≥ 0 and a whole rate of 0–100 %, so a broken value from outside
 * (a replicated line) is never shown or stored as money.
 */
export function priceWithVat(kopecks: number, percent: number, noVat = false): number {
  if (!Number.isSafeInteger(kopecks) || kopecks < 0)
    throw new RangeError(`Not an amount in kopecks: ${kopecks}`);
  if (!Number.isInteger(percent) || percent < 0 || percent > 100)
    throw new RangeError(`Not a VAT rate: ${percent}`);
  return noVat ? kopecks : kopecks + vatOf(kopecks, percent);
}

/** The totals of proposal lines: without VAT, the VAT (summed per line, as each line is invoiced), with VAT. */
export function proposalTotals(
  lines: readonly { price: number | null; noVat: boolean }[],
  percent: number,
): { net: number; vat: number; gross: number } {
  let net = 0;
  let vat = 0;
  for (const line of lines) {
    if (line.price === null) continue;
    net += line.price;
    if (!line.noVat) vat += vatOf(line.price, percent);
  }
  return { net, vat, gross: net + vat };
}
