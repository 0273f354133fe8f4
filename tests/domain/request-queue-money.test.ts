import { describe, expect, it } from 'vitest';
import {
  checkProposalFields,
  DEFAULT_VAT_RATE,
  formatMoney,
  proposalFieldsOf,
  withVat,
  type ProposalFields,
} from '../../src/domain/request-queue';

describe('withVat: half up to the kopeck, in integers (docs/licensing.md §3 "Proposal")', () => {
  it.each<[number, number, number]>(
    [
      [0, 22, 0],
      [1, 22, 1], // VAT 0.22 → 0
      [2, 22, 2], // 0.44 → 0
      [3, 22, 4], // 0.66 → 1
      [25, 22, 31], // 5.5 → 6: exactly half rounds up
      [75, 22, 92], // 16.5 → 17
      [24, 22, 29], // 5.28 → 5
      [100, 22, 122],
      [1_500_000, 22, 1_830_000],
      [1_234_567, 22, 1_506_172], // 271,604.74 → 271,605
      [50, 1, 51], // 0.5 → 1
      [49, 1, 49], // 0.49 → 0
      [999, 20, 1199], // 199.8 → 200
      [1000, 0, 1000],
      [1000, 100, 2000],
      [10_000_000_000_000, 22, 12_200_000_000_000], // 10¹³ kopecks stay exact
    ].filter(([price]) => Number.isInteger(price)) as [number, number, number][],
  )('%i kopecks at %i %% → %i', (price, rate, expected) => {
    expect(withVat(price, rate)).toBe(expected);
  });

  it('defaults to 22 %', () => {
    expect(DEFAULT_VAT_RATE).toBe(22);
  });

  it.each<[number, number]>([
    [-1, 22],
    [1.5, 22],
    [Number.NaN, 22],
    [100, -1],
    [100, 101],
    [100, 7.5],
  ])('refuses %s kopecks at %s %%', (price, rate) => {
    expect(() => withVat(price, rate)).toThrow(RangeError);
  });
});

describe('formatMoney: ₽ in English and Russian', () => {
  const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
  it.each<[number, string, string]>([
    [0, 'en', '₽0'],
    [150_000, 'en', '₽1,500'],
    [150_050, 'en', '₽1,500.50'],
    [1, 'en', '₽0.01'],
    [123_456_789, 'en', '₽1,234,567.89'],
    [0, 'ru', '0 ₽'],
    [150_000, 'ru', '1 500 ₽'],
    [150_050, 'ru', '1 500,50 ₽'],
    [123_456_789, 'ru', '1 234 567,89 ₽'],
  ])('%i kopecks in %s → %s', (kopecks, language, expected) => {
    expect(plain(formatMoney(kopecks, language))).toBe(expected);
  });

  it('refuses what is not a whole number of kopecks', () => {
    expect(() => formatMoney(1.5, 'en')).toThrow(RangeError);
  });
});

describe('the proposal editor fields', () => {
  const fields = (overrides: Partial<ProposalFields>): ProposalFields => ({
    price: '1500',
    noVat: false,
    share: '100',
    comment: '',
    ...overrides,
  });

  it.each<[string, Partial<ProposalFields>, ReturnType<typeof checkProposalFields>]>([
    ['whole roubles', {}, { terms: { price: 150_000, noVat: false, share: 100, comment: null }, errors: {} }],
    [
      'roubles and kopecks with a comma, spaces between thousands, no VAT, a comment',
      { price: '12 345,5', noVat: true, share: '50', comment: '  Festival only  ' },
      { terms: { price: 1_234_550, noVat: true, share: 50, comment: 'Festival only' }, errors: {} },
    ],
    [
      'a zero price (its approval is refused, not its proposal)',
      { price: '0' },
      { terms: { price: 0, noVat: false, share: 100, comment: null }, errors: {} },
    ],
    [
      'a share with a percent sign',
      { share: '25 %' },
      { terms: { price: 150_000, noVat: false, share: 25, comment: null }, errors: {} },
    ],
    [
      'share 1',
      { share: '1' },
      { terms: { price: 150_000, noVat: false, share: 1, comment: null }, errors: {} },
    ],
    ['no price', { price: ' ' }, { terms: null, errors: { price: 'priceRequired' } }],
    ['a negative price', { price: '-5' }, { terms: null, errors: { price: 'priceFormat' } }],
    ['three decimals', { price: '1.005' }, { terms: null, errors: { price: 'priceFormat' } }],
    ['letters', { price: '15k' }, { terms: null, errors: { price: 'priceFormat' } }],
    [
      'above a billion roubles',
      { price: '1000000000.01' },
      { terms: null, errors: { price: 'priceFormat' } },
    ],
    ['share 0', { share: '0' }, { terms: null, errors: { share: 'shareRange' } }],
    ['share 101', { share: '101' }, { terms: null, errors: { share: 'shareRange' } }],
    ['a fractional share', { share: '50.5' }, { terms: null, errors: { share: 'shareRange' } }],
    ['an empty share', { share: '' }, { terms: null, errors: { share: 'shareRange' } }],
    [
      'both wrong',
      { price: 'x', share: '200' },
      { terms: null, errors: { price: 'priceFormat', share: 'shareRange' } },
    ],
  ])('%s', (_name, overrides, expected) => {
    expect(checkProposalFields(fields(overrides))).toEqual(expected);
  });

  it('cuts a comment at 1,000 characters', () => {
    expect(checkProposalFields(fields({ comment: 'x'.repeat(1200) })).terms?.comment).toHaveLength(1000);
  });

  it.each<[Parameters<typeof proposalFieldsOf>[0], ProposalFields]>([
    [
      { price: null, noVat: false, share: null },
      { price: '', noVat: false, share: '100', comment: '' },
    ],
    [
      { price: 150_050, noVat: true, share: 40 },
      { price: '1500.50', noVat: true, share: '40', comment: '' },
    ],
    [
      { price: 0, noVat: false, share: 100 },
      { price: '0', noVat: false, share: '100', comment: '' },
    ],
  ])('starts the editor from %o', (line, expected) => {
    expect(proposalFieldsOf(line)).toEqual(expected);
  });
});
