export {
  createDatabase,
  removeDatabase,
  userDatabaseName,
  defaultStorage,
  type DatabaseOptions,
} from './database';
export {
  collectionCreators,
  MAX_COLLECTIONS,
  type CollectionName,
  type CueCollections,
  type CueDatabase,
} from './collections';
export type { NotificationDocType } from './schemas/notifications.schema';
export type { TrackDocType } from './schemas/tracks.schema';
export {
  notificationsQuery,
  notificationsCountQuery,
  unreadCountQuery,
  type NotificationsQueryOptions,
} from './queries/notifications';
export { markNotificationRead, markAllNotificationsRead } from './notifications-writes';
export { writeOrderAnswers, type OrderAnswer } from './orders-writes';
export { myTracksQuery } from './queries/my-tracks';
export {
  cachedTracksQuery,
  tracksByIdsQuery,
  trackSearchKey,
  storeTrackResult,
  cachedTrackResult,
  touchTrackResult,
  cachedTrackResultCount,
  RESULT_CACHE_LIMIT,
  type TrackSearch,
  type CachedTrackResult,
  type StoreResultInput,
} from './queries/tracks';
export type { FavouriteDocType } from './schemas/favourites.schema';
export type { HistoryDocType } from './schemas/history.schema';
export type { PlaylistDocType } from './schemas/playlists.schema';
export { favouriteIdsQuery, isFavouriteQuery, favouriteTrackIdsQuery } from './queries/favourites';
export { recentlyPlayedQuery, type RecentlyPlayed } from './queries/history';
export { myPlaylistsQuery, playlistQuery } from './queries/playlists';
export type { ProjectDocType } from './schemas/projects.schema';
export type { OrderDocType } from './schemas/orders.schema';
export type { WorkspaceDocType } from './schemas/workspaces.schema';
export { projectsQuery, projectQuery, projectWorkspacesQuery, workspaceQuery } from './queries/projects';
export {
  ordersQuery,
  orderQuery,
  newestOwnerOrders,
  ownerOrdersQuery,
  ownerQueueOrders,
  type OwnerQueueOrders,
  projectOrdersQuery,
  queueLines,
  requestQueueQuery,
  type RequestQueueLine,
} from './queries/orders';
// The workspace's local writes (./workspace-writes.ts) are imported from their module by the workspace
// screen: they check inputs with the projects' zod schemas, which no other screen's first load carries.
export {
  newDocumentId,
  setFavourite,
  toggleFavourite,
  createPlaylist,
  updatePlaylist,
  deletePlaylist,
  addTrackToPlaylist,
  removeTrackFromPlaylist,
  moveTrackInPlaylist,
} from './library-writes';
export {
  storeAnswer,
  answerQuery,
  storedAnswerCount,
  ANSWER_CACHE_LIMIT,
  type StoredAnswer,
} from './queries/answers';
export type { MessageDocType } from './schemas/messages.schema';
export type { TaskDocType } from './schemas/tasks.schema';
export { threadMessagesQuery, projectMessagesQuery, threadUnreadQuery } from './queries/chat';
export { tasksQuery, taskQuery, type TasksFilter } from './queries/tasks';
export { writeMessage, type LocalMessage } from './chat-writes';
export { failedMessagesQuery, forgetFailedMessage, keepFailedMessages } from './chat-failed';
