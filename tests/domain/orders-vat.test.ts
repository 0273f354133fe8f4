import { describe, expect, it } from 'vitest';
import { DEFAULT_VAT_PERCENT, priceWithVat, proposalTotals, vatOf } from '../../src/domain/orders';

/** docs/licensing.md §3: prices in kopecks without VAT; with VAT at the configured rate, half up to the kopeck. */
describe('VAT in kopecks', () => {
  it('defaults to 22 %', () => {
    expect(DEFAULT_VAT_PERCENT).toBe(22);
  });

  it.each([
    // [kopecks, percent, VAT] — 22 % of 1 kopeck is 0.22 → 0; of 2 is 0.44 → 0; of 3 is 0.66 → 1
    [0, 22, 0],
    [1, 22, 0],
    [2, 22, 0],
    [3, 22, 1],
    [25, 22, 6], // 5.50 → half up to 6
    [75, 22, 17], // 16.50 → 17
    [125, 22, 28], // 27.50 → 28
    [24, 22, 5], // 5.28 → 5
    [10_000_00, 22, 220_000],
    [123_456_78, 22, 2_716_049], // 2,716,049.16 → 2,716,049
    [50, 1, 1], // 0.50 → 1
    [49, 1, 0], // 0.49 → 0
    [10_000, 0, 0],
    [10_000, 20, 2_000],
    [10_000_000_000_000, 22, 2_200_000_000_000],
  ])('%d kopecks at %d %% carry %d kopecks of VAT', (kopecks, percent, vat) => {
    expect(vatOf(kopecks, percent)).toBe(vat);
    expect(priceWithVat(kopecks, percent)).toBe(kopecks + vat);
    expect(Number.isInteger(vatOf(kopecks, percent))).toBe(true);
  });

  it('leaves a "no VAT" price as it is', () => {
    expect(priceWithVat(125, 22, true)).toBe(125);
    expect(priceWithVat(125, 22, false)).toBe(153);
  });

  it('totals lines VAT by VAT, each line rounded on its own, skipping unpriced and no-VAT ones', () => {
    expect(
      proposalTotals(
        [
          { price: 25, noVat: false },
          { price: 25, noVat: false },
          { price: 1000, noVat: true },
          { price: null, noVat: false },
        ],
        22,
      ),
    ).toEqual({ net: 1050, vat: 12, gross: 1062 });
    expect(proposalTotals([], 22)).toEqual({ net: 0, vat: 0, gross: 0 });
  });
});
