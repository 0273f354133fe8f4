import type { FastifyRequest } from 'fastify';
import {
  COVER_MAX_BYTES,
  trackArrayFields,
  trackFieldsSchema,
  type TrackFields,
} from '../../../src/domain/catalog';
import { splitTrackChange } from '../../../src/domain/catalog-change';
import { refuseUnknownFields } from '../../http/input-checks';
import { parsePresentFields, readCatalogForm } from './catalog-form';
import { coverTooLarge } from './catalog-media';

const coverLimit = { cover: { maxBytes: COVER_MAX_BYTES, tooLarge: coverTooLarge } };

/** Array fields sent once without `[]` arrive as a single string. */
export const withArrays = (fields: Record<string, unknown>, names: readonly string[] = trackArrayFields) =>
  Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [
      key,
      names.includes(key) && typeof value === 'string' && value !== '' ? [value] : value,
    ]),
  );

/** The fields to change: validated ones, plus cleared optional fields set to undefined (stored as null). */
function changedFields(body: Record<string, unknown>): Partial<TrackFields> {
  const { values, cleared } = splitTrackChange(body);
  const fields: Partial<TrackFields> = parsePresentFields(trackFieldsSchema, values);
  for (const key of cleared) fields[key] = undefined;
  return fields;
}

/**
 * A track change arrives as JSON (`null` clears an optional field) or as multipart with a new `cover`
 * (png/jpg, judged by its bytes; an empty value clears an optional field).
 */
export async function readTrackChange(
  request: FastifyRequest,
  body: Record<string, unknown> | null | undefined,
): Promise<{ fields: Partial<TrackFields>; cover?: Uint8Array }> {
  if (!request.isMultipart()) {
    refuseUnknownFields(trackFieldsSchema, body ?? {});
    return { fields: changedFields(body ?? {}) };
  }
  const { fields, files } = await readCatalogForm(request, coverLimit);
  return { fields: changedFields(withArrays(fields)), ...(files.cover ? { cover: files.cover } : {}) };
}
