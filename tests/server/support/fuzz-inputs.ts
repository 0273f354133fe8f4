import fc from 'fast-check';

/** The part of JSON Schema the API reference uses (what zod's JSON Schema output writes). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
  pattern?: string;
  additionalProperties?: boolean | JsonSchema;
}

/**
 * The real ids a field or parameter may carry, by its name (`orderId`, `entryIds`); [] for none known,
 * every id for `*` (any uuid field).
 */
export type IdsFor = (name: string) => readonly string[];

/**
 * Good values of text fields whose schema says no more than "string" (a refinement checks them): by the
 * field's name, so a request gets past validation into the handler.
 */
const textHints: Record<string, string[]> = {
  duration: ['01:30:00', '00:00:30'],
  start: ['00:01:00'],
  end: ['00:02:00'],
  timeIn: ['00:01:00'],
  timeOut: ['00:02:00'],
  referenceUrl: ['https://example.com/reference'],
  url: ['https://example.com/'],
  phone: ['+79991234567', ''],
  tin: ['7707083893', '7736207543'],
  bik: ['044525225'],
  corrAccount: ['30101810400000000225'],
  account: ['40702810938000000001'],
  completionDate: ['2026-03-01', ''],
  releaseDate: ['2026-03-01'],
  from: ['2026-03-01'],
  to: ['2026-03-31'],
  code: ['123456'],
  sha256: ['0'.repeat(64)],
  password: ['correct-horse-battery'],
  newPassword: ['correct-horse-battery'],
  isrc: ['RU-A1B-25-00001'],
};

/** How much a generated value may hold: strings and arrays stay small unless a bound asks for more. */
const SMALL = 12;
export const HUGE_TEXT = 'x'.repeat(200_000);
const NUL = 'nul\u0000here';
/** Text a database, a parser or a renderer may trip on: unicode planes, a lone surrogate, RTL, SQL, paths. */
const awkwardText = [
  '',
  ' ',
  NUL,
  '\ud800',
  '🎵💥',
  'e\u0301\u200b\u202eRTL',
  "' OR 1=1 --",
  '../../etc/passwd',
  '%00',
  '<script>alert(1)</script>',
  '2026-13-45',
  '2026-02-30',
  '0000-00-00',
  '1e400',
  'NaN',
  '-0',
];
/** Values of the wrong type for any field. */
const wrongTypes: unknown[] = [null, true, false, 0, -1, 1.5, 1e13, -1e13, 2 ** 63, '', 'x', [], {}, [null]];

/** A value nested `levels` deep (objects and arrays in turn). */
export function deeplyNested(levels: number): unknown {
  let value: unknown = 'leaf';
  for (let level = 0; level < levels; level += 1) value = level % 2 ? [value] : { a: value };
  return value;
}

const typesOf = (schema: JsonSchema): string[] =>
  Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];

function stringLike(schema: JsonSchema, ids: IdsFor, name: string): fc.Arbitrary<string> {
  const real = ids(name).length > 0 ? ids(name) : schema.format === 'uuid' ? ids('*') : [];
  if (real.length > 0) return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...real) }, fc.uuid());
  if (schema.format === 'uuid') return fc.uuid();
  const hints = textHints[name];
  if (hints)
    return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...hints) }, fc.string({ maxLength: SMALL }));
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern));
    } catch {
      // A pattern JavaScript cannot read: any string instead.
    }
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? SMALL, SMALL));
  const bounds = [minLength, schema.maxLength].filter((n): n is number => n !== undefined && n <= 5_000);
  return fc.oneof(
    { weight: 4, arbitrary: fc.string({ minLength, maxLength }) },
    { weight: 1, arbitrary: fc.constantFrom(...bounds, minLength).map((n) => 'a'.repeat(n)) },
  );
}

function numberLike(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = Math.max(schema.minimum ?? schema.exclusiveMinimum ?? -1e6, Number.MIN_SAFE_INTEGER);
  const max = Math.min(schema.maximum ?? schema.exclusiveMaximum ?? 1e6, Number.MAX_SAFE_INTEGER);
  const edges = fc.constantFrom(min, max);
  const inside = integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  return fc.oneof({ weight: 3, arbitrary: inside }, { weight: 1, arbitrary: edges });
}

/**
 * A value the schema accepts, or close to it: strings within their bounds or of their pattern, numbers
 * within theirs and on them, the real ids (`ids`) for uuid fields so handlers reach their logic.
 */
export function goodValue(schema: JsonSchema, ids: IdsFor, depth = 0, name = ''): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return fc.oneof(...options.map((option) => goodValue(option, ids, depth, name)));
  if (schema.allOf?.length) return goodValue(schema.allOf[0]!, ids, depth, name);
  const types = typesOf(schema);
  if (types.length > 1)
    return fc.oneof(...types.map((type) => goodValue({ ...schema, type }, ids, depth, name)));
  switch (types[0]) {
    case 'string':
      return stringLike(schema, ids, name);
    case 'integer':
    case 'number':
      return numberLike(schema, types[0] === 'integer');
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 3, 3));
      return fc.array(goodValue(schema.items ?? {}, ids, depth + 1, name), { minLength, maxLength });
    }
    case 'object':
      return objectValue(schema, ids, depth, () => goodValue);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Values just outside the schema: bounds ± 1, huge and empty, NUL and awkward unicode, wrong types. */
export function badValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const near: unknown[] = [...wrongTypes, ...awkwardText, deeplyNested(40)];
  for (const bound of [schema.minimum, schema.maximum, schema.exclusiveMinimum, schema.exclusiveMaximum])
    if (bound !== undefined) near.push(bound - 1, bound + 1, bound + 0.5, String(bound + 1));
  if (schema.minLength !== undefined && schema.minLength > 0) near.push('a'.repeat(schema.minLength - 1));
  if (schema.maxLength !== undefined) near.push('a'.repeat(Math.min(schema.maxLength + 1, 300_000)));
  if (schema.maxItems !== undefined) near.push(Array.from({ length: schema.maxItems + 1 }, () => 'a'));
  if (schema.minItems) near.push([]);
  near.push(
    HUGE_TEXT,
    Array.from({ length: 2_000 }, (_, index) => index),
  );
  return fc.constantFrom(...near);
}

/** A field's value: mostly good, sometimes bad, so one request mixes both. */
export const fieldValue = (schema: JsonSchema, ids: IdsFor, depth = 0, name = '') =>
  fc.oneof(
    { weight: 6, arbitrary: goodValue(schema, ids, depth, name) },
    { weight: 1, arbitrary: badValue(schema) },
  );

function objectValue(
  schema: JsonSchema,
  ids: IdsFor,
  depth: number,
  field: () => (schema: JsonSchema, ids: IdsFor, depth: number, name: string) => fc.Arbitrary<unknown>,
): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  if (depth > 3 || Object.keys(properties).length === 0) return fc.constant({});
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, inner]) => [key, field()(inner, ids, depth + 1, key)]),
  );
  return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in model) });
}

/** An object of good fields but one, which is bad. */
function oneBadField(schema: JsonSchema, ids: IdsFor): fc.Arbitrary<unknown> {
  const keys = Object.keys(schema.properties ?? {});
  if (keys.length === 0) return badValue(schema);
  return fc.constantFrom(...keys).chain((bad) =>
    fc.tuple(goodValue(schema, ids), badValue(schema.properties![bad]!)).map(([value, wrong]) => ({
      ...(value as Record<string, unknown>),
      [bad]: wrong,
    })),
  );
}

/** The value with a NUL character in each of its strings (PostgreSQL stores none: issue 24 §5). */
export function withNul(value: unknown): unknown {
  if (typeof value === 'string') return `${value}\u0000`;
  if (Array.isArray(value)) return value.map(withNul);
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withNul(inner)]));
  return value;
}

/**
 * A whole body: one the schema accepts (so the handler's own logic runs), one with a single bad field,
 * one with fields good and bad, one with an unknown field (`url`), one with NUL in every string, or something that is no such object
 * at all (null, an array, a deep value, `{}`).
 */
export function bodyValue(schema: JsonSchema, ids: IdsFor): fc.Arbitrary<unknown> {
  const isObject = typesOf(schema).includes('object') && schema.properties !== undefined;
  const withUnknown = goodValue(schema, ids).map((value) =>
    typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...value, url: 'x' } : value,
  );
  return fc.oneof(
    { weight: 5, arbitrary: goodValue(schema, ids) },
    { weight: 3, arbitrary: isObject ? oneBadField(schema, ids) : fieldValue(schema, ids) },
    { weight: 1, arbitrary: isObject ? objectValue(schema, ids, 0, () => fieldValue) : badValue(schema) },
    { weight: 1, arbitrary: withUnknown },
    { weight: 1, arbitrary: goodValue(schema, ids).map(withNul) },
    { weight: 1, arbitrary: fc.constantFrom<unknown>(null, [], {}, 'text', 0, deeplyNested(40)) },
  );
}
