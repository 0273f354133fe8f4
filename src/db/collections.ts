import type { RxCollection, RxCollectionCreator, RxDatabase } from 'rxdb';
import { notificationsMigrations, notificationsSchema, type NotificationDocType } from './schemas/notifications.schema';

/**
 * The local collections (DESIGN.md §6: at most 12 — tracks, playlists, projects, workspaces, orders,
 * tasks, documents, payments, notifications, messages, favourites, history). Each capability adds its
 * schema file under ./schemas and one entry here and in `CueCollections`.
 */
export const collectionCreators = {
  notifications: { schema: notificationsSchema, migrationStrategies: notificationsMigrations },
} satisfies Record<string, RxCollectionCreator>;

export interface CueCollections {
  notifications: RxCollection<NotificationDocType>;
}

export type CollectionName = keyof CueCollections;
export type CueDatabase = RxDatabase<CueCollections>;

/** DESIGN.md §6 caps the local collections; RxDB's open-source build allows few per process. */
export const MAX_COLLECTIONS = 12;
