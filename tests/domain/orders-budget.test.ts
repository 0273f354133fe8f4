import { describe, expect, it } from 'vitest';
import { createOrderSchema, splitBudget } from '../../src/domain/orders';

describe('what each owner sees of a request’s budget (issue 26 §3)', () => {
  it('splits it by the owners’ lines, to the kopeck, adding up to the budget', () => {
    expect(splitBudget(400_000_00, [3, 1], 'per_owner')).toEqual([300_000_00, 100_000_00]);
    const parts = splitBudget(100, [1, 1, 1], 'per_owner');
    expect(parts).toEqual([34, 33, 33]);
    expect(splitBudget(8_000_050, [2, 1], 'per_owner')).toEqual([5_333_367, 2_666_683]);
    expect(splitBudget(8_000_050, [2, 1], 'per_owner').reduce((a, b) => a! + b!, 0)).toBe(8_000_050);
  });

  it('shows none when the customer hides it, or gave none', () => {
    expect(splitBudget(400_000_00, [3, 1], 'hidden')).toEqual([null, null]);
    expect(splitBudget(null, [3, 1], 'per_owner')).toEqual([null, null]);
  });

  it('splits by default, and refuses an unknown choice', () => {
    const request = {
      projectId: '0d0e0000-0000-4000-8000-000000000001',
      entryIds: ['0d0e0000-0000-4000-8000-000000000002'],
      terms: { media: ['tv'], territory: 'world', termMonths: null, uses: 'many' },
    };
    expect(createOrderSchema.parse(request).budgetShare).toBe('per_owner');
    expect(createOrderSchema.safeParse({ ...request, budgetShare: 'all' }).success).toBe(false);
  });
});
