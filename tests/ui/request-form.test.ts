import { describe, expect, it } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import { translate } from '../../src/domain/messages';
import { createOrderSchema } from '../../src/domain/orders';
import { BUDGET_MAX, COMMENT_MAX } from '../../src/domain/projects';
import {
  requestFormDefaults,
  requestFormResolver,
  type RequestFormValues,
} from '../../src/ui/projects/workspace/request-form';
import { validationMessage } from '../../server/http/validation-messages';

const resolve = requestFormResolver('budget is no amount', ({ key, params }) => translate('en', key, params));
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<RequestFormValues>;
const typed = (overrides: Partial<RequestFormValues>): RequestFormValues => ({
  ...requestFormDefaults,
  media: ['cinema'],
  ...overrides,
});
const id = '00000000-0000-4000-8000-000000000001';

/** What `POST /api/order/create` answers the same request with: its 400's message, in English. */
function serverRefusal(body: Record<string, unknown>) {
  const issue = createOrderSchema.safeParse({ projectId: id, entryIds: [id], ...body }).error?.issues[0];
  if (!issue) throw new Error('the server takes it');
  const params = issue.code === 'too_big' ? { maximum: issue.maximum } : {};
  const keyed = validationMessage({ keyword: issue.code, message: issue.message, params });
  return translate('en', keyed.key, keyed.params);
}

const terms = { media: ['cinema'], territory: 'world', termMonths: null, uses: 'many' };

describe('the request form checks what it sends with the server’s createOrderSchema', () => {
  it('refuses a comment over the server’s bound with the server’s message', async () => {
    const comment = 'c'.repeat(COMMENT_MAX + 1);
    const result = await resolve(typed({ comment }), undefined, options);
    expect(result.errors.comment?.message).toBe(serverRefusal({ terms, comment }));
    expect(result.errors.comment?.message).toBe('Too long: at most 2000 characters.');
  });

  it('refuses a budget over the server’s bound with the server’s message', async () => {
    const budget = `${BUDGET_MAX / 100 + 1}`;
    const result = await resolve(typed({ budget }), undefined, options);
    expect(result.errors.budget?.message).toBe(serverRefusal({ terms, budget: BUDGET_MAX + 100 }));
  });

  it('sends what the server takes: the terms, the budget in kopecks, the comment at its bound', async () => {
    const comment = 'c'.repeat(COMMENT_MAX);
    const result = await resolve(typed({ budget: '1500,50', comment }), undefined, options);
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({
      terms: { media: ['cinema'], territory: 'world', termMonths: null, uses: 'many' },
      budget: 150_050,
      budgetShare: 'per_owner',
      comment,
    });
  });
});
