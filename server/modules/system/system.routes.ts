import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { demoAccounts, health, systemVersion } from '../../../src/domain/api/system';
import { demoSignInList } from '../../demo/demo-accounts';
import { pingDatabase } from '../../db/client';
import { operationRoute } from '../../http/operation';
import type { ModuleDeps } from '../../deps';

const unavailable = z.object({ status: z.literal('unavailable') });

export async function systemRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const tags = ['system'];
  operationRoute(app, health, { tags, errors: { 503: unavailable } }, async (_request, reply) =>
    (await pingDatabase(deps.database.db))
      ? { status: 'ok' as const }
      : reply.status(503).send({ status: 'unavailable' as const }),
  );
  operationRoute(app, systemVersion, { tags }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return { version: deps.config.version };
  });
  // Only while the demo is on: a real deployment never lists accounts on its sign-in page.
  operationRoute(app, demoAccounts, { tags }, async () => ({
    accounts: deps.config.demo ? demoSignInList : [],
  }));
}
