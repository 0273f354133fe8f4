import { trackArrayFields, type TrackFields } from './catalog';

/**
 * Optional track fields a change may clear (`PATCH /api/track/change/{id}`): JSON `null` or, in
 * multipart, an empty value. Required fields (title, main artist) cannot be cleared.
 */
const trackClearableFields = [
  'album',
  'tempo',
  'bpm',
  'density',
  'vocalType',
  'language',
  'isrc',
  'releaseDate',
  'lyrics',
  'comments',
] as const;
export type TrackClearableField = (typeof trackClearableFields)[number];

/** Optional album fields a change (`PATCH /api/album/change/{id}`) may clear the same way. */
export const albumClearableFields = ['releaseDate', 'description'] as const;

/**
 * Splits a change body into the values to validate and the optional fields to clear. `null` or an
 * empty value clears an optional field; for a list it means the empty list (multipart cannot send
 * an empty list otherwise); empty items of a list are dropped.
 */
export function splitChange<F extends string>(
  body: Record<string, unknown>,
  clearable: readonly F[],
  lists: readonly string[] = [],
): { values: Record<string, unknown>; cleared: F[] } {
  const values: Record<string, unknown> = {};
  const cleared: F[] = [];
  for (const [key, value] of Object.entries(body)) {
    const empty = value === null || value === '';
    if ((clearable as readonly string[]).includes(key) && empty) cleared.push(key as F);
    else if (lists.includes(key) && empty) values[key] = [];
    else if (lists.includes(key) && Array.isArray(value))
      values[key] = value.filter((item) => item !== '' && item !== null);
    else values[key] = value;
  }
  return { values, cleared };
}

export const splitTrackChange = (body: Record<string, unknown>) =>
  splitChange(body, trackClearableFields, trackArrayFields);

/** A full edit as a change: every field, with `null` for the optional ones left empty. */
export function trackChangeBody(values: TrackFields): Record<string, unknown> {
  const body: Record<string, unknown> = { ...values };
  for (const key of trackClearableFields) body[key] = values[key] ?? null;
  return body;
}

/** The same change as multipart (with a new cover): empty values clear, lists as repeated `name[]`. */
export function trackChangeFormData(values: TrackFields, cover: Blob & { name?: string }): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(trackChangeBody(values))) {
    if (Array.isArray(value)) {
      if (value.length === 0) data.append(`${key}[]`, '');
      for (const item of value) data.append(`${key}[]`, String(item));
    } else data.append(key, value === null || value === undefined ? '' : String(value));
  }
  data.append('cover', cover, cover.name ?? 'cover');
  return data;
}
