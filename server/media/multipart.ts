import type { Multipart } from '@fastify/multipart';
import type { z } from 'zod';
import { AppError } from '../http/errors';

/** The text fields and the files of a multipart request. */
export async function readMultipart(
  parts: AsyncIterableIterator<Multipart>,
): Promise<{ fields: Record<string, string>; files: Record<string, { data: Buffer; mimetype: string; filename: string }> }> {
  const fields: Record<string, string> = {};
  const files: Record<string, { data: Buffer; mimetype: string; filename: string }> = {};
  for await (const part of parts) {
    if (part.type === 'file') {
      files[part.fieldname] = { data: await part.toBuffer(), mimetype: part.mimetype, filename: part.filename };
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, files };
}

/** Validates with a zod schema and fails like the route validator: 400 VALIDATION, first message, fields. */
export function parseFields<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
  const first = Object.values(fields)[0] ?? 'error.400';
  throw new AppError('VALIDATION', first, { max: '' }, fields);
}

/** Multipart sends booleans as text. */
export const formBoolean = (value: string | undefined) => (value === undefined ? undefined : value === 'true' || value === '1' || value === 'on');
