import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app';
import type { AccessTokens } from './auth/session';
import { systemRoutes } from './system/system.routes';
import { installRealtime } from '../realtime/socket-server';
import { syncRoutes } from '../sync/sync.routes';
import { installNotifications, notificationsRoutes } from './notifications/notifications.routes';
import { adminNotificationsRoutes } from './admin/admin-notifications.routes';
import { authRoutes } from './auth/auth.routes';
import { usersRoutes } from './users/users.routes';
import { botRoutes } from './bot/bot.routes';
import { feedbackRoutes } from './feedback/feedback.routes';
import { libraryRoutes } from './library/library.routes';
import { catalogRoutes } from './catalog/catalog.routes';

/** What modules are given: the app's dependencies plus the access-token signer. */
export interface ModuleDeps extends AppDeps {
  tokens: AccessTokens;
  now: () => Date;
}

/** Registers every API module under /api. Add a module here with its routes plugin. */
export async function registerModules(api: FastifyInstance, deps: ModuleDeps) {
  // app.realtime and app.notifications, used by the modules registered below.
  installRealtime(api, deps);
  installNotifications(api, deps);
  await api.register(systemRoutes, deps);
  await api.register(syncRoutes, deps);
  await api.register(notificationsRoutes, deps);
  await api.register(adminNotificationsRoutes, deps);
  await api.register(authRoutes, deps);
  await api.register(usersRoutes, deps);
  await api.register(botRoutes, deps);
  await api.register(feedbackRoutes, deps);
  await api.register(libraryRoutes, deps);
  await api.register(catalogRoutes, deps);
}
