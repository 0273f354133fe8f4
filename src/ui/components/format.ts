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
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A moment in the reader's language as the app writes one (a date of medium length and the time without
 * seconds, e.g. "Nov 29, 2026, 10:30 AM"); the text given when it is not a date.
 */
export function formatDateTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  let format = dateTimeFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    dateTimeFormats.set(language, format);
  }
  return format.format(date);
}

/** The year of a yyyy-mm-dd date, or null. */
export const yearOf = (isoDate: string | null): string | null =>
  isoDate && /^\d{4}/.test(isoDate) ? isoDate.slice(0, 4) : null;
