import type { RxJsonSchema } from 'rxdb';
import type { DocumentJsonSchema } from '../../domain/document-schema';

/** A collection's JSON schema as ./collection-schemas.generated.ts holds it (plain JSON, made ahead). */
export type CollectionJsonSchema = DocumentJsonSchema<Record<string, unknown>>;

/**
 * A collection's RxDB schema from the JSON schema made ahead from the document's zod schema
 * (./derive.ts, docs/decisions/0027-collection-schemas-made-ahead.md). The JSON is already the shape
 * RxDB reads; only its TypeScript type is RxDB's.
 */
export function toRxJsonSchema<Doc>(json: CollectionJsonSchema): RxJsonSchema<Doc> {
  return json as unknown as RxJsonSchema<Doc>;
}
