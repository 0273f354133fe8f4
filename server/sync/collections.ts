import type { SyncCollection } from '../../src/domain/sync-protocol';
import { tracksCollection } from '../modules/catalog/index';
import {
  favouritesCollection,
  historyCollection,
  playlistsCollection,
  type FavouritesService,
  type PlaylistsService,
} from '../modules/library/index';
import { notificationsCollection, type NotificationService } from '../modules/notifications/index';
import { ordersCollection } from '../modules/orders/index';
import { projectsCollection, projectsRepository, workspacesCollection } from '../modules/projects/index';
import { chatRepository, messagesCollection, type ChatService } from '../modules/chat/index';
import { outboxRepository } from '../outbox/outbox.repository';
import { tasksCollection } from '../modules/tasks/index';
import { documentsCollection, paymentsCollection } from '../modules/contracts/index';
import type { ReplicatedCollection } from './registry';

export type ReplicatedCollections = Record<SyncCollection, ReplicatedCollection>;

/**
 * Every collection the sync routes serve, by its name in `syncCollections` (src/domain/sync-protocol.ts):
 * a name added there without a definition here, or the other way round, does not compile. Built by the
 * composition root: every pushable collection is given its module's service, whose rules its pushes
 * follow, as that module's REST commands do.
 */
export function createReplicatedCollections(services: {
  notifications: NotificationService;
  favourites: FavouritesService;
  playlists: PlaylistsService;
  chat: Pick<ChatService, 'applyCreate'>;
}): ReplicatedCollections {
  return {
    notifications: notificationsCollection(services.notifications),
    tracks: tracksCollection,
    favourites: favouritesCollection(services.favourites),
    history: historyCollection,
    playlists: playlistsCollection(services.playlists),
    projects: projectsCollection,
    workspaces: workspacesCollection,
    orders: ordersCollection,
    tasks: tasksCollection,
    messages: messagesCollection(services.chat, (tx) => ({
      chat: chatRepository(tx),
      projects: projectsRepository(tx),
      outbox: outboxRepository(tx),
    })),
    documents: documentsCollection,
    payments: paymentsCollection,
  };
}
