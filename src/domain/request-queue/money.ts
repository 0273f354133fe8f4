/**
 * Money in the request queue (docs/licensing.md §3 "Proposal", docs/design.md §5 "Money"): integer kopecks,
 * entered and shown without VAT, with the amount with VAT beside it.
 */

/** The VAT rate when the configuration names none (Russia's general rate from 2026). */
export const DEFAULT_VAT_RATE = 22;

/**
 * The price with VAT at `ratePercent` (a whole percentage, 0–100) of `priceKopecks` without VAT. The VAT is
 * rounded half up to the whole kopeck (half a kopeck and above up, below it down), computed in integers:
 * `price + floor((price × rate + 50) / 100)`. E.g. 1 kopeck at 22 % → 1 (VAT 0.22); 3 kopecks → 4 (VAT 0.66).
 */
export function withVat(priceKopecks: number, ratePercent: number): number {
  if (!Number.isSafeInteger(priceKopecks) || priceKopecks < 0)
    throw new RangeError(`Not an amount in kopecks: ${priceKopecks}`);
  if (!Number.isInteger(ratePercent) || ratePercent < 0 || ratePercent > 100)
    throw new RangeError(`Not a VAT rate: ${ratePercent}`);
  return priceKopecks + Math.floor((priceKopecks * ratePercent + 50) / 100);
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(language: string, fractions: boolean): Intl.NumberFormat {
  const key = `${language}:${fractions ? 2 : 0}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, {
      style: 'currency',
      currency: 'RUB',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: fractions ? 2 : 0,
      maximumFractionDigits: fractions ? 2 : 0,
    });
    formatters.set(key, format);
  }
  return format;
}

/**
 * Kopecks as roubles with the ₽ sign in the reader's language: "₽1,500" and "₽1,500.50" in English,
 * "1 500 ₽" and "1 500,50 ₽" in Russian; kopecks are shown only when there are some.
 */
export function formatMoney(kopecks: number, language: string): string {
  if (!Number.isSafeInteger(kopecks)) throw new RangeError(`Not an amount in kopecks: ${kopecks}`);
  return formatter(language, kopecks % 100 !== 0).format(kopecks / 100);
}
