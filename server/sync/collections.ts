import type { SyncCollection } from '../../src/domain/sync-protocol';
import { tracksCollection } from '../modules/catalog/index';
import {
  favouritesCollection,
  historyCollection,
  playlistsCollection,
  type PlaylistsService,
} from '../modules/library/index';
import { notificationsCollection } from '../modules/notifications/index';
import type { ReplicatedCollection } from './registry';

export type ReplicatedCollections = Record<SyncCollection, ReplicatedCollection>;

/**
 * Every collection the sync routes serve, by its name in `syncCollections` (src/domain/sync-protocol.ts):
 * a name added there without a definition here, or the other way round, does not compile. Built by the
 * composition root, so a collection whose pushes follow its module's rules is given that service.
 */
export function createReplicatedCollections(services: {
  playlists: PlaylistsService;
}): ReplicatedCollections {
  return {
    notifications: notificationsCollection,
    tracks: tracksCollection,
    favourites: favouritesCollection,
    history: historyCollection,
    playlists: playlistsCollection(services.playlists),
  };
}
