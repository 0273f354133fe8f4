import { z } from 'zod';

/**
 * One API operation, defined once for both sides (STYLE.md practice 6): the server registers its route
 * from it (server/http/operation.ts), the client calls it (src/sync/operation-client.ts). `path` is
 * relative to the API base and names its parameters Fastify's way (`/album/info-album/:id`).
 */
export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface Operation<
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
  Multipart extends boolean = boolean,
> {
  /** A stable name: the key under which the client keeps the operation's answers locally. */
  id: string;
  method: HttpMethod;
  path: string;
  params: Params | undefined;
  query: Query | undefined;
  body: Body | undefined;
  response: Response;
  /** The body may also travel as multipart form data (a file beside the fields), sent as the form. */
  multipart: Multipart;
}

type Schemas = {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  multipart?: boolean;
};

type Defined<S extends Schemas> = Operation<
  S['params'] extends z.ZodType ? S['params'] : z.ZodUndefined,
  S['query'] extends z.ZodType ? S['query'] : z.ZodUndefined,
  S['body'] extends z.ZodType ? S['body'] : z.ZodUndefined,
  S['response'],
  S['multipart'] extends true ? true : false
>;

export function defineOperation<S extends Schemas>(
  definition: { id: string; method: HttpMethod; path: string } & S,
): Defined<S> {
  return {
    id: definition.id,
    method: definition.method,
    path: definition.path,
    params: definition.params,
    query: definition.query,
    body: definition.body,
    response: definition.response,
    multipart: definition.multipart === true,
  } as Defined<S>;
}

type InputOf<Schema> = Schema extends z.ZodUndefined
  ? never
  : Schema extends z.ZodType
    ? z.input<Schema>
    : never;

/** What a caller passes: only the parts the operation has (`{params, query, body}`). */
export type OperationInput<Op extends Operation> = {
  [Part in 'params' | 'query' | 'body' as InputOf<Op[Part]> extends never ? never : Part]: Part extends 'body'
    ? InputOf<Op[Part]> | (Op['multipart'] extends true ? FormData : never)
    : InputOf<Op[Part]>;
};
export type OperationResponse<Op extends Operation> = z.output<Op['response']>;

/** The path with its `:name` parameters filled in (each encoded). */
export function operationPath(operation: Operation, params: Record<string, unknown> | undefined): string {
  return operation.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null)
      throw new Error(`${operation.id}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The key of one answer of an operation, the same for the same input whatever the key order. */
export function operationKey(operation: Operation, input: object): string {
  const sorted = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(sorted);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value)
          .filter(([, item]) => item !== undefined)
          .sort(([a], [b]) => (a < b ? -1 : 1))
          .map(([key, item]) => [key, sorted(item)]),
      );
    }
    return value;
  };
  return `${operation.id}:${JSON.stringify(sorted(input))}`;
}
