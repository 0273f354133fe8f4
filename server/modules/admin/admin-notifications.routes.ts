import type { FastifyInstance } from 'fastify';
import { retractAdminNotification, sendAdminNotification } from '../../../src/domain/api/admin';
import { operationRoute } from '../../http/operation';
import { errorResponses as errors } from '../../http/schemas';
import { requireRole } from '../auth/session';
import type { NotificationService } from '../notifications/notifications.service';

/** POST /api/admin/notifications (System or News to a user, a role or everyone) and retraction. */
export async function adminNotificationsRoutes(
  app: FastifyInstance,
  { notifications }: { notifications: NotificationService },
) {
  const tags = ['admin'];

  operationRoute(app, sendAdminNotification, { tags, errors: errors(400, 401, 403) }, async (request) => {
    requireRole(request, 'admin');
    return notifications.broadcast(request.body!);
  });

  operationRoute(app, retractAdminNotification, { tags, errors: errors(401, 403, 404) }, async (request) => {
    requireRole(request, 'admin');
    return notifications.retract(request.params.id);
  });
}
