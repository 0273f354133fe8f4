import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../deps';
import { systemRoutes } from './system/index';
import { syncRoutes } from '../sync/sync.routes';
import { createContainer } from './container';
import { notificationsRoutes } from './notifications/index';
import { adminRoutes } from './admin/index';
import { authRoutes } from './auth/index';
import { usersRoutes } from './users/index';
import { botRoutes } from './bot/index';
import { feedbackRoutes } from './feedback/index';
import { libraryRoutes } from './library/index';
import { catalogRoutes } from './catalog/index';
import { projectsRoutes, projectWorkspacesRoutes } from './projects/index';
import { ordersRoutes } from './orders/index';
import { chatRoutes } from './chat/index';
import { tasksRoutes } from './tasks/index';
import { contractsRoutes } from './contracts/index';
import { legalEntitiesRoutes } from './legal-entities/index';
import { statisticsRoutes } from './statistics/index';

export type { ModuleDeps } from '../deps';

/**
 * Registers every API module under /api. The services come from the composition root (container.ts);
 * each routes plugin gets only the ones it calls. Add a module there and here.
 */
export async function registerModules(api: FastifyInstance, deps: ModuleDeps) {
  const container = createContainer(api, deps);
  const secure = deps.config.publicUrl.startsWith('https:');
  await api.register(systemRoutes, deps);
  await api.register(syncRoutes, {
    db: deps.database.db,
    outbox: container.outbox,
    collections: container.collections,
  });
  await api.register(notificationsRoutes, container);
  await api.register(adminRoutes, container);
  await api.register(authRoutes, { ...container.auth, rateLimit: deps.config.authRateLimit, secure });
  await api.register(usersRoutes, { users: container.users, media: container.media, secure });
  await api.register(botRoutes, container);
  await api.register(feedbackRoutes, container);
  await api.register(libraryRoutes, container.library);
  await api.register(catalogRoutes, container.catalog);
  await api.register(projectsRoutes, container.projects);
  await api.register(projectWorkspacesRoutes, container.projects);
  await api.register(ordersRoutes, container.orders);
  await api.register(chatRoutes, container.chatAndTasks);
  await api.register(tasksRoutes, container.chatAndTasks);
  await api.register(contractsRoutes, container.contracts);
  await api.register(legalEntitiesRoutes, container.legalEntities);
  await api.register(statisticsRoutes, container);
}
