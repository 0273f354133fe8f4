import { z } from 'zod';
import { defineOperation } from './operation';

/** `GET /api/health`: 200 while the database answers, 503 `{status: 'unavailable'}` when it does not. */
export const health = defineOperation({
  id: 'system.health',
  method: 'GET',
  path: '/health',
  response: z.object({ status: z.literal('ok') }),
});

/** `GET /api/system/version`: the running server's version, shown to signed-in users in the footer. */
export const systemVersion = defineOperation({
  id: 'system.version',
  method: 'GET',
  path: '/system/version',
  response: z.object({ version: z.string() }),
});
