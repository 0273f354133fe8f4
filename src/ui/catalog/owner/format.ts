import { localeFormat } from '../../../domain/format';

/** m:ss (h:mm:ss from an hour) of a duration in seconds. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** A file size in KB or MB, in the language's number format. */
export function formatSize(bytes: number, language: string): string {
  const format = (value: number, unit: string) =>
    `${new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value)} ${unit}`;
  if (bytes < 1024 * 1024) return format(bytes / 1024, language === 'ru' ? 'КБ' : 'KB');
  return format(bytes / (1024 * 1024), language === 'ru' ? 'МБ' : 'MB');
}

/** A YYYY-MM-DD date in the language's long format, without time-zone shifts. */
export function formatReleaseDate(isoDate: string, language: string): string {
  return localeFormat(language).date(isoDate.slice(0, 10));
}
