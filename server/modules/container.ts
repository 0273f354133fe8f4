import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { createStore } from '../db/transaction';
import { mailDelivery } from '../mail/mail-delivery';
import { createLocalFileStorage } from '../media/file-storage';
import { createMediaStore } from '../media/media-store';
import { outboxRepository } from '../outbox/outbox.repository';
import { createOutboxWorker } from '../outbox/worker';
import { installRealtime } from '../realtime/socket-server';
import { syncHintDelivery } from '../realtime/sync-hints';
import { createReplicatedCollections } from '../sync/collections';
import type { ModuleDeps } from '../deps';
import {
  createAuthRepository,
  createAuthService,
  createMemoryCounter,
  createRedisCounter,
} from './auth/index';
import { createBotRepository, createBotService } from './bot/index';
import {
  createCatalogService,
  createChipIndex,
  WORD_SEARCH_CONNECTIONS,
  wordSearchSettings,
} from './catalog/index';
import { createFeedbackRepository, createFeedbackService } from './feedback/index';
import {
  coverStore,
  favouritesRepository,
  favouritesService,
  libraryTracksRepository,
  listensRepository,
  playlistShareService,
  playlistsRepository,
  playlistsService,
} from './library/index';
import { notificationDelivery, notificationService, notificationsRepository } from './notifications/index';
import {
  projectShareService,
  projectActivityService,
  cueSheetService,
  projectsRepository,
  projectsService,
  workspacesService,
} from './projects/index';
import { ordersRepository, ordersService } from './orders/index';
import { createUsersRepository, createUsersService } from './users/index';
import { chatRepository, chatService } from './chat/index';
import { tasksRepository, tasksService } from './tasks/index';
import { adminServices, contractServices, legalEntityServices } from './licensing-services';
import { noPartyDirectory } from './contracts/index';
import {
  createStatisticsFolder,
  statisticsRepository,
  statisticsService,
  trackDownloadsRepository,
} from './statistics/index';

/**
 * The outbox worker, delivering to the socket hub and the mailer, and the statistics folder: started with
 * the app, stopped before the database closes.
 */
function createEffects(api: FastifyInstance, deps: ModuleDeps) {
  const realtime = installRealtime(api, deps);
  const worker = createOutboxWorker({
    db: deps.database.db,
    handlers: {
      notification: notificationDelivery(realtime),
      syncHint: syncHintDelivery(realtime),
      mail: mailDelivery(deps.mailer),
    },
    onError: (error) => api.log.error({ err: error }, 'an outbox delivery failed; it is retried'),
    now: deps.now,
  });
  api.addHook('onReady', async () => worker.start());
  api.addHook('onClose', () => worker.stop());
  // Statistics events folded into the rollups (docs/decisions/0037), stopped before the database closes too.
  const folder = createStatisticsFolder({
    db: deps.database.db,
    onError: (error) => api.log.error({ err: error }, 'a statistics fold failed; it is retried'),
  });
  api.addHook('onReady', async () => folder.start());
  api.addHook('onClose', () => folder.stop());
  return { worker, realtime };
}

/** The library's services on stores whose transactions wake the outbox worker (`wake`) once committed. */
function libraryServices(db: Db, deps: ModuleDeps, wake: () => Promise<void>) {
  const files = createLocalFileStorage(path.join(deps.config.dataDir, 'files'));
  const context = createStore(
    db,
    (handle) => ({
      playlists: playlistsRepository(handle),
      tracks: libraryTracksRepository(handle),
      outbox: outboxRepository(handle),
    }),
    wake,
  );
  return {
    favourites: favouritesService({
      store: createStore(
        db,
        (handle) => ({
          favourites: favouritesRepository(handle),
          listens: listensRepository(handle),
          tracks: libraryTracksRepository(handle),
          outbox: outboxRepository(handle),
        }),
        wake,
      ),
      now: deps.now,
    }),
    playlists: playlistsService({ ...context, covers: coverStore(files) }),
    playlistShare: playlistShareService({ ...context, publicUrl: deps.config.publicUrl }),
  };
}

/** The projects module's services on one store whose transactions wake the outbox worker. */
function projectServices(db: Db, deps: ModuleDeps, wake: () => Promise<void>) {
  const files = createLocalFileStorage(path.join(deps.config.dataDir, 'files'));
  const store = createStore(
    db,
    (handle) => ({ projects: projectsRepository(handle), outbox: outboxRepository(handle) }),
    wake,
  );
  const context = { ...store, now: deps.now, publicUrl: deps.config.publicUrl, covers: coverStore(files) };
  return {
    projects: projectsService(context),
    workspaces: workspacesService(context),
    projectShare: projectShareService({
      projects: store.projects,
      tracks: libraryTracksRepository(db),
    }),
    projectActivity: projectActivityService(context),
    cueSheet: cueSheetService(context),
  };
}

/** The orders module's service on a store of the order and project repositories. */
function orderServices(db: Db, deps: ModuleDeps, wake: () => Promise<void>) {
  const store = createStore(
    db,
    (handle) => ({
      orders: ordersRepository(handle),
      projects: projectsRepository(handle),
      outbox: outboxRepository(handle),
    }),
    wake,
  );
  const parties = deps.parties ?? noPartyDirectory;
  return { orders: ordersService({ ...store, now: deps.now, vatPercent: deps.config.vatPercent, parties }) };
}

/** Chat and composer orders, on stores whose transactions wake the outbox worker. */
function chatAndTaskServices(db: Db, deps: ModuleDeps, wake: () => Promise<void>, catalog: TasksCatalog) {
  const chat = chatService({
    ...createStore(
      db,
      (handle) => ({
        chat: chatRepository(handle),
        projects: projectsRepository(handle),
        outbox: outboxRepository(handle),
      }),
      wake,
    ),
    now: deps.now,
  });
  const tasks = tasksService({
    ...createStore(
      db,
      (handle) => ({
        tasks: tasksRepository(handle),
        projects: projectsRepository(handle),
        outbox: outboxRepository(handle),
      }),
      wake,
    ),
    now: deps.now,
    catalog,
  });
  return { chat, tasks };
}

type TasksCatalog = Parameters<typeof tasksService>[0]['catalog'];

/**
 * The composition root: every repository and service of the API is built here, once, and each route
 * plugin is given only the services it uses (server/modules/index.ts). Nothing is reached through
 * Fastify decorators, so the order modules register in does not matter.
 */
export function createContainer(api: FastifyInstance, deps: ModuleDeps) {
  const { db } = deps.database;
  const { worker, realtime } = createEffects(api, deps);
  const media = createMediaStore(deps.config.dataDir);
  const files = createLocalFileStorage(path.join(deps.config.dataDir, 'files'));
  const chipIndex = createChipIndex(db);
  const notificationsStore = createStore(
    db,
    (handle) => ({ notifications: notificationsRepository(handle), outbox: outboxRepository(handle) }),
    worker.wake,
  );
  const authService = createAuthService({
    store: createStore(
      db,
      (handle) => ({ repo: createAuthRepository(handle), outbox: outboxRepository(handle) }),
      worker.wake,
    ),
    tokens: deps.tokens,
    sessions: deps.sessions,
    now: deps.now,
    publicUrl: deps.config.publicUrl,
    onConfirmed: (userId) => projects.projects.acceptInvitations(userId),
  });
  const library = libraryServices(db, deps, worker.wake);
  const notifications = notificationService(notificationsStore, deps.now);
  const projects = projectServices(db, deps, worker.wake);
  const legalEntities = legalEntityServices(db, deps, worker.wake);
  // Orders and contracts read each party's entity and rights from the legal entities module (tests may
  // hand in their own).
  const parties = deps.parties ?? legalEntities.legalEntities;
  const orders = orderServices(db, { ...deps, parties }, worker.wake);
  const contracts = contractServices(db, { ...deps, parties }, worker.wake);
  const catalogService = createCatalogService({
    db,
    storage: files,
    afterCommit: worker.wake,
    now: deps.now,
    chipIndex,
    // Word searches on sessions of their own with their planner settings: no BEGIN, SET and COMMIT each.
    wordSearchDb: deps.database.sessionsWith?.(wordSearchSettings, WORD_SEARCH_CONNECTIONS),
  });
  const chatAndTasks = chatAndTaskServices(db, deps, worker.wake, catalogService);
  return {
    outbox: worker,
    collections: createReplicatedCollections({ ...library, notifications, chat: chatAndTasks.chat }),
    chatAndTasks,
    notifications,
    auth: {
      service: authService,
      counter: deps.config.redisUrl ? createRedisCounter(deps.config.redisUrl) : createMemoryCounter(),
    },
    users: createUsersService({
      repo: createUsersRepository(db),
      media,
      tokens: deps.tokens,
      sessions: authService,
      now: deps.now,
    }),
    media,
    bot: createBotService({ repo: createBotRepository(db), botName: deps.config.botName, now: deps.now }),
    feedback: createFeedbackService({
      store: createStore(
        db,
        (handle) => ({ repo: createFeedbackRepository(handle), outbox: outboxRepository(handle) }),
        worker.wake,
      ),
      media,
      supportEmail: deps.config.supportEmail,
    }),
    library,
    projects,
    orders,
    contracts,
    legalEntities,
    statistics: statisticsService({ repo: statisticsRepository(db) }),
    catalog: {
      service: catalogService,
      storage: files,
      chipIndex,
      downloads: trackDownloadsRepository(db),
    },
    admin: adminServices(db, deps, worker.wake, realtime),
  };
}

export type Container = ReturnType<typeof createContainer>;
