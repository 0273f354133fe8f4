import { z } from 'zod';

/**
 * Time codes (docs/product.md §5 time rule, §9): "HH:MM:SS, between 00:00:00 and 23:59:59", two digits
 * each. Documents keep them as whole seconds from the start of the episode.
 */
export const TIME_CODE_MAX = 23 * 3600 + 59 * 60 + 59;
const TIME_CODE_PATTERN = /^(\d{2}):(\d{2}):(\d{2})$/;

/** Seconds of an `HH:MM:SS` time code, or null when the text is not one (surrounding spaces are ignored). */
export function parseTimeCode(text: string): number | null {
  const match = TIME_CODE_PATTERN.exec(text.trim());
  if (!match) return null;
  const [hours, minutes, seconds] = match.slice(1).map(Number) as [number, number, number];
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  return hours * 3600 + minutes * 60 + seconds;
}

export const isTimeCodeSeconds = (value: number): boolean =>
  Number.isInteger(value) && value >= 0 && value <= TIME_CODE_MAX;

const pad = (value: number) => String(value).padStart(2, '0');

/** `HH:MM:SS` of whole seconds 0 to TIME_CODE_MAX; anything else is a programming error. */
export function formatTimeCode(seconds: number): string {
  if (!isTimeCodeSeconds(seconds)) throw new RangeError(`Not a time code: ${seconds}`);
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}

/** A time code field of a form or payload: `HH:MM:SS` text in, seconds out. */
export const timeCodeSchema = z.string({ message: 'validation.timeFormat' }).transform((text, context) => {
  const seconds = parseTimeCode(text);
  if (seconds !== null) return seconds;
  context.addIssue({ code: 'custom', message: 'validation.timeFormat' });
  return z.NEVER;
});

/** An optional time code: '', null or nothing is "not set" (null). */
export const optionalTimeCodeSchema = z.preprocess(
  (value) => (value === '' ? null : value),
  timeCodeSchema.nullish().transform((value) => value ?? null),
);

/**
 * docs/product.md §5 "End time must be greater than start time": for a scene, and for an entry's in and out.
 * Either side may still be unset (null); the check then passes.
 */
export function endAfterStart(start: number | null | undefined, end: number | null | undefined): boolean {
  if (start === null || start === undefined || end === null || end === undefined) return true;
  return end > start;
}

/**
 * docs/licensing.md §2: scene and entry time codes lie inside the episode. The message key when a time
 * code passes the episode's duration, else null.
 */
export function withinEpisode(
  duration: number,
  ...timeCodes: (number | null | undefined)[]
): 'projects.outsideEpisode' | null {
  return timeCodes.every((time) => time === null || time === undefined || time <= duration)
    ? null
    : 'projects.outsideEpisode';
}

/**
 * Entries as they play in the episode (issue 26 §4): by time in, those without one last, the given order
 * kept between equals. A new array.
 */
export function byTimeCode<T extends { timeIn: number | null }>(entries: readonly T[]): T[] {
  const at = (entry: T) => entry.timeIn ?? Number.POSITIVE_INFINITY;
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => at(a.entry) - at(b.entry) || a.index - b.index)
    .map(({ entry }) => entry);
}
