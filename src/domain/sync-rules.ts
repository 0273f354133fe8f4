/**
 * The replication wire protocol (docs/design.md §7), defined once for client and server; the two calls
 * are the operations of src/domain/api/sync.ts.
 *
 * Pull: GET  /api/sync/:collection/pull?checkpoint=<seq>&limit=<n>  → PullResponse
 * Push: POST /api/sync/:collection/push  {rows: PushRow[]}            → PushResponse (conflicts)
 * Socket: server → client `sync` {collection, seq, documents?} after every change visible to the user;
 *         server → client `notification` {subType, message, objectId};
 *         client → server `joinRoom` userId (ack: {ok} or {ok: false, error}).
 */
export const syncCollections = [
  'notifications',
  'tracks',
  'favourites',
  'history',
  'playlists',
  'projects',
  'workspaces',
  'orders',
  'tasks',
  'messages',
  'documents',
  'payments',
] as const;
export type SyncCollection = (typeof syncCollections)[number];
/** Collections only the server writes: the client pulls them and never pushes. */
export const pullOnlyCollections: readonly SyncCollection[] = [
  'tracks',
  'history',
  'projects',
  'orders',
  'tasks',
  'documents',
  'payments',
];

/** Where socket.io listens, on the API's own port. */
export const SOCKET_PATH = '/socket.io';

export const socketEvents = {
  joinRoom: 'joinRoom',
  notification: 'notification',
  sync: 'sync',
  /** Tracks that left the catalogue (hidden by an admin): every open tab drops them at once. */
  catalogRemoved: 'catalogRemoved',
  /** Tracks that came back (restored by an admin): every open tab asks its search again (issue 26 §3). */
  catalogRestored: 'catalogRestored',
} as const;

/** The payload of a `catalogRemoved` or `catalogRestored` event. */
export interface CatalogRemovedEvent {
  trackIds: string[];
}

/** Delay between connecting and joining the user's room (docs/product.md §4, §9). */
export const JOIN_ROOM_DELAY_MS = 1000;
export const PULL_LIMIT_DEFAULT = 200;
export const PULL_LIMIT_MAX = 1000;

/** Every replicated document carries these beside its own fields. */
export interface ReplicatedFields {
  /** Primary key. */
  id: string;
  /** Server clock, ISO 8601. */
  updatedAt: string;
  /** Global change sequence number of the document's last change. */
  seq: number;
  _deleted: boolean;
}

/**
 * A withdrawn document: one deleted on the server, or one the user no longer sees. It carries its id, the
 * seq of the withdrawal and `_deleted`, nothing else, so no field of it reaches a user who lost sight of
 * it (server/sync/README.md, "Rules"; src/sync/SPEC.md rule 6).
 */
export type SyncTombstone = {
  id: string;
  seq: number;
  _deleted: true;
};

export const syncTombstone = (id: string, seq: number): SyncTombstone => ({ id, seq, _deleted: true });

/** A document as pull returns it: the live document, or the tombstone of a withdrawn one. */
export type WireDocumentOf<Doc> = (Doc & ReplicatedFields) | SyncTombstone;

/** At most this many documents ride in one `sync` hint; a larger change is left to the pull. */
export const SYNC_HINT_DOCUMENTS_MAX = 20;

/**
 * "`collection` changed up to `seq`". `documents`, when present, are documents that change wrote, as a
 * pull would return them, for every user the hint goes to: the client shows them at once and still pulls
 * (docs/decisions/0020-documents-in-sync-hint.md). Live documents only: a deletion comes by the pull.
 */
export interface SyncHint {
  collection: SyncCollection;
  seq: number;
  documents?: (Record<string, unknown> & ReplicatedFields)[];
}

export interface NotificationEvent {
  subType: string;
  /** English (or an admin's words); the client shows `messageKey` with `params` in its language when given. */
  message: string;
  messageKey?: string | null;
  params?: Record<string, string | number>;
  objectId: string | null;
}

/** The ack of `joinRoom`: only the caller's own user id may be joined. */
export type JoinRoomAck = { ok: true } | { ok: false; error: 'FORBIDDEN' };

/** The `connect_error` message when the handshake has no valid session cookie. */
export const SOCKET_UNAUTHORIZED = 'UNAUTHORIZED';
