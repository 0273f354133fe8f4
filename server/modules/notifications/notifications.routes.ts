import type { FastifyInstance } from 'fastify';
import {
  notificationList,
  readAllNotifications,
  readNotification,
} from '../../../src/domain/api/notifications';
import { operationRoute } from '../../http/operation';
import { errorResponses as errors } from '../../http/schemas';
import { requireUser } from '../auth/index';
import type { NotificationService } from './notifications.service';

/** GET /api/notifications/info, PATCH /api/notifications/read/:id, PATCH /api/notifications/read-all (docs/product.md §7). */
export async function notificationsRoutes(
  app: FastifyInstance,
  { notifications: service }: { notifications: NotificationService },
) {
  const tags = ['notifications'];

  operationRoute(app, notificationList, { tags, errors: errors(400, 401) }, async (request) => {
    const user = requireUser(request);
    const { limit, page, onlyUnread } = request.query;
    return service.list(user.id, { limit, page, onlyUnread: onlyUnread === 'true' });
  });

  operationRoute(app, readNotification, { tags, errors: errors(401, 404) }, async (request) =>
    service.markRead(requireUser(request).id, request.params.id),
  );

  operationRoute(app, readAllNotifications, { tags, errors: errors(401) }, async (request) =>
    service.markAllRead(requireUser(request).id),
  );
}
