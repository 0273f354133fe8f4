/**
 * What each owner of a request learns of its target budget (issue 26 §3; docs/decisions/0049): a request
 * is one order per owner, and no owner sees another's tracks or prices, so no owner sees the whole
 * budget either. The customer chooses: each owner's order carries the budget's part for that owner's
 * lines (`per_owner`, the default), or no order carries any (`hidden`).
 */
export const budgetShares = ['per_owner', 'hidden'] as const;
export type BudgetShare = (typeof budgetShares)[number];

/**
 * The budget split over owners by their number of lines, in kopecks: each part rounded down, the kopecks
 * left over given one each to the largest remainders (the earliest owner on a tie), so the parts add up
 * to the budget. Null for every owner without a budget or when hidden.
 */
export function splitBudget(
  budget: number | null,
  lineCounts: readonly number[],
  share: BudgetShare,
): (number | null)[] {
  const lines = lineCounts.reduce((sum, count) => sum + count, 0);
  if (budget === null || share === 'hidden' || lines === 0) return lineCounts.map(() => null);
  const exact = lineCounts.map((count) => (budget * count) / lines);
  const parts = exact.map(Math.floor);
  let left = budget - parts.reduce((sum, part) => sum + part, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    parts[index]! += 1;
    left -= 1;
  }
  return parts;
}
