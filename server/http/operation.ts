import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
  /** The success status; default 200. */
  status?: number;
}

type Parsed<Schema> = Schema extends z.ZodType ? z.output<Schema> : undefined;

/** The request as the operation's schemas leave it. */
export type OperationRequest<Op extends Operation> = FastifyRequest & {
  params: Parsed<Op['params']>;
  query: Parsed<Op['query']>;
  body: Parsed<Op['body']> | undefined;
};

export type OperationHandler<Op extends Operation> = (
  request: OperationRequest<Op>,
  reply: FastifyReply,
) => Promise<z.input<Op['response']>>;

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
