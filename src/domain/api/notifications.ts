import { z } from 'zod';
import { notificationItemSchema, notificationPageSchema, notificationsQuerySchema } from '../notifications';
import { defineOperation } from './operation';

/**
 * `/api/notifications/*` (docs/product.md §7): the signed-in user's notifications. The client reads them
 * from its replicated collection; these are the REST view and the commands.
 */
const idParams = z.object({ id: z.string().max(100) });

export const notificationList = defineOperation({
  id: 'notifications.list',
  method: 'GET',
  path: '/notifications/info',
  summary: 'List my notifications',
  access: 'session',
  query: notificationsQuerySchema,
  response: notificationPageSchema,
});

export const readNotification = defineOperation({
  id: 'notifications.read',
  method: 'PATCH',
  path: '/notifications/read/:id',
  summary: 'Mark a notification read',
  access: 'session',
  params: idParams,
  response: notificationItemSchema,
});

/** `PATCH /api/notifications/read-all`: marks every notification read, pulled or not (SPEC rule 13). */
export const readAllNotifications = defineOperation({
  id: 'notifications.readAll',
  method: 'PATCH',
  path: '/notifications/read-all',
  summary: 'Mark every notification read',
  access: 'session',
  response: z.object({ count: z.number() }),
});
