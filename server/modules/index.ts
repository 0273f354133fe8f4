import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app';
import type { AccessTokens } from './auth/session';
import { systemRoutes } from './system/system.routes';
import { syncRoutes } from '../sync/sync.routes';
import { createContainer } from './container';
import { notificationsRoutes } from './notifications/notifications.routes';
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

/**
 * Registers every API module under /api. The services come from the composition root (container.ts);
 * each routes plugin gets only the ones it calls. Add a module there and here.
 */
export async function registerModules(api: FastifyInstance, deps: ModuleDeps) {
  const container = createContainer(api, deps);
  const secure = deps.config.publicUrl.startsWith('https:');
  await api.register(systemRoutes, deps);
  await api.register(syncRoutes, { db: deps.database.db, realtime: container.realtime });
  await api.register(notificationsRoutes, container);
  await api.register(adminNotificationsRoutes, container);
  await api.register(authRoutes, { ...container.auth, rateLimit: deps.config.authRateLimit, secure });
  await api.register(usersRoutes, { users: container.users, media: container.media, secure });
  await api.register(botRoutes, container);
  await api.register(feedbackRoutes, container);
  await api.register(libraryRoutes, container.library);
  await api.register(catalogRoutes, container.catalog);
}
