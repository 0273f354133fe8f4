import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  adminTracks,
  adminUsers,
  auditLog,
  blockUser,
  changeUserRole,
  hideTrack,
  restoreTrack,
  retractAdminNotification,
  retractSentNotification,
  sendAdminNotification,
  sentNotifications,
  systemInfo,
  unblockUser,
} from '../../../src/domain/api/admin';
import { adminCompanies, adminCompany, verifyCompany } from '../../../src/domain/api/admin-companies';
import { operationRoute } from '../../http/operation';
import { errorResponses as errors } from '../../http/schemas';
import { requireRole } from '../auth/index';
import type { NotificationService } from '../notifications/index';
import type { AdminActor, AdminService } from './admin.service';

/** The admin calling, with the address and browser the audit log records. */
function actor(request: FastifyRequest): AdminActor {
  const user = requireRole(request, 'admin');
  const agent = request.headers['user-agent'];
  return {
    id: user.id,
    ip: request.ip ?? null,
    userAgent: typeof agent === 'string' ? agent.slice(0, 500) : null,
  };
}

/** `/api/admin/*` (docs/decisions/0018-admin-area.md): every route is the admin role's only. */
export async function adminRoutes(
  app: FastifyInstance,
  { admin, notifications }: { admin: AdminService; notifications: NotificationService },
) {
  const tags = ['admin'];
  const read = errors(400, 401, 403);
  const change = errors(400, 401, 403, 404, 409);

  operationRoute(app, adminUsers, { tags, errors: read }, async (request) => {
    actor(request);
    return admin.users(request.query);
  });
  operationRoute(app, blockUser, { tags, errors: change }, async (request) =>
    admin.block(actor(request), request.params.id, request.body!.reason),
  );
  operationRoute(app, unblockUser, { tags, errors: change }, async (request) =>
    admin.unblock(actor(request), request.params.id),
  );
  operationRoute(app, changeUserRole, { tags, errors: change }, async (request) =>
    admin.changeRole(actor(request), request.params.id, request.body!),
  );

  operationRoute(app, adminTracks, { tags, errors: read }, async (request) => {
    actor(request);
    return admin.tracks(request.query);
  });
  operationRoute(app, hideTrack, { tags, errors: change }, async (request) =>
    admin.hide(actor(request), request.params.id, request.body!.reason),
  );
  operationRoute(app, restoreTrack, { tags, errors: change }, async (request) =>
    admin.restore(actor(request), request.params.id),
  );

  operationRoute(app, sendAdminNotification, { tags, errors: errors(400, 401, 403) }, async (request) =>
    admin.send(actor(request), request.body!),
  );
  operationRoute(app, retractAdminNotification, { tags, errors: errors(401, 403, 404) }, async (request) => {
    actor(request);
    return notifications.retract(request.params.id);
  });
  operationRoute(app, sentNotifications, { tags, errors: read }, async (request) => {
    actor(request);
    return admin.sent(request.query);
  });
  operationRoute(app, retractSentNotification, { tags, errors: change }, async (request) =>
    admin.retractSent(actor(request), request.params.id),
  );

  operationRoute(app, systemInfo, { tags, errors: errors(401, 403) }, async (request) => {
    actor(request);
    return admin.system();
  });
  operationRoute(app, auditLog, { tags, errors: read }, async (request) => {
    actor(request);
    return admin.audit(request.query);
  });

  operationRoute(app, adminCompanies, { tags, errors: read }, async (request) => {
    actor(request);
    return admin.companies(request.query);
  });
  operationRoute(app, adminCompany, { tags, errors: errors(401, 403, 404) }, async (request) => {
    actor(request);
    return admin.company(request.params.id);
  });
  operationRoute(app, verifyCompany, { tags, errors: change }, async (request) =>
    admin.verify(actor(request), request.params.id, request.body!.verified),
  );
}
