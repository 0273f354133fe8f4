import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Operation } from '../../src/domain/api/operation';

/**
 * Registers a route from an API operation (src/domain/api): its method, path and schemas are the ones
 * the client calls with, so the two sides cannot drift apart.
 */
export interface OperationRouteOptions {
  tags: string[];
  /** Error answers by status (each the shared error body). */
  errors?: Record<number, z.ZodType>;
  consumes?: string[];
  /** A body schema the route documents instead (e.g. JSON or multipart); the handler then parses it. */
  body?: z.ZodType;
  /** The success status; default 200. A handler answering with another status sends it itself. */
  status?: number;
  /** Hooks run before the body is read (a rate limit). */
  onRequest?: onRequestHookHandler;
}

/** What a part's schema leaves (an operation's part is its schema, or undefined when it has none). */
type Parsed<Schema> =
  Exclude<Schema, undefined> extends z.ZodType ? z.output<Exclude<Schema, undefined>> : undefined;

/** The request as the operation's schemas leave it. */
export type OperationRequest<Op extends Operation> = FastifyRequest & {
  params: Parsed<Op['params']>;
  query: Parsed<Op['query']>;
  body: Parsed<Op['body']> | undefined;
};

/** Returns the answer, or the reply once it has sent one itself (`reply.status(201).send(…)`). */
export type OperationHandler<Op extends Operation> = (
  request: OperationRequest<Op>,
  reply: FastifyReply,
) => Promise<z.input<Op['response']> | FastifyReply>;

export function operationRoute<Op extends Operation>(
  app: FastifyInstance,
  operation: Op,
  options: OperationRouteOptions,
  handler: OperationHandler<Op>,
): void {
  const body = options.body ?? operation.body;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: operation.method,
    url: operation.path,
    ...(options.onRequest ? { onRequest: options.onRequest } : {}),
    schema: {
      tags: options.tags,
      ...(options.consumes ? { consumes: options.consumes } : {}),
      ...(operation.params ? { params: operation.params } : {}),
      ...(operation.query ? { querystring: operation.query } : {}),
      ...(body ? { body } : {}),
      response: { [options.status ?? 200]: operation.response, ...options.errors },
    },
    handler: (request, reply) => handler(request as OperationRequest<Op>, reply),
  });
}
