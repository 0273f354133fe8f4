import { z } from 'zod';

/**
 * One zod schema per local collection gives both the wire document type (`z.infer`) and the JSON schema
 * the local database stores (docs/decisions/0007-collection-budget.md). RxDB accepts a narrower JSON
 * schema than zod emits: nullable fields as a list of types rather than `anyOf`, no regex patterns
 * (they are checked where the document is made, and RxDB would hash them into the schema), no
 * `additionalProperties` below the top level.
 */
export type JsonSchemaNode = {
  type?: string | string[];
  properties?: Record<string, JsonSchemaNode>;
  required?: string[];
  items?: JsonSchemaNode;
  enum?: unknown[];
  [keyword: string]: unknown;
};

interface DocumentSchemaOptions<Doc> {
  /** The collection's name, stored as the schema's title. */
  title: string;
  /** Bump with a migration strategy whenever the derived schema changes meaning. */
  version: number;
  primaryKey: keyof Doc & string;
  /** Indexed fields must be required, and strings among them need `maxLength` (Dexie storage). */
  indexes?: ((keyof Doc & string) | (keyof Doc & string)[])[];
}

export interface DocumentJsonSchema<Doc> extends JsonSchemaNode {
  title: string;
  version: number;
  primaryKey: keyof Doc & string;
  type: 'object';
  properties: Record<string, JsonSchemaNode>;
  required: string[];
  indexes: ((keyof Doc & string) | (keyof Doc & string)[])[];
  additionalProperties: false;
}

/** Keywords that survive the conversion; anything else zod emits is dropped. */
const kept = new Set([
  'type',
  'properties',
  'required',
  'items',
  'enum',
  'format',
  'maxLength',
  'minimum',
  'maximum',
  'maxItems',
  'minItems',
]);

const isNullType = (node: JsonSchemaNode) => node.type === 'null' && Object.keys(node).length === 1;

/** `anyOf: [X, {type: 'null'}]` → X with 'null' added to its type (and to its enum, when it has one). */
function mergeNullable(options: JsonSchemaNode[]): JsonSchemaNode {
  const others = options.filter((option) => !isNullType(option));
  if (others.length !== 1 || others.length === options.length)
    throw new Error('Only `T | null` unions can be stored locally');
  const node = convertNode(others[0]!);
  const types = Array.isArray(node.type) ? node.type : [node.type!];
  return { ...node, type: [...types, 'null'], ...(node.enum ? { enum: [...node.enum, null] } : {}) };
}

function convertNode(node: JsonSchemaNode): JsonSchemaNode {
  if (Array.isArray(node.anyOf)) return mergeNullable(node.anyOf as JsonSchemaNode[]);
  const result: JsonSchemaNode = {};
  for (const [keyword, value] of Object.entries(node)) {
    if (!kept.has(keyword)) continue;
    if (keyword === 'properties') {
      const properties = value as Record<string, JsonSchemaNode>;
      result.properties = Object.fromEntries(
        Object.entries(properties).map(([name, child]) => [name, convertNode(child)]),
      );
    } else if (keyword === 'items') result.items = convertNode(value as JsonSchemaNode);
    else result[keyword] = value;
  }
  return result;
}

/** The local JSON schema of a collection, derived from the zod schema of its document. */
export function toDocumentJsonSchema<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
  options: DocumentSchemaOptions<z.output<z.ZodObject<Shape>>>,
): DocumentJsonSchema<z.output<z.ZodObject<Shape>>> {
  const root = convertNode(z.toJSONSchema(schema, { io: 'output' }) as JsonSchemaNode);
  return {
    title: options.title,
    version: options.version,
    primaryKey: options.primaryKey,
    type: 'object',
    properties: root.properties ?? {},
    required: root.required ?? [],
    indexes: options.indexes ?? [],
    additionalProperties: false,
  };
}
