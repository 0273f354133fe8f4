import type { Server } from 'socket.io';
import { socketEvents, type NotificationEvent, type SyncHint } from '../../src/domain/sync-protocol';

export const userRoom = (userId: string) => `user:${userId}`;

/**
 * The server's way to reach connected clients. Services are given it by the composition root and only ever address
 * users (their `user:<id>` room); with the Redis adapter a room spans every server process.
 */
export interface RealtimeHub {
  /** Shows a notification (snackbar) to every open tab of the user. */
  notification(userId: string, event: NotificationEvent): void;
  /** Tells each user that `collection` changed up to `seq`, so their leader tab pulls. */
  syncHint(userIds: Iterable<string>, hint: SyncHint): void;
}

/**
 * A hub that emits through `getServer()`; before the socket server exists, events are dropped. With a
 * gate, a `sync` hint waits until a pull can return its seq (server/sync/horizon.ts), so the pull the
 * hint triggers finds the change. A hint that carries its documents goes at once: they are the committed
 * versions (the outbox delivers a hint only after the write's transaction committed), the client writes
 * them without moving its checkpoint, and a later pull returns them from that same checkpoint; when the
 * horizon was below its seq, the same hint without documents follows once it has passed
 * (docs/decisions/0020-documents-in-sync-hint.md).
 */
export function createRealtimeHub(
  getServer: () => Server | null,
  gate?: { reached(seq: number): Promise<boolean> },
): RealtimeHub {
  const emitHint = (userIds: Iterable<string>, hint: SyncHint) => {
    const io = getServer();
    if (!io) return;
    const rooms = [...new Set(userIds)].map(userRoom);
    if (rooms.length > 0) io.to(rooms).emit(socketEvents.sync, hint);
  };
  return {
    notification(userId, event) {
      getServer()?.to(userRoom(userId)).emit(socketEvents.notification, event);
    },
    syncHint(userIds, hint) {
      if (!gate) return emitHint(userIds, hint);
      const users = [...userIds];
      if ((hint.documents?.length ?? 0) === 0) {
        void gate.reached(hint.seq).then(() => emitHint(users, hint));
        return;
      }
      emitHint(users, hint);
      // A client that could not take the documents (its first pull not answered yet) relies on the pull:
      // when the horizon was behind, a hint without them follows once a pull can return them.
      const { collection, seq } = hint;
      void gate.reached(seq).then((waited) => waited && emitHint(users, { collection, seq }));
    },
  };
}
