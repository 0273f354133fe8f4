export const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Whether `value` is a calendar day as YYYY-MM-DD that exists and PostgreSQL's `date` can hold: years 1
 * to 9999, months 1 to 12, the month's own days (2026-02-30, 2026-13-45 and 0000-00-00 are none).
 */
export function isCalendarDay(value: string): boolean {
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
