import { describe, expect, it } from 'vitest';
import {
  emptyRequestFilter,
  requestFilterFromSearchParams,
  requestFilterToSearchParams,
  type RequestFilter,
} from '../../src/domain/orders/queue';

const filter = (overrides: Partial<RequestFilter>): RequestFilter => ({
  ...emptyRequestFilter,
  ...overrides,
});

describe('the request filter in the address (docs/licensing.md §3 "saved filter in the URL")', () => {
  it.each<[string, Partial<RequestFilter>, string]>([
    ['the default writes nothing', {}, ''],
    ['a blank search writes nothing', { search: '  ' }, ''],
    ['a search as typed', { search: 'ёлка café' }, 'q=%D1%91%D0%BB%D0%BA%D0%B0+caf%C3%A9'],
    ['a status', { status: 'pending' }, 'status=pending'],
    ['a project and a customer', { projectId: 'p-1', customerId: 'c-2' }, 'project=p-1&customer=c-2'],
    ['one order', { orderId: 'o-7' }, 'order=o-7'],
    ['a medium', { media: 'video_games' }, 'media=video_games'],
    ['a date range', { from: '2026-03-01', to: '2026-03-31' }, 'from=2026-03-01&to=2026-03-31'],
    ['another order', { sort: 'price', direction: 'asc' }, 'sort=price-asc'],
    ['the default sort in the other direction', { direction: 'asc' }, 'sort=date-asc'],
    ['grouped by project', { view: 'grouped' }, 'view=grouped'],
  ])('%s', (_name, overrides, expected) => {
    const written = requestFilterToSearchParams(filter(overrides));
    expect(written.toString()).toBe(expected);
    const read = requestFilterFromSearchParams(written);
    expect(read).toEqual(overrides.search?.trim() === '' ? emptyRequestFilter : filter(overrides));
  });

  it('reads a string with or without the question mark', () => {
    expect(requestFilterFromSearchParams('?status=approved&view=grouped')).toEqual(
      filter({ status: 'approved', view: 'grouped' }),
    );
  });

  it.each<[string, string]>([
    ['an unknown status', 'status=approved_partially'],
    ['an unknown medium', 'media=vinyl'],
    ['an unknown sort', 'sort=title-asc'],
    ['a sort without a direction', 'sort=price'],
    ['a sort with a bad direction', 'sort=price-up'],
    ['an unknown view', 'view=cards'],
    ['a day that is not a day', 'from=2026-13-01&to=yesterday'],
    ['a time instead of a day', 'from=2026-03-01T00:00:00Z'],
    ['an empty project', 'project='],
    ['an id far too long', `customer=${'x'.repeat(101)}`],
  ])('leaves %s at its default', (_name, query) => {
    expect(requestFilterFromSearchParams(query)).toEqual(emptyRequestFilter);
  });

  it('keeps what it knows beside what it does not', () => {
    expect(requestFilterFromSearchParams('q=storm&status=nope&media=tv&other=1')).toEqual(
      filter({ search: 'storm', media: 'tv' }),
    );
  });
});
