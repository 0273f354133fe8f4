import { describe, expect, it } from 'vitest';
import { COMMENT_MAX } from '../../src/domain/projects';
import {
  DEFAULT_VAT_PERCENT,
  PRICE_MAX,
  proposalTermsSchema,
  proposeSchema,
  priceWithVat,
} from '../../src/domain/orders';
import {
  checkProposalFields,
  formatMoney,
  proposalFieldsOf,
  type ProposalFields,
} from '../../src/domain/orders/queue';

describe('priceWithVat: half up to the kopeck, in integers (docs/licensing.md §3 "Proposal")', () => {
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
    expect(priceWithVat(price, rate)).toBe(expected);
  });

  it('defaults to 22 %', () => {
    expect(DEFAULT_VAT_PERCENT).toBe(22);
  });

  it.each<[number, number]>([
    [-1, 22],
    [1.5, 22],
    [Number.NaN, 22],
    [100, -1],
    [100, 101],
    [100, 7.5],
  ])('refuses %s kopecks at %s %%', (price, rate) => {
    expect(() => priceWithVat(price, rate)).toThrow(RangeError);
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

const ENTRY = '00000000-0000-4000-8000-000000000001';
const form = (key: string) => ({ key, params: {} });
const server = (key: string, params: Record<string, string> = {}) => ({ key, params });
/** What the fields would send as numbers (as the editor reads them, before any check). */
const readBack = (fields: Partial<ProposalFields>) => ({
  ...(fields.price ? { price: Math.round(Number(fields.price) * 100) } : {}),
  ...(fields.share ? { share: Number(fields.share) } : {}),
  ...(fields.comment ? { comment: fields.comment } : {}),
});

describe('the proposal terms: one schema for the server and the editor', () => {
  it('is the schema every line of proposeSchema is made of', () => {
    expect(Object.keys(proposeSchema.shape.lines.element.shape)).toEqual([
      'entryId',
      ...Object.keys(proposalTermsSchema.shape),
    ]);
    expect(proposeSchema.shape.lines.element.shape.price).toBe(proposalTermsSchema.shape.price);
    expect(proposeSchema.shape.lines.element.shape.comment).toBe(proposalTermsSchema.shape.comment);
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
    ['no price', { price: ' ' }, { terms: null, errors: { price: form('priceRequired') } }],
    ['a negative price', { price: '-5' }, { terms: null, errors: { price: form('priceFormat') } }],
    ['three decimals', { price: '1.005' }, { terms: null, errors: { price: form('priceFormat') } }],
    ['letters', { price: '15k' }, { terms: null, errors: { price: form('priceFormat') } }],
    [
      'above a billion roubles',
      { price: '1000000000.01' },
      { terms: null, errors: { price: server('orders.priceTooLarge', { max: String(PRICE_MAX) }) } },
    ],
    [
      'share 0',
      { share: '0' },
      { terms: null, errors: { share: server('validation.atLeast', { min: '1' }) } },
    ],
    [
      'share 101',
      { share: '101' },
      { terms: null, errors: { share: server('validation.atMost', { max: '100' }) } },
    ],
    [
      'a fractional share',
      { share: '50.5' },
      { terms: null, errors: { share: server('validation.number') } },
    ],
    ['an empty share', { share: '' }, { terms: null, errors: { share: server('validation.number') } }],
    [
      "a comment over the server's bound",
      { comment: 'x'.repeat(COMMENT_MAX + 1) },
      { terms: null, errors: { comment: server('validation.tooLong', { max: String(COMMENT_MAX) }) } },
    ],
    [
      'both wrong',
      { price: 'x', share: '200' },
      {
        terms: null,
        errors: { price: form('priceFormat'), share: server('validation.atMost', { max: '100' }) },
      },
    ],
  ])('%s', (_name, overrides, expected) => {
    expect(checkProposalFields(fields(overrides))).toEqual(expected);
  });

  it('takes a comment up to the bound the server holds it to, 2,000 characters', () => {
    expect(checkProposalFields(fields({ comment: 'x'.repeat(COMMENT_MAX) })).terms?.comment).toHaveLength(
      COMMENT_MAX,
    );
  });

  it.each<[string, Partial<ProposalFields>]>([
    ['a price one kopeck over PRICE_MAX', { price: '1000000000.01' }],
    ['share 0', { share: '0' }],
    ['share 101', { share: '101' }],
    ['a comment one character too long', { comment: 'y'.repeat(COMMENT_MAX + 1) }],
  ])("refuses %s with the message of the server's proposeSchema", (_name, overrides) => {
    const check = checkProposalFields(fields(overrides));
    const [field, error] = Object.entries(check.errors)[0]!;
    const typed = { price: 150_000, share: 100, comment: null, ...readBack(overrides) };
    const answer = proposeSchema.safeParse({ lines: [{ entryId: ENTRY, ...typed }] });
    const issue = answer.error?.issues.find((item) => item.path[2] === field);
    expect(issue?.message).toBe(error.key);
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
