import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase } from '../../db/client';
import type { ModuleDeps } from '../index';

export async function systemRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/health',
    { schema: { tags: ['system'], response: { 200: z.object({ status: z.literal('ok') }), 503: z.object({ status: z.literal('unavailable') }) } } },
    async (_request, reply) =>
      (await pingDatabase(deps.database.db))
        ? { status: 'ok' as const }
        : reply.status(503).send({ status: 'unavailable' as const }),
  );
  api.get(
    '/system/version',
    { schema: { tags: ['system'], response: { 200: z.object({ version: z.string() }) } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { version: deps.config.version };
    },
  );
}
