import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AUDIO_MAX_BYTES } from '../../../src/domain/catalog';
import { AppError } from '../../http/errors';
import { refuseBadInput, unknownFileField } from '../../http/input-checks';
import { parseFields } from '../../media/multipart';

/** A file field a form accepts: its byte limit and the error when a file goes past it. */
export interface FileLimit {
  maxBytes: number;
  tooLarge: () => AppError;
}

export interface CatalogForm {
  /** Text fields; `name[]` keys (and repeated keys) collect into arrays. */
  fields: Record<string, string | string[]>;
  files: Record<string, Buffer>;
}

const MAX_FIELDS = 200;

function addField(fields: CatalogForm['fields'], name: string, value: string) {
  const isList = name.endsWith('[]');
  const key = isList ? name.slice(0, -2) : name;
  const known = fields[key];
  if (Array.isArray(known)) known.push(value);
  else if (isList) fields[key] = known === undefined ? [value] : [known, value];
  else fields[key] = known === undefined ? value : [known, value];
}

async function readFile(
  stream: AsyncIterable<Buffer> & { truncated?: boolean },
  limit: FileLimit,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.length;
    if (size > limit.maxBytes) throw limit.tooLarge();
    chunks.push(chunk);
  }
  if (stream.truncated) throw limit.tooLarge();
  return Buffer.concat(chunks);
}

const isClientError = (error: unknown) => {
  const status =
    typeof error === 'object' && error !== null && 'statusCode' in error ? Number(error.statusCode) : NaN;
  return status >= 400 && status < 500;
};

/**
 * Reads a multipart catalogue form (docs/product.md §5: arrays as `name[]`). Each file field has its own limit,
 * reported with its own message; a file field the form does not take is refused as an unknown field.
 */
export async function readCatalogForm(
  request: FastifyRequest,
  limits: Record<string, FileLimit>,
): Promise<CatalogForm> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_FILE', 'error.400');
  const fields: CatalogForm['fields'] = {};
  const files: CatalogForm['files'] = {};
  const largest = Math.max(...Object.values(limits).map((limit) => limit.maxBytes), 1);
  try {
    const parts = request.parts({
      limits: {
        fileSize: Math.min(largest, AUDIO_MAX_BYTES) + 1,
        // One file more than the form takes, so a stray one is refused by its name, not by the count.
        files: Object.keys(limits).length + 1,
        fields: MAX_FIELDS,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') addField(fields, part.fieldname, part.value);
        continue;
      }
      const limit = limits[part.fieldname];
      if (!limit) throw unknownFileField(part.fieldname);
      if (files[part.fieldname]) throw new AppError('BAD_REQUEST');
      files[part.fieldname] = await readFile(part.file, limit);
    }
  } catch (error) {
    if (error instanceof AppError || isClientError(error)) throw error;
    throw new AppError('BAD_REQUEST');
  }
  refuseBadInput(fields);
  return { fields, files };
}

/** Validates only the fields that were sent: a partial change must not reset the others to defaults. */
export function parsePresentFields<S extends z.ZodObject>(
  schema: S,
  body: Record<string, unknown>,
): Partial<z.output<S>> {
  const parsed = parseFields(schema.partial(), body) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(parsed).filter(([key]) => key in body)) as Partial<z.output<S>>;
}
