import { describe, expect, it } from 'vitest';
import {
  approve,
  approveSchema,
  entryStatusOf,
  orderStatuses,
  propose,
  proposalChange,
  proposeSchema,
  ownerReject,
  reject,
  rejectSchema,
  type OrderStatus,
  type ProposalLineState,
} from '../../src/domain/orders';
import { translate } from '../../src/domain/messages';

const line = (
  entryId: string,
  price: number | null,
  extra: Partial<ProposalLineState> = {},
): ProposalLineState => ({
  entryId,
  price,
  noVat: false,
  share: 100,
  comment: null,
  status: 'proposed',
  ...extra,
});

/** docs/licensing.md §3 "Proposal": pending → approved | approved_partially | rejected. */
describe('the proposal state machine', () => {
  const lines = [line('a', 10_000), line('b', 20_000), line('c', 30_000)];

  it.each<[OrderStatus, 'price' | 'condition' | null, ReturnType<typeof propose>]>([
    ['requested', null, { status: 'pending', subType: 'Change Proposal Status', reopened: false }],
    ['requested', 'price', { status: 'pending', subType: 'Change Proposal Status', reopened: false }],
    ['pending', null, null],
    ['pending', 'price', { status: 'pending', subType: 'Change Proposal', reopened: false }],
    ['pending', 'condition', { status: 'pending', subType: 'Change Proposal Condition', reopened: false }],
    ['approved', null, null],
    ['approved', 'price', { status: 'pending', subType: 'Change Proposal', reopened: true }],
    ['approved', 'condition', { status: 'pending', subType: 'Change Proposal Condition', reopened: true }],
    ['approved_partially', null, null],
    ['approved_partially', 'price', { status: 'pending', subType: 'Change Proposal', reopened: true }],
    [
      'approved_partially',
      'condition',
      { status: 'pending', subType: 'Change Proposal Condition', reopened: true },
    ],
    ['rejected', null, { status: 'pending', subType: 'Change Proposal Status', reopened: false }],
    ['rejected', 'price', { status: 'pending', subType: 'Change Proposal', reopened: false }],
    ['rejected', 'condition', { status: 'pending', subType: 'Change Proposal Condition', reopened: false }],
  ])('proposing over %s with change %s gives %j', (status, change, outcome) => {
    expect(propose(status, change)).toEqual(outcome);
  });

  it.each<[string, Partial<ProposalLineState>, string | null, 'price' | 'condition' | null]>([
    ['nothing', {}, null, null],
    ['a price', { price: 10_001 }, null, 'price'],
    ['a price to 0', { price: 0 }, null, 'price'],
    ['a price and a share', { price: 1, share: 50 }, null, 'price'],
    ['no VAT', { noVat: true }, null, 'condition'],
    ['a share', { share: 60 }, null, 'condition'],
    ['a line comment', { comment: 'sync only' }, null, 'condition'],
    ["the proposal's comment", {}, 'valid for a month', 'condition'],
  ])('changing %s is a %s change', (_, change, comment, expected) => {
    expect(proposalChange(lines, [{ ...lines[0]!, ...change }], null, comment)).toBe(expected);
  });

  it('reads an unpriced line priced for the first time as a price change', () => {
    expect(proposalChange([line('a', null)], [line('a', 5)], null, null)).toBe('price');
  });

  it.each<[string[], 'approved' | 'approved_partially', string[], string[]]>([
    [['a', 'b', 'c'], 'approved', ['a', 'b', 'c'], []],
    [['c', 'a', 'b'], 'approved', ['a', 'b', 'c'], []],
    [['a'], 'approved_partially', ['a'], ['b', 'c']],
    [['b', 'c'], 'approved_partially', ['b', 'c'], ['a']],
  ])('approving %j of a pending proposal is %s', (entryIds, status, approved, rejected) => {
    expect(approve('pending', lines, entryIds)).toEqual({ ok: true, status, approved, rejected });
  });

  it.each<[OrderStatus, string[], string]>([
    ['requested', ['a'], 'orders.notPending'],
    ['approved', ['a'], 'orders.notPending'],
    ['approved_partially', ['a'], 'orders.notPending'],
    ['rejected', ['a'], 'orders.notPending'],
    ['pending', [], 'validation.selectTrack'],
    ['pending', ['z'], 'orders.lineNotFound'],
  ])('approving over %s %j is refused with %s', (status, entryIds, error) => {
    expect(approve(status, lines, entryIds)).toEqual({ ok: false, error });
  });

  it('refuses to approve a line priced 0, alone or beside others, with the product wording', () => {
    const free = [line('a', 0), line('b', 100)];
    for (const entryIds of [['a'], ['a', 'b']]) {
      const outcome = approve('pending', free, entryIds);
      expect(outcome).toEqual({ ok: false, error: 'validation.zeroPrice' });
      if (!outcome.ok)
        expect(translate('en', outcome.error)).toBe('A request with a zero price cannot be agreed.');
    }
    expect(approve('pending', free, ['b'])).toMatchObject({ ok: true, status: 'approved_partially' });
    expect(approve('pending', [line('a', null)], ['a'])).toEqual({
      ok: false,
      error: 'validation.zeroPrice',
    });
  });

  it.each(orderStatuses.map((status) => [status, status === 'pending']))(
    'rejecting over %s is allowed: %s',
    (status, allowed) => {
      expect(reject(status).ok).toBe(allowed);
    },
  );

  it.each(orderStatuses.map((status) => [status, status === 'requested' || status === 'pending']))(
    'the owner declining over %s is allowed: %s',
    (status, allowed) => {
      expect(ownerReject(status)).toEqual(
        allowed ? { ok: true, status: 'rejected' } : { ok: false, error: 'orders.notOpen' },
      );
    },
  );

  it.each([
    ['requested', 'requested'],
    ['proposed', 'requested'],
    ['approved', 'agreed'],
    ['rejected', 'rejected'],
  ] as const)('a %s line keeps its entry %s', (lineStatus, entryStatus) => {
    expect(entryStatusOf(lineStatus)).toBe(entryStatus);
  });
});

describe('proposal payloads', () => {
  const entryId = '0b6b7a4e-3f43-4e5b-9d61-1b1f0f0f0f02';
  const first = (result: { error?: { issues: { message: string }[] } }) =>
    translate('en', result.error!.issues[0]!.message);

  it('reads a line with defaults', () => {
    expect(proposeSchema.parse({ lines: [{ entryId, price: 0, share: 1 }] })).toEqual({
      lines: [{ entryId, price: 0, noVat: false, share: 1, comment: null }],
      comment: null,
    });
  });

  it.each([
    [{ price: -1, share: 50 }, 'Must be at least {{min}}.'],
    [{ price: 1.5, share: 50 }, 'Enter a whole number.'],
    [{ price: '100', share: 50 }, 'Enter a whole number.'],
    [{ price: 100, share: 0 }, 'Must be at least {{min}}.'],
    [{ price: 100, share: 101 }, 'Must be at most {{max}}.'],
    [{ price: 100, share: 33.3 }, 'Enter a whole number.'],
    [{ price: 100, share: 50, noVat: 'yes' }, 'Enter a valid value.'],
    [{ price: 100, share: 50, comment: 'x'.repeat(2001) }, 'Too long: at most {{max}} characters.'],
    [{ price: 100_000_000_001, share: 50 }, 'A price is at most 1,000,000,000 ₽ without VAT.'],
  ])('refuses the line %j', (fields, message) => {
    expect(first(proposeSchema.safeParse({ lines: [{ entryId, ...fields }] }))).toBe(message);
  });

  it('refuses no lines and a line twice', () => {
    expect(first(proposeSchema.safeParse({ lines: [] }))).toBe('Select at least one track.');
    const twice = [
      { entryId, price: 1, share: 1 },
      { entryId: entryId.toUpperCase(), price: 2, share: 1 },
    ];
    expect(first(proposeSchema.safeParse({ lines: twice }))).toBe(
      'A track can be priced only once in a proposal.',
    );
  });

  it('needs entries to approve and a reason to reject', () => {
    expect(first(approveSchema.safeParse({ entryIds: [] }))).toBe('Select at least one track.');
    expect(first(rejectSchema.safeParse({ reason: '  ' }))).toBe('Required field');
    expect(rejectSchema.parse({ reason: ' Too expensive ' })).toEqual({ reason: 'Too expensive' });
  });
});
