import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pullQuerySchema, pushBodySchema, type SyncCollection } from '../../src/domain/sync-protocol';
import { AppError } from '../http/errors';
import { requireUser } from '../modules/auth/session';
import type { ModuleDeps } from '../modules/index';
import { pullDocuments } from './pull';
import { pushDocuments, type PushOutcome } from './push';
import { findReplicatedCollection } from './registry';

const params = z.object({ collection: z.string().max(64) });

function collectionOf(name: string) {
  const collection = findReplicatedCollection(name);
  if (!collection) throw new AppError('NOT_FOUND');
  return collection;
}

/** Tells every affected user the highest seq written for them. */
function sendHints(app: FastifyInstance, collection: string, written: PushOutcome['written']) {
  const latest = new Map<string, number>();
  for (const { seq, audience } of written) {
    for (const userId of audience) latest.set(userId, Math.max(seq, latest.get(userId) ?? 0));
  }
  for (const [userId, seq] of latest) app.realtime.syncHint([userId], { collection: collection as SyncCollection, seq });
}

/** GET /api/sync/:collection/pull and POST /api/sync/:collection/push for every replicated collection. */
export async function syncRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;

  api.get(
    '/sync/:collection/pull',
    { schema: { tags: ['sync'], params, querystring: pullQuerySchema } },
    async (request) => {
      const user = requireUser(request);
      const collection = collectionOf(request.params.collection);
      return pullDocuments(db, collection, user.id, request.query.checkpoint, request.query.limit);
    },
  );

  api.post(
    '/sync/:collection/push',
    { schema: { tags: ['sync'], params, body: pushBodySchema } },
    async (request) => {
      const user = requireUser(request);
      const collection = collectionOf(request.params.collection);
      const outcome = await pushDocuments(db, collection, user, request.body.rows);
      sendHints(app, collection.name, outcome.written);
      return outcome.conflicts;
    },
  );
}
