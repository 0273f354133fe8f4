/**
 * Money in the request queue (docs/licensing.md §3 "Proposal", docs/design.md §5 "Money"): integer kopecks,
 * entered and shown without VAT, with the amount with VAT beside it.
 */

// The VAT rate and the price with VAT are src/domain/orders/money.ts's, the one VAT rule.

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
