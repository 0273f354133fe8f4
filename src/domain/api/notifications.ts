import { z } from 'zod';
import { defineOperation } from './operation';

/** `PATCH /api/notifications/read-all`: marks every notification read, pulled or not (SPEC rule 13). */
export const readAllNotifications = defineOperation({
  id: 'notifications.readAll',
  method: 'PATCH',
  path: '/notifications/read-all',
  response: z.object({ count: z.number() }),
});
