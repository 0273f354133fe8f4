import { describe, expect, it } from 'vitest';
import {
  AMOUNT_MAX,
  amountFits,
  DEFAULT_VAT_PERCENT,
  PRICE_MAX,
  priceSchema,
  priceWithVat,
  proposalTotals,
  totalsFit,
  vatOf,
} from '../../src/domain/orders';
import { checkProposalFields } from '../../src/domain/orders/queue';

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

/** docs/decisions/0036-money-bounds.md: one price bound for the editor and the server, one for every amount. */
describe('money bounds', () => {
  it('holds a price to PRICE_MAX in the editor and the server alike', () => {
    expect(priceSchema.safeParse(PRICE_MAX).success).toBe(true);
    expect(priceSchema.safeParse(PRICE_MAX + 1).error?.issues[0]?.message).toBe('orders.priceTooLarge');
    const fields = { noVat: false, share: '100', comment: '' };
    expect(checkProposalFields({ ...fields, price: '1000000000' }).terms?.price).toBe(PRICE_MAX);
    expect(checkProposalFields({ ...fields, price: '1000000000,01' }).errors.price).toEqual({
      key: 'orders.priceTooLarge',
      params: { max: String(PRICE_MAX) },
    });
  });

  it('keeps the largest price with VAT at any rate inside AMOUNT_MAX', () => {
    expect(amountFits(priceWithVat(PRICE_MAX, 100))).toBe(true);
    expect(amountFits(AMOUNT_MAX)).toBe(true);
    expect(amountFits(AMOUNT_MAX + 1)).toBe(false);
    expect(amountFits(-1)).toBe(false);
    expect(amountFits(0.5)).toBe(false);
  });

  it('tells totals of many lines at PRICE_MAX that pass AMOUNT_MAX', () => {
    const line = { price: PRICE_MAX, noVat: false };
    const fitting = Math.floor(AMOUNT_MAX / priceWithVat(PRICE_MAX, 22));
    expect(totalsFit(proposalTotals(Array(fitting).fill(line), 22))).toBe(true);
    expect(totalsFit(proposalTotals(Array(fitting + 1).fill(line), 22))).toBe(false);
  });
});
