import { describe, expect, it } from 'vitest';
import {
  approve,
  declineLines,
  declineLinesSchema,
  isDeclinedLine,
  type LineStatus,
  type OrderStatus,
} from '../../src/domain/orders';

const lines = (...statuses: LineStatus[]) =>
  statuses.map((status, index) => ({ entryId: `e${index + 1}`, status }));

describe('the owner declining some lines (docs/decisions/0013-orders.md)', () => {
  it.each<[string, OrderStatus, LineStatus[], string[], ReturnType<typeof declineLines>]>([
    [
      'one line of a request not answered yet',
      'requested',
      ['requested', 'requested', 'requested'],
      ['e2'],
      { ok: true, status: 'requested', declined: ['e2'], wholeOrder: false },
    ],
    [
      'one line of their own pending proposal',
      'pending',
      ['proposed', 'proposed'],
      ['e1'],
      { ok: true, status: 'pending', declined: ['e1'], wholeOrder: false },
    ],
    [
      'the last open line declines the order',
      'pending',
      ['rejected', 'proposed'],
      ['e2'],
      { ok: true, status: 'rejected', declined: ['e2'], wholeOrder: true },
    ],
    [
      'every line at once declines the order',
      'requested',
      ['requested', 'requested'],
      ['e2', 'e1'],
      { ok: true, status: 'rejected', declined: ['e1', 'e2'], wholeOrder: true },
    ],
    [
      'a line declined already',
      'pending',
      ['rejected', 'proposed'],
      ['e1'],
      { ok: false, error: 'orders.notOpen' },
    ],
    [
      'a line the order lacks',
      'requested',
      ['requested'],
      ['e9'],
      { ok: false, error: 'orders.lineNotFound' },
    ],
    ['no line', 'requested', ['requested'], [], { ok: false, error: 'validation.selectTrack' }],
    ['an approved order', 'approved', ['approved'], ['e1'], { ok: false, error: 'orders.notOpen' }],
    [
      'a partly approved order',
      'approved_partially',
      ['approved', 'rejected'],
      ['e1'],
      { ok: false, error: 'orders.notOpen' },
    ],
    ['a rejected order', 'rejected', ['rejected'], ['e1'], { ok: false, error: 'orders.notOpen' }],
  ])('%s', (_name, status, statuses, entryIds, expected) => {
    expect(declineLines(status, lines(...statuses), entryIds)).toEqual(expected);
  });

  it('tells a declined line of an open order from one the team rejected', () => {
    expect(isDeclinedLine('pending', { status: 'rejected' })).toBe(true);
    expect(isDeclinedLine('requested', { status: 'rejected' })).toBe(true);
    expect(isDeclinedLine('approved_partially', { status: 'rejected' })).toBe(false);
    expect(isDeclinedLine('rejected', { status: 'rejected' })).toBe(false);
    expect(isDeclinedLine('pending', { status: 'proposed' })).toBe(false);
  });

  it('lets the team approve the lines left, never a declined one', () => {
    const priced = [
      {
        entryId: 'e1',
        price: 1000,
        noVat: false,
        share: 100,
        comment: 'Not for cinema',
        status: 'rejected' as const,
      },
      { entryId: 'e2', price: 2000, noVat: false, share: 100, comment: null, status: 'proposed' as const },
    ];
    expect(approve('pending', priced, ['e1'])).toEqual({ ok: false, error: 'orders.lineNotFound' });
    expect(approve('pending', priced, ['e2'])).toEqual({
      ok: true,
      status: 'approved_partially',
      approved: ['e2'],
      rejected: ['e1'],
    });
  });

  it('reads the payload: the entries and why', () => {
    const entry = '5c1d0000-0000-4000-8000-000000000001';
    expect(declineLinesSchema.safeParse({ entryIds: [entry], reason: 'Not for cinema' }).success).toBe(true);
    expect(declineLinesSchema.safeParse({ entryIds: [entry], reason: '  ' }).success).toBe(false);
    expect(declineLinesSchema.safeParse({ entryIds: [], reason: 'x' }).success).toBe(false);
    expect(declineLinesSchema.safeParse({ entryIds: ['x'], reason: 'x', version: -1 }).success).toBe(false);
  });
});
