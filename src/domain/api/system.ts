import { z } from 'zod';
import { defineOperation } from './operation';

/** `GET /api/system/version`: the running server's version, shown to signed-in users in the footer. */
export const systemVersion = defineOperation({
  id: 'system.version',
  method: 'GET',
  path: '/system/version',
  response: z.object({ version: z.string() }),
});
