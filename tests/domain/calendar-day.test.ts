import { describe, expect, it } from 'vitest';
import { isCalendarDay } from '../../src/domain/calendar-day';
import { calendarDaySchema } from '../../src/domain/calendar-day-schema';
import { requestOwnerQuerySchema } from '../../src/domain/orders/schemas';
import { statisticsSummaryQuerySchema } from '../../src/domain/statistics';
import { requestFilterFromSearchParams } from '../../src/domain/orders/queue/search-params';

/** Issue 24 §5: one check of a day for every date in a query or body. */
describe('a calendar day', () => {
  it('is YYYY-MM-DD that exists, leap days included', () => {
    for (const day of ['2026-01-01', '2028-02-29', '2000-02-29', '0001-01-01', '9999-12-31'])
      expect(isCalendarDay(day), day).toBe(true);
  });

  it('is no day PostgreSQL would refuse, nor another format', () => {
    for (const day of ['2026-13-45', '2026-02-30', '2027-02-29', '1900-02-29', '0000-00-00', '0000-01-01'])
      expect(isCalendarDay(day), day).toBe(false);
    for (const text of ['2026-1-1', '20260101', '2026-01-01T00:00:00Z', ' 2026-01-01', '']) {
      expect(isCalendarDay(text), text).toBe(false);
      expect(calendarDaySchema.safeParse(text).error?.issues[0]?.message).toBe('validation.date');
    }
  });

  it('is the same check in the request queue and the statistics queries', () => {
    expect(requestOwnerQuerySchema.safeParse({ from: '2026-02-30' }).success).toBe(false);
    expect(requestOwnerQuerySchema.safeParse({ from: '2026-02-28' }).success).toBe(true);
    expect(statisticsSummaryQuerySchema.safeParse({ from: '2026-02-30', to: '2026-03-01' }).success).toBe(
      false,
    );
  });

  it("is dropped from the request queue's address instead of being sent", () => {
    const filter = requestFilterFromSearchParams('from=2026-02-30&to=2026-03-01');
    expect([filter.from, filter.to]).toEqual([null, '2026-03-01']);
  });
});
