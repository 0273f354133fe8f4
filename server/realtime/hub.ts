import type { Server } from 'socket.io';
import { socketEvents, type NotificationEvent, type SyncHint } from '../../src/domain/sync-protocol';

export const userRoom = (userId: string) => `user:${userId}`;

/**
 * The server's way to reach connected clients. Modules get it as `app.realtime` and only ever address
 * users (their `user:<id>` room); with the Redis adapter a room spans every server process.
 */
export interface RealtimeHub {
  /** Shows a notification (snackbar) to every open tab of the user. */
  notification(userId: string, event: NotificationEvent): void;
  /** Tells each user that `collection` changed up to `seq`, so their leader tab pulls. */
  syncHint(userIds: Iterable<string>, hint: SyncHint): void;
}

/** A hub that emits through `getServer()`; before the socket server exists, events are dropped. */
export function createRealtimeHub(getServer: () => Server | null): RealtimeHub {
  return {
    notification(userId, event) {
      getServer()?.to(userRoom(userId)).emit(socketEvents.notification, event);
    },
    syncHint(userIds, hint) {
      const io = getServer();
      if (!io) return;
      const rooms = [...new Set(userIds)].map(userRoom);
      if (rooms.length > 0) io.to(rooms).emit(socketEvents.sync, hint);
    },
  };
}
