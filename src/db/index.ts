export { createDatabase, removeDatabase, userDatabaseName, defaultStorage, type DatabaseOptions } from './database';
export { collectionCreators, MAX_COLLECTIONS, type CollectionName, type CueCollections, type CueDatabase } from './collections';
export type { NotificationDocType } from './schemas/notifications.schema';
export { notificationsQuery, notificationsCountQuery, unreadCountQuery, type NotificationsQueryOptions } from './queries/notifications';
export { markNotificationRead, markAllNotificationsRead } from './notifications-writes';
