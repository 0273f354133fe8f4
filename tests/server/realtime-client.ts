import { io, type Socket } from 'socket.io-client';
import { socketEvents } from '../../src/domain/sync-protocol';

/** A socket.io client on a listening server, authenticated (or not) by the given cookie. */
export function connectSocket(baseUrl: string, cookie?: string, origin?: string): Socket {
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = cookie;
  if (origin) headers.origin = origin;
  return io(baseUrl, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: headers,
  });
}

/**
 * Resolves on `connect` (at once when the socket connected before this was called), rejects with the
 * refusal message on `connect_error`.
 */
export function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    if (socket.connected) return resolve();
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });
}

export function joinRoom(socket: Socket, userId: string): Promise<{ ok: boolean; error?: string }> {
  return socket.timeout(5000).emitWithAck(socketEvents.joinRoom, userId);
}

/** The next `event` the socket receives, or a rejection after `ms`. */
export function nextEvent<T>(socket: Socket, event: string, ms = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}
