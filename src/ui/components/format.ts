import { localeFormat } from '../../domain/format';

/** Seconds as m:ss, or h:mm:ss from an hour. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** A yyyy-mm-dd date in the reader's language, e.g. "12 March 2024". */
export function formatDate(isoDate: string, language: string): string {
  return localeFormat(language).longDate(isoDate.slice(0, 10));
}

/** The year of a yyyy-mm-dd date, or null. */
export const yearOf = (isoDate: string | null): string | null =>
  isoDate && /^\d{4}/.test(isoDate) ? isoDate.slice(0, 4) : null;
