import type { RxCollection, RxCollectionCreator, RxDatabase } from 'rxdb';
import { notificationsMigrations, notificationsSchema, type NotificationDocType } from './schemas/notifications.schema';
import { tracksMigrations, tracksSchema, type TrackDocType } from './schemas/tracks.schema';
import { favouritesSchema, type FavouriteDocType } from './schemas/favourites.schema';
import { historySchema, type HistoryDocType } from './schemas/history.schema';
import { playlistsSchema, type PlaylistDocType } from './schemas/playlists.schema';

/**
 * The local collections (docs/design.md §6: at most 12; the plan is docs/decisions/0007-collection-budget.md).
 * Each capability adds its schema file under ./schemas (derived from its zod schema in src/domain) and
 * one entry here and in `CueCollections`.
 */
export const collectionCreators = {
  notifications: { schema: notificationsSchema, migrationStrategies: notificationsMigrations },
  // Local documents hold the search result cache (queries/tracks.ts) and the API answers
  // (queries/answers.ts); they take no collection slot.
  tracks: { schema: tracksSchema, migrationStrategies: tracksMigrations, localDocuments: true },
  favourites: { schema: favouritesSchema },
  history: { schema: historySchema },
  playlists: { schema: playlistsSchema },
} satisfies Record<string, RxCollectionCreator>;

export interface CueCollections {
  notifications: RxCollection<NotificationDocType>;
  tracks: RxCollection<TrackDocType>;
  favourites: RxCollection<FavouriteDocType>;
  history: RxCollection<HistoryDocType>;
  playlists: RxCollection<PlaylistDocType>;
}

export type CollectionName = keyof CueCollections;
export type CueDatabase = RxDatabase<CueCollections>;

/** docs/design.md §6 caps the local collections; RxDB's open-source build allows few per process. */
export const MAX_COLLECTIONS = 12;
