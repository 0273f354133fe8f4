import type { FastifyInstance } from 'fastify';
import { syncPull, syncPush } from '../../src/domain/api/sync';
import { syncCollections, type SyncCollection } from '../../src/domain/sync-protocol';
import type { Db } from '../db/client';
import { AppError } from '../http/errors';
import { operationRoute } from '../http/operation';
import { errorResponses as errors } from '../http/schemas';
import type { OutboxWorker } from '../outbox/worker';
import { requireUser } from '../modules/auth/index';
import type { ReplicatedCollections } from './collections';
import { pullDocuments } from './pull';
import { pushDocuments } from './push';

const isSyncCollection = (name: string): name is SyncCollection =>
  (syncCollections as readonly string[]).includes(name);

/** A collection's name from the path; one that is not a collection is a 404. */
function collectionName(name: string): SyncCollection {
  if (!isSyncCollection(name)) throw new AppError('NOT_FOUND');
  return name;
}

/** GET /api/sync/:collection/pull and POST /api/sync/:collection/push for every replicated collection. */
export async function syncRoutes(
  app: FastifyInstance,
  {
    db,
    outbox,
    collections,
  }: { db: Db; outbox: Pick<OutboxWorker, 'wake'>; collections: ReplicatedCollections },
) {
  const tags = ['sync'];

  operationRoute(app, syncPull, { tags, errors: errors(400, 401, 404) }, async (request) => {
    const user = requireUser(request);
    const collection = collections[collectionName(request.params.collection)];
    return pullDocuments(db, collection, user.id, request.query.checkpoint, request.query.limit);
  });

  operationRoute(app, syncPush, { tags, errors: errors(400, 401, 403, 404) }, async (request) => {
    const user = requireUser(request);
    const name = collectionName(request.params.collection);
    const collection = collections[name];
    // A pull-only collection changes through its module's commands only.
    if (collection.pullOnly) throw new AppError('BAD_REQUEST', 'sync.unknownDocument');
    const outcome = await pushDocuments(db, collection, user, request.body!.rows);
    // The push wrote its `sync` hints to the outbox: delivered now, before the answer.
    if (outcome.written.length > 0) await outbox.wake();
    return outcome.conflicts;
  });
}
