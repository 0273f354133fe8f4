import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminNotificationSchema } from '../../../src/domain/notifications';
import { idParams } from '../../http/schemas';
import { requireRole } from '../auth/session';

/** POST /api/admin/notifications (System or News to a user, a role or everyone) and retraction. */
export async function adminNotificationsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/admin/notifications', { schema: { tags: ['admin'], body: adminNotificationSchema } }, async (request) => {
    requireRole(request, 'admin');
    return app.notifications.broadcast(request.body);
  });

  api.delete(
    '/admin/notifications/:id',
    { schema: { tags: ['admin'], params: idParams } },
    async (request) => {
      requireRole(request, 'admin');
      return app.notifications.retract(request.params.id);
    },
  );
}
