/**
 * VAT arithmetic in kopecks (docs/licensing.md §3: a price is entered without VAT; the amount with VAT
 * follows from the VAT rate, or the line is "no VAT"). The rate is the server's configuration
 * (VAT_PERCENT, 22 % by default), kept on each order so a later change of the rate leaves sent proposals
 * as they were.
 */

/** Russia's general VAT rate since 2026. */
export const DEFAULT_VAT_PERCENT = 22;

/**
 * The VAT on a price of `kopecks` without VAT, at `percent`: rounded half up to the whole kopeck
 * (0.5 kopeck and above rounds up, below it down), the rounding of an invoice's VAT line. Exact in
 * integers: no floating point touches the money.
 */
export function vatOf(kopecks: number, percent: number): number {
  const hundredths = kopecks * percent;
  return Math.floor((hundredths + 50) / 100);
}

/** The price with VAT: the price plus its VAT (half up to the kopeck), or the price itself when no VAT. */
export function priceWithVat(kopecks: number, percent: number, noVat = false): number {
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
