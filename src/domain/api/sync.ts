import { z } from 'zod';
import { pullQuerySchema, pullResponseSchema, pushBodySchema, pushResponseSchema } from '../sync-protocol';
import { defineOperation } from './operation';

/**
 * Replication (docs/design.md §7, src/sync/SPEC.md): pull and push of one replicated collection. A name
 * that is not a collection is the server's 404.
 */
const collectionParams = z.object({ collection: z.string().max(64) });

export const syncPull = defineOperation({
  id: 'sync.pull',
  method: 'GET',
  path: '/sync/:collection/pull',
  summary: "Pull a collection's changes",
  access: 'session',
  params: collectionParams,
  query: pullQuerySchema,
  response: pullResponseSchema,
});

/** Answers the server state of every conflicting row. */
export const syncPush = defineOperation({
  id: 'sync.push',
  method: 'POST',
  path: '/sync/:collection/push',
  summary: 'Push changes to a collection',
  access: 'session',
  params: collectionParams,
  body: pushBodySchema,
  response: pushResponseSchema,
});
