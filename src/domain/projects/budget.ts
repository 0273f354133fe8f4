/**
 * The budget fields (docs/design.md §5 "Money"): amounts are integers in kopecks; the project form shows
 * and takes roubles (docs/product.md §3 Project "budget (from–to)").
 */

/** Roubles as typed — spaces between thousands, a comma or a point, at most two decimals — in kopecks, or null. */
export function rublesToKopecks(text: string): number | null {
  const normalised = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(normalised);
  if (!match) return null;
  const kopecks = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(kopecks) ? kopecks : null;
}

/** Kopecks as roubles for a form field: 150000 → "1500", 150050 → "1500.50"; no grouping, no sign. */
export function kopecksToRubles(kopecks: number): string {
  if (!Number.isSafeInteger(kopecks) || kopecks < 0) throw new RangeError(`Not an amount: ${kopecks}`);
  const rubles = Math.floor(kopecks / 100);
  const rest = kopecks % 100;
  return rest === 0 ? String(rubles) : `${rubles}.${String(rest).padStart(2, '0')}`;
}
