import { z } from 'zod';
import type { OperationRoute } from './operation-path';

export { operationPath, operationUrl } from './operation-path';
export { operationKey } from './operation-key';

/**
 * One API operation, defined once for both sides (STYLE.md practice 6): the server registers its route
 * from it (server/http/operation.ts), the client calls it (src/sync/operation-client.ts). `path` is
 * relative to the API base and names its parameters Fastify's way (`/album/info-album/:id`).
 */
export type HttpMethod = OperationRoute['method'];

/**
 * How the body travels: JSON (`json`), only as multipart form data (`multipart`: fields and files, sent as
 * the form), or either (`jsonOrMultipart`: JSON, or the form when a file goes along).
 */
export type BodyKind = 'json' | 'multipart' | 'jsonOrMultipart';

/** What the answer is: JSON read by the response schema, or the bytes of a file (audio, an image). */
export type AnswerKind = 'json' | 'bytes';

/**
 * Who may call an operation: anyone (`public`), or a signed-in session (`session`: the access cookie). A
 * mutating request also names the acting profile (x-user-profile) either way (docs/design.md §5).
 */
export type Access = 'public' | 'session';

/** The response schema of a bytes answer, for the reference: a binary string of the operation's content types. */
export const bytesAnswer = z.string().meta({ format: 'binary' });

export interface Operation<
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
  Kind extends BodyKind = BodyKind,
  Answer extends AnswerKind = AnswerKind,
> {
  /**
   * A stable name: the key under which the client keeps the operation's answers locally, and the
   * operationId of the API reference.
   */
  id: string;
  method: HttpMethod;
  path: string;
  /** What the operation does, in a short English phrase: its summary in the API reference. */
  summary: string;
  access: Access;
  params: Params | undefined;
  query: Query | undefined;
  body: Body | undefined;
  response: Response;
  bodyKind: Kind;
  answer: Answer;
  /** The answer's content types: `application/json`, or those a bytes answer may have. */
  contentTypes: readonly string[];
}

/** An operation answering JSON: the ones a client calls and reads (`callOperation`). */
export type JsonOperation = Operation<z.ZodType, z.ZodType, z.ZodType, z.ZodType, BodyKind, 'json'>;

type Schemas = {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  bodyKind?: BodyKind;
} & (
  | { response: z.ZodType; bytes?: undefined }
  /** A bytes answer names its content types instead of a response schema. */
  | { bytes: readonly [string, ...string[]]; response?: undefined }
);

type Defined<S extends Schemas> = Operation<
  S['params'] extends z.ZodType ? S['params'] : z.ZodUndefined,
  S['query'] extends z.ZodType ? S['query'] : z.ZodUndefined,
  S['body'] extends z.ZodType ? S['body'] : z.ZodUndefined,
  S['response'] extends z.ZodType ? S['response'] : typeof bytesAnswer,
  S['bodyKind'] extends BodyKind ? S['bodyKind'] : 'json',
  S['bytes'] extends readonly string[] ? 'bytes' : 'json'
>;

export function defineOperation<S extends Schemas>(
  definition: { id: string; method: HttpMethod; path: string; summary: string; access: Access } & S,
): Defined<S> {
  const operation: Operation = {
    id: definition.id,
    method: definition.method,
    path: definition.path,
    summary: definition.summary,
    access: definition.access,
    params: definition.params,
    query: definition.query,
    body: definition.body,
    response: definition.response ?? bytesAnswer,
    bodyKind: definition.bodyKind ?? 'json',
    answer: definition.bytes ? 'bytes' : 'json',
    contentTypes: definition.bytes ?? ['application/json'],
  };
  return operation as Defined<S>;
}

type InputOf<Schema> = Schema extends z.ZodUndefined
  ? never
  : Schema extends z.ZodType
    ? z.input<Schema>
    : never;

/** The body a caller passes: the schema's input as JSON, the form itself, or either. */
type BodyOf<Op extends Operation> = Op['bodyKind'] extends 'multipart'
  ? FormData
  : Op['bodyKind'] extends 'jsonOrMultipart'
    ? InputOf<Op['body']> | FormData
    : InputOf<Op['body']>;

/** What a caller passes: only the parts the operation has (`{params, query, body}`). */
export type OperationInput<Op extends Operation> = {
  [Part in 'params' | 'query' | 'body' as InputOf<Op[Part]> extends never ? never : Part]: Part extends 'body'
    ? BodyOf<Op>
    : InputOf<Op[Part]>;
};
export type OperationResponse<Op extends Operation> = z.output<Op['response']>;
