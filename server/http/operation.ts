import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { BodyKind, Operation } from '../../src/domain/api/operation';
import { errorSchema } from './schemas';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The operation a route was registered from (`operationRoute`). */
    operationId?: string;
  }
}

export interface OperationRouteOptions {
  tags: string[];
  /** Error answers by status (each the shared error body). */
  errors?: Record<number, z.ZodType>;
  /** Answers besides the success and the errors (a 304, a 206), by status. */
  answers?: Record<number, z.ZodType>;
  /**
   * The body schema the route documents and checks instead of the operation's: a form's fields (a
   * multipart body is no JSON body, so it accepts none), or a JSON change the handler parses itself.
   */
  body?: z.ZodType;
  /** The success status; default 200. A handler answering with another status sends it itself. */
  status?: number;
  /** Hooks run before the body is read (a rate limit). */
  onRequest?: onRequestHookHandler;
}

/** What a part's schema leaves (an operation's part is its schema, or undefined when it has none). */
type Parsed<Schema> =
  Exclude<Schema, undefined> extends z.ZodType ? z.output<Exclude<Schema, undefined>> : undefined;

/** The request as the operation's schemas leave it (the body as the route's own body schema, if any). */
export type OperationRequest<
  Op extends Operation,
  Body extends z.ZodType | undefined = undefined,
> = FastifyRequest & {
  params: Parsed<Op['params']>;
  query: Parsed<Op['query']>;
  body: Body extends z.ZodType ? z.output<Body> : Parsed<Op['body']> | undefined;
};

/**
 * Returns the answer, or the reply once it has sent one itself (`reply.status(201).send(…)`); a bytes
 * answer is always sent on the reply (a stored file, a stream).
 */
export type OperationHandler<Op extends Operation, Body extends z.ZodType | undefined = undefined> = (
  request: OperationRequest<Op, Body>,
  reply: FastifyReply,
) => Promise<Op['answer'] extends 'bytes' ? FastifyReply : z.input<Op['response']> | FastifyReply>;

const consumedTypes: Record<Exclude<BodyKind, 'json'>, string[]> = {
  multipart: ['multipart/form-data'],
  jsonOrMultipart: ['application/json', 'multipart/form-data'],
};

/** The JSON body the route checks: none for a form only; a form's request has none, so either kind may omit it. */
function jsonBody(operation: Operation): z.ZodType | undefined {
  if (operation.bodyKind === 'multipart') return undefined;
  return operation.bodyKind === 'jsonOrMultipart' ? operation.body?.optional() : operation.body;
}

/** The success answer's schema: JSON by the response schema, or bytes of each content type. */
function successSchema(operation: Operation) {
  if (operation.answer === 'json') return operation.response;
  const content = Object.fromEntries(
    operation.contentTypes.map((type) => [type, { schema: operation.response }]),
  );
  return { description: "The file's bytes", content };
}

/** The security schemes of the API reference: the access cookie and the acting profile's header. */
export const securitySchemeNames = { session: 'accessCookie', profile: 'userProfile' } as const;

/**
 * The security requirement of an operation: the access cookie when it needs a session, and the profile
 * header on every mutating request (server/http/guards.ts); none for a public read.
 */
export function operationSecurity(operation: Operation): Record<string, string[]>[] {
  const schemes = [
    ...(operation.access === 'session' ? [securitySchemeNames.session] : []),
    ...(operation.method === 'GET' ? [] : [securitySchemeNames.profile]),
  ];
  return schemes.length === 0 ? [] : [Object.fromEntries(schemes.map((name) => [name, []]))];
}

/**
 * The error answers every route of its kind can give, besides the route's own: 400 when it takes input
 * (validation), 401 when it needs a session, 403 on any route (a profile header naming a role the
 * session does not hold, server/modules/auth/session.ts; a mutating request without the header or from
 * another site, server/http/guards.ts), 413 for a body over the size limit.
 */
function commonErrors(operation: Operation, body: z.ZodType | undefined): number[] {
  const input = operation.params || operation.query || operation.body || body;
  return [
    ...(input ? [400] : []),
    ...(operation.access === 'session' ? [401] : []),
    403,
    ...(operation.body || body ? [413] : []),
  ];
}

/**
 * Registers a route from an API operation (src/domain/api): its method, path and schemas are the ones
 * the client calls with, so the two sides cannot drift apart. The route's config names the operation
 * (`operationId`), so a test can tell such routes from hand-registered ones.
 */
export function operationRoute<Op extends Operation, Body extends z.ZodType | undefined = undefined>(
  app: FastifyInstance,
  operation: Op,
  options: OperationRouteOptions & { body?: Body },
  handler: OperationHandler<Op, Body>,
): void {
  const body = options.body ?? jsonBody(operation);
  app.withTypeProvider<ZodTypeProvider>().route({
    method: operation.method,
    url: operation.path,
    config: { operationId: operation.id },
    ...(options.onRequest ? { onRequest: options.onRequest } : {}),
    schema: {
      operationId: operation.id,
      summary: operation.summary,
      tags: options.tags,
      security: operationSecurity(operation),
      ...(operation.bodyKind === 'json' ? {} : { consumes: consumedTypes[operation.bodyKind] }),
      ...(operation.params ? { params: operation.params } : {}),
      ...(operation.query ? { querystring: operation.query } : {}),
      ...(body ? { body } : {}),
      response: {
        [options.status ?? 200]: successSchema(operation),
        ...options.answers,
        ...Object.fromEntries(commonErrors(operation, body).map((status) => [status, errorSchema])),
        ...options.errors,
      },
    },
    handler: (request, reply) => handler(request as OperationRequest<Op, Body>, reply),
  });
}
