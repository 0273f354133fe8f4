import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notificationsQuerySchema } from '../../../src/domain/notifications';
import { idParams } from '../../http/schemas';
import { requireUser } from '../auth/session';
import type { NotificationService } from './notifications.service';

/** GET /api/notifications/info, PATCH /api/notifications/read/:id, PATCH /api/notifications/read-all (docs/product.md §7). */
export async function notificationsRoutes(app: FastifyInstance, { notifications: service }: { notifications: NotificationService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/notifications/info', { schema: { tags: ['notifications'], querystring: notificationsQuerySchema } }, async (request) => {
    const user = requireUser(request);
    const { limit, page, onlyUnread } = request.query;
    return service.list(user.id, { limit, page, onlyUnread: onlyUnread === 'true' });
  });

  api.patch(
    '/notifications/read/:id',
    { schema: { tags: ['notifications'], params: idParams } },
    async (request) => service.markRead(requireUser(request).id, request.params.id),
  );

  api.patch('/notifications/read-all', { schema: { tags: ['notifications'] } }, async (request) =>
    service.markAllRead(requireUser(request).id),
  );
}
