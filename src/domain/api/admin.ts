import { z } from 'zod';
import { adminNotificationSchema } from '../notifications';
import { defineOperation } from './operation';

/** `/api/admin/*`: what only an admin may do (docs/product.md §6). */
const idParams = z.object({ id: z.string().max(100) });

/** A System or News notification to one user, to every holder of a role, or to everyone. */
export const sendAdminNotification = defineOperation({
  id: 'admin.sendNotification',
  method: 'POST',
  path: '/admin/notifications',
  summary: 'Send a notification to users',
  access: 'session',
  body: adminNotificationSchema,
  response: z.object({ count: z.number() }),
});

/** Takes a notification back: it disappears from its reader's list. */
export const retractAdminNotification = defineOperation({
  id: 'admin.retractNotification',
  method: 'DELETE',
  path: '/admin/notifications/:id',
  summary: 'Retract a sent notification',
  access: 'session',
  params: idParams,
  response: z.object({ _id: z.string() }),
});
