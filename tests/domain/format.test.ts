import { describe, expect, it } from 'vitest';
import { localeFormat } from '../../src/domain/format';

/** Intl separates groups and units with no-break spaces; the assertions read them as spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('one formatter per locale (issue 26 §1)', () => {
  const en = localeFormat('en', { utc: true });
  const ru = localeFormat('ru', { utc: true });

  it('writes revenue with the ₽ sign in both languages, never "RUB"', () => {
    expect(plain(en.money(43_990_050))).toBe('₽439,900.50');
    expect(plain(ru.money(43_990_050))).toBe('439 900,50 ₽');
    expect(en.money(100)).not.toContain('RUB');
  });

  it('names axis days in the reader language', () => {
    expect(en.axisDay('2026-10-31')).toBe('Oct 31');
    expect(plain(ru.axisDay('2026-10-31'))).toBe('31 окт.');
    expect(ru.axisDay(new Date('2026-10-31T00:00:00Z'))).not.toMatch(/Oct/);
  });

  it('writes counts, shares and days by the locale', () => {
    expect(en.number(12_345)).toBe('12,345');
    expect(plain(ru.number(12_345))).toBe('12 345');
    expect(en.percent(0.125)).toBe('12.5%');
    expect(plain(ru.percent(0.125))).toBe('12,5 %');
    expect(en.longDate('2024-03-12')).toBe('March 12, 2024');
    expect(plain(ru.longDate('2024-03-12'))).toBe('12 марта 2024 г.');
    expect(plain(ru.dateTime('2024-03-12T15:04:00Z'))).toBe('12 мар. 2024 г., 15:04');
  });

  it('shows a calendar day as that day in any time zone, and bad input as given', () => {
    const local = localeFormat('en');
    expect(local.date('2024-03-12')).toBe('Mar 12, 2024');
    expect(local.date('not a date')).toBe('not a date');
  });

  it('is made once per language', () => {
    expect(localeFormat('ru', { utc: true })).toBe(ru);
  });
});
