import type { SyncCollection } from '../../src/domain/sync-protocol';
import { tracksCollection } from '../modules/catalog/tracks.collection';
import { favouritesCollection } from '../modules/library/favourites.collection';
import { historyCollection } from '../modules/library/history.collection';
import { playlistsCollection } from '../modules/library/playlists.collection';
import { notificationsCollection } from '../modules/notifications/notifications.collection';
import type { ReplicatedCollection } from './registry';

/**
 * Every collection the sync routes serve, by its name in `syncCollections` (src/domain/sync-protocol.ts):
 * a name added there without a definition here, or the other way round, does not compile.
 */
export const replicatedCollections: Record<SyncCollection, ReplicatedCollection> = {
  notifications: notificationsCollection,
  tracks: tracksCollection,
  favourites: favouritesCollection,
  history: historyCollection,
  playlists: playlistsCollection,
};
