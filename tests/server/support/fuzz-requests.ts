import fc from 'fast-check';
import { bodyValue, fieldValue, type IdsFor, type JsonSchema } from './fuzz-inputs';

/** One operation of the API reference (/api/docs/json), as the fuzz suite reads it. */
export interface ReferenceOperation {
  operationId: string;
  method: string;
  /** The documented path, parameters in braces (`/api/order/propose/{orderId}`). */
  path: string;
  parameters: { in: 'path' | 'query'; name: string; required?: boolean; schema: JsonSchema }[];
  /** The JSON body's schema, when it takes JSON. */
  json?: JsonSchema;
  /** The form's schema, when it takes only multipart form data. */
  form?: JsonSchema;
}

interface ReferenceDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        operationId: string;
        parameters?: ReferenceOperation['parameters'];
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
      }
    >
  >;
}

/** Every operation the reference documents. */
export function referenceOperations(reference: ReferenceDocument): ReferenceOperation[] {
  return Object.entries(reference.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, entry]) => {
      const content = entry.requestBody?.content ?? {};
      const json = content['application/json']?.schema;
      const form = json ? undefined : content['multipart/form-data']?.schema;
      return {
        operationId: entry.operationId,
        method: method.toUpperCase(),
        path,
        parameters: entry.parameters ?? [],
        ...(json ? { json } : {}),
        ...(form ? { form } : {}),
      };
    }),
  );
}

/** A request as `app.inject` takes it. */
export interface FuzzRequest {
  url: string;
  payload?: string;
  contentType?: string;
}

/** Path values no handler should choke on: NUL, broken escapes and UTF-8, traversal, huge, numbers. */
const badPathValues = [
  '%00',
  '%ED%A0%80',
  '%',
  '%E0%A4%A',
  '..%2F..%2Fetc%2Fpasswd',
  'x'.repeat(5_000),
  '0',
  '-1',
  '1e400',
  '00000000-0000-0000-0000-000000000000',
  encodeURIComponent('🎵 ü'),
  'null',
];

/** Query additions a hand-typed address might carry: a bare key, a broken escape, a repeated key. */
const queryJunk = ['', '', '', '&%', '&a=%E0%A4%A', '&page=1&page=2', '&=', '&limit'];

const asText = (value: unknown): string[] => {
  if (Array.isArray(value))
    return value.map((item) => (typeof item === 'string' ? item : JSON.stringify(item)));
  if (typeof value === 'string') return [value];
  return [value === undefined ? '' : JSON.stringify(value)];
};

function pathArbitrary(op: ReferenceOperation, ids: IdsFor): fc.Arbitrary<string> {
  const params = op.parameters.filter((parameter) => parameter.in === 'path');
  const values = params.map(({ name }) => {
    const real = ids(name).map(encodeURIComponent);
    return real.length > 0
      ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...real) }, fc.constantFrom(...badPathValues))
      : fc.oneof(fc.uuid(), fc.constantFrom(...badPathValues));
  });
  return fc
    .tuple(...values)
    .map((chosen) =>
      params.reduce((path, { name }, index) => path.replace(`{${name}}`, chosen[index]!), op.path),
    );
}

function queryArbitrary(op: ReferenceOperation, ids: IdsFor): fc.Arbitrary<string> {
  const params = op.parameters.filter((parameter) => parameter.in === 'query');
  const model = Object.fromEntries(
    params.map(({ name, schema }) => [name, fieldValue(schema, ids, 0, name)]),
  );
  const required = params.filter((parameter) => parameter.required).map(({ name }) => name);
  return fc
    .tuple(fc.record(model, { requiredKeys: required }), fc.constantFrom(...queryJunk))
    .map(([values, junk]) => {
      const search = new URLSearchParams();
      for (const [name, value] of Object.entries(values))
        for (const text of asText(value)) search.append(name, text);
      const query = `${search.toString()}${junk}`;
      return query ? `?${query}` : '';
    });
}

const BOUNDARY = '----cueline-fuzz';

/** Text fields as multipart form data (no files: the media an upload would process is left out). */
export function formPayload(value: unknown): string {
  const fields = typeof value === 'object' && value !== null && !Array.isArray(value) ? value : { value };
  const parts = Object.entries(fields).flatMap(([name, inner]) =>
    asText(inner).map(
      (text) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${text}\r\n`,
    ),
  );
  return `${parts.join('')}--${BOUNDARY}--\r\n`;
}

/** The content type of `formPayload`'s bodies. */
export const FORM_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

function bodyArbitrary(op: ReferenceOperation, ids: IdsFor) {
  if (op.json)
    return bodyValue(op.json, ids).map((value) => ({
      payload: JSON.stringify(value),
      contentType: 'application/json',
    }));
  if (op.form)
    return bodyValue(op.form, ids).map((value) => ({
      payload: formPayload(value),
      contentType: FORM_TYPE,
    }));
  // No body documented: mostly none, sometimes one it must ignore.
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant({}) },
    fc.constant({ payload: '{"url":"x"}', contentType: 'application/json' }),
  );
}

/**
 * Requests for one operation: real ids or bad values in the path, good and bad query values, and a body
 * of good and bad fields (tests/server/support/fuzz-inputs.ts).
 */
export function requestArbitrary(op: ReferenceOperation, ids: IdsFor): fc.Arbitrary<FuzzRequest> {
  return fc
    .tuple(pathArbitrary(op, ids), queryArbitrary(op, ids), bodyArbitrary(op, ids))
    .map(([path, query, body]) => ({ url: `${path}${query}`, ...body }));
}
