import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../http/errors';
import { refuseBadInput } from '../http/input-checks';

type Files = Record<string, { data: Buffer; mimetype: string; filename: string }>;

/** The text fields and the files of a multipart request, each file read into memory within `fileSize`. */
export async function readMultipart(
  request: FastifyRequest,
  limits: { fileSize: number; files: number },
): Promise<{ fields: Record<string, string>; files: Files }> {
  const fields: Record<string, string> = {};
  const files: Files = {};
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'file') {
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
export const formBoolean = (value: string | undefined) =>
  value === undefined ? undefined : value === 'true' || value === '1' || value === 'on';
