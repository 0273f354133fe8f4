import type { RxJsonSchema } from 'rxdb';
import type { z } from 'zod';
import { toDocumentJsonSchema, type DocumentSchemaOptions } from '../../domain/document-schema';

/**
 * A collection's RxDB schema from the zod schema of its document (src/domain). The JSON the domain
 * derives is the shape RxDB reads; only its TypeScript type is RxDB's own.
 */
export function toRxJsonSchema<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
  options: DocumentSchemaOptions<z.output<z.ZodObject<Shape>>>,
): RxJsonSchema<z.output<z.ZodObject<Shape>>> {
  return toDocumentJsonSchema(schema, options) as unknown as RxJsonSchema<z.output<z.ZodObject<Shape>>>;
}
