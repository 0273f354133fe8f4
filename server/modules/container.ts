import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { createStore } from '../db/transaction';
import { createLocalFileStorage } from '../media/file-storage';
import { createMediaStore } from '../media/media-store';
import { outboxRepository } from '../outbox/outbox.repository';
import { createOutboxWorker } from '../outbox/worker';
import { installRealtime } from '../realtime/socket-server';
import { syncHintDelivery } from '../realtime/sync-hints';
import type { ModuleDeps } from './index';
import { createAuthRepository } from './auth/auth.repository';
import { createAuthService } from './auth/auth.service';
import { createMemoryCounter, createRedisCounter } from './auth/rate-limit';
import { createBotRepository } from './bot/bot.repository';
import { createBotService } from './bot/bot.service';
import { createCatalogService } from './catalog/catalog.service';
import { createChipIndex } from './catalog/chip-index';
import { createFeedbackRepository } from './feedback/feedback.repository';
import { createFeedbackService } from './feedback/feedback.service';
import { favouritesRepository } from './library/favourites.repository';
import { favouritesService } from './library/favourites.service';
import { libraryTracksRepository } from './library/library-tracks.repository';
import { listensRepository } from './library/listens.repository';
import { playlistShareService } from './library/playlist-share.service';
import { playlistsRepository } from './library/playlists.repository';
import { coverStore } from './library/playlist-covers';
import { playlistsService } from './library/playlists.service';
import { notificationDelivery } from './notifications/notifications.effects';
import { notificationsRepository } from './notifications/notifications.repository';
import { notificationService } from './notifications/notifications.service';
import { createUsersRepository } from './users/users.repository';
import { createUsersService } from './users/users.service';

/** The outbox worker and the socket hub: started with the app, stopped before the database closes. */
function createEffects(api: FastifyInstance, deps: ModuleDeps) {
  const realtime = installRealtime(api, deps);
  const worker = createOutboxWorker({
    db: deps.database.db,
    handlers: { notification: notificationDelivery(realtime), syncHint: syncHintDelivery(realtime) },
    onError: (error) => api.log.error({ err: error }, 'an outbox delivery failed; it is retried'),
  });
  api.addHook('onReady', async () => worker.start());
  api.addHook('onClose', () => worker.stop());
  return { realtime, worker };
}

function libraryServices(db: Db, deps: ModuleDeps, realtime: ReturnType<typeof createEffects>['realtime']) {
  const files = createLocalFileStorage(path.join(deps.config.dataDir, 'files'));
  const context = { playlists: playlistsRepository(db), tracks: libraryTracksRepository(db), realtime };
  return {
    favourites: favouritesService({ favourites: favouritesRepository(db), listens: listensRepository(db), tracks: libraryTracksRepository(db), realtime, now: deps.now }),
    playlists: playlistsService({ ...context, covers: coverStore(files) }),
    playlistShare: playlistShareService({ ...context, publicUrl: deps.config.publicUrl }),
  };
}

/**
 * The composition root: every repository and service of the API is built here, once, and each route
 * plugin is given only the services it uses (server/modules/index.ts). Nothing is reached through
 * Fastify decorators, so the order modules register in does not matter.
 */
export function createContainer(api: FastifyInstance, deps: ModuleDeps) {
  const { db } = deps.database;
  const { realtime, worker } = createEffects(api, deps);
  const media = createMediaStore(deps.config.dataDir);
  const files = createLocalFileStorage(path.join(deps.config.dataDir, 'files'));
  const chipIndex = createChipIndex(db);
  const notificationsStore = createStore(db, (handle) => ({ notifications: notificationsRepository(handle), outbox: outboxRepository(handle) }), worker.wake);
  const authService = createAuthService({
    repo: createAuthRepository(db),
    tokens: deps.tokens,
    mailer: deps.mailer,
    now: deps.now,
    publicUrl: deps.config.publicUrl,
    logError: (error, message) => api.log.error({ err: error }, message),
  });
  return {
    realtime,
    outbox: worker,
    notifications: notificationService(notificationsStore, deps.now),
    auth: { service: authService, counter: deps.config.redisUrl ? createRedisCounter(deps.config.redisUrl) : createMemoryCounter() },
    users: createUsersService({ repo: createUsersRepository(db), media, tokens: deps.tokens, now: deps.now }),
    media,
    bot: createBotService({ repo: createBotRepository(db), botName: deps.config.botName, now: deps.now }),
    feedback: createFeedbackService({ repo: createFeedbackRepository(db), media, mailer: deps.mailer, supportEmail: deps.config.supportEmail }),
    library: libraryServices(db, deps, realtime),
    catalog: { service: createCatalogService({ db, storage: files, realtime, now: deps.now, chipIndex }), storage: files, chipIndex },
  };
}

export type Container = ReturnType<typeof createContainer>;
