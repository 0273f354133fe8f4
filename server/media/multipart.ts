import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../http/errors';
import { refuseBadInput, refuseUnknownFields, unknownFileField } from '../http/input-checks';

type Files = Record<string, { data: Buffer; mimetype: string; filename: string }>;

/**
 * The text fields and the files of a multipart request, each file read into memory within `fileSize`. A file
 * under a name the form does not take (`fileFields`) is refused as an unknown field, not dropped (issue 24 §6);
 * the text fields are checked against the form's schema by `parseFields`.
 */
export async function readMultipart(
  request: FastifyRequest,
  { fileSize, fileFields }: { fileSize: number; fileFields: readonly string[] },
): Promise<{ fields: Record<string, string>; files: Files }> {
  const fields: Record<string, string> = {};
  const files: Files = {};
  try {
    for await (const part of request.parts({ limits: { fileSize, files: fileFields.length + 1 } })) {
      if (part.type === 'file') {
        if (!fileFields.includes(part.fieldname)) throw unknownFileField(part.fieldname);
        files[part.fieldname] = {
          data: await part.toBuffer(),
          mimetype: part.mimetype,
          filename: part.filename,
        };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw isClientError(error) ? error : new AppError('BAD_REQUEST');
  }
  // A form's text fields are checked as a JSON body is (server/http/input-checks.ts): no NUL character.
  refuseBadInput(fields);
  return { fields, files };
}

/** Limits and framing errors of the multipart plugin carry a 4xx status; the parser's own errors do not. */
function isClientError(error: unknown): boolean {
  const status =
    typeof error === 'object' && error !== null && 'statusCode' in error ? Number(error.statusCode) : NaN;
  return status >= 400 && status < 500;
}

/**
 * Validates a form's fields with a zod schema and fails like the route validator: 400 VALIDATION, first
 * message, fields. A field the schema does not know is refused (`validation.unknownField`), as in a JSON body.
 */
export function parseFields<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) {
    refuseUnknownFields(schema, value);
    return parsed.data;
  }
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
  const first = Object.values(fields)[0] ?? 'error.400';
  throw new AppError('VALIDATION', first, { max: '' }, fields);
}

/** Multipart sends booleans as text. */
export const formBoolean = (value: string | undefined) =>
  value === undefined ? undefined : value === 'true' || value === '1' || value === 'on';
