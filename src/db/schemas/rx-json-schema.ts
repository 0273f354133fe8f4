import type { RxJsonSchema } from 'rxdb';
import type { DocumentJsonSchema } from '../../domain/document-schema';

/**
 * A collection's RxDB schema from the JSON schema src/domain derives from the document's zod schema
 * (`toDocumentJsonSchema`). The JSON is already the shape RxDB reads; only its TypeScript type is RxDB's.
 */
export function toRxJsonSchema<Doc>(json: DocumentJsonSchema<Doc>): RxJsonSchema<Doc> {
  return json as unknown as RxJsonSchema<Doc>;
}
