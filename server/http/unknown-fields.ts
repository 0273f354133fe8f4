import { z } from 'zod';

/** A value's path in a request part, as its keys (`['lines', '0', 'price']`). */
export type FieldPath = string[];

/** An object that names fields the schema does not know, and those fields. */
export interface UnknownFields {
  path: FieldPath;
  keys: string[];
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether an object schema lets other keys through on purpose (`z.looseObject`, a `catchall`). */
function acceptsOtherKeys(schema: z.ZodObject): boolean {
  const catchall = schema._zod.def.catchall;
  return catchall !== undefined && !(catchall instanceof z.ZodNever);
}

function objectFields(schema: z.ZodObject, value: unknown, path: FieldPath): UnknownFields[] {
  if (!isPlainObject(value)) return [];
  const shape = schema.shape as Record<string, z.ZodType>;
  const found: UnknownFields[] = [];
  const unknown = Object.keys(value).filter((key) => !Object.hasOwn(shape, key));
  if (unknown.length > 0 && !acceptsOtherKeys(schema)) found.push({ path, keys: unknown });
  for (const [key, field] of Object.entries(shape))
    if (Object.hasOwn(value, key)) found.push(...unknownFields(field, value[key], [...path, key]));
  return found;
}

/**
 * A union's value is judged by the options it is valid for: none of its fields is unknown when one of
 * them knows them all; otherwise the first such option names the unknown ones.
 */
function unionFields(options: readonly z.ZodType[], value: unknown, path: FieldPath): UnknownFields[] {
  let first: UnknownFields[] | undefined;
  for (const option of options) {
    if (!option.safeParse(value).success) continue;
    const found = unknownFields(option, value, path);
    if (found.length === 0) return [];
    first ??= found;
  }
  return first ?? [];
}

function arrayFields(element: z.ZodType, value: unknown, path: FieldPath): UnknownFields[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item, index) => unknownFields(element, item, [...path, String(index)]));
}

function recordFields(valueType: z.ZodType, value: unknown, path: FieldPath): UnknownFields[] {
  if (!isPlainObject(value)) return [];
  return Object.entries(value).flatMap(([key, item]) => unknownFields(valueType, item, [...path, key]));
}

/** The schema a wrapper checks its value with, for the wrappers that hand the value on unchanged. */
function innerSchema(schema: z.ZodType): z.ZodType | undefined {
  if (
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodDefault ||
    schema instanceof z.ZodPrefault ||
    schema instanceof z.ZodNonOptional ||
    schema instanceof z.ZodReadonly ||
    schema instanceof z.ZodCatch
  )
    return schema.unwrap() as z.ZodType;
  if (schema instanceof z.ZodLazy) return schema.unwrap() as z.ZodType;
  // A pipe's input side reads the value as sent; a preprocess changes it first, so it is not followed.
  if (schema instanceof z.ZodPipe && !(schema.in instanceof z.ZodTransform)) return schema.in as z.ZodType;
  return undefined;
}

/**
 * The fields of a request part its schema does not know (issue 24 §6): zod drops them silently, so a
 * client's typo (`url` for `referenceUrl`) would be lost data. Objects that take other keys on purpose
 * (`z.looseObject`, records) are left alone, and so is what a preprocess reshapes or an intersection
 * (none in src/domain) joins. Called on a value the
 * schema has accepted.
 */
export function unknownFields(schema: z.ZodType, value: unknown, path: FieldPath = []): UnknownFields[] {
  if (schema instanceof z.ZodObject) return objectFields(schema, value, path);
  if (schema instanceof z.ZodUnion) return unionFields(schema.options as z.ZodType[], value, path);
  if (schema instanceof z.ZodArray) return arrayFields(schema.element as z.ZodType, value, path);
  if (schema instanceof z.ZodRecord) return recordFields(schema.valueType as z.ZodType, value, path);
  const inner = innerSchema(schema);
  return inner ? unknownFields(inner, value, path) : [];
}
