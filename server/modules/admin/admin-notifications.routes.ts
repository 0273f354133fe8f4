import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminNotificationSchema } from '../../../src/domain/notifications';
import { idParams } from '../../http/schemas';
import { requireRole } from '../auth/session';
import type { NotificationService } from '../notifications/notifications.service';

/** POST /api/admin/notifications (System or News to a user, a role or everyone) and retraction. */
export async function adminNotificationsRoutes(app: FastifyInstance, { notifications }: { notifications: NotificationService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/admin/notifications', { schema: { tags: ['admin'], body: adminNotificationSchema } }, async (request) => {
    requireRole(request, 'admin');
    return notifications.broadcast(request.body);
  });

  api.delete(
    '/admin/notifications/:id',
    { schema: { tags: ['admin'], params: idParams } },
    async (request) => {
      requireRole(request, 'admin');
      return notifications.retract(request.params.id);
    },
  );
}
