import { z } from 'zod';
import { DAY_PATTERN, isCalendarDay } from './calendar-day';

/**
 * The one schema of a day in every query and body (issue 24 §5): YYYY-MM-DD that exists, else
 * `validation.date`.
 */
export const calendarDaySchema = z
  .string({ message: 'validation.date' })
  .regex(DAY_PATTERN, { message: 'validation.date' })
  .refine(isCalendarDay, { message: 'validation.date' })
  .describe('a calendar day, YYYY-MM-DD');
