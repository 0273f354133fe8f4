import { io, type Socket } from 'socket.io-client';
import { expect } from 'vitest';
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

/** The first `event` on the socket matching `wanted`, or a rejection after `ms`. */
export function eventWhere<T>(
  socket: Socket,
  event: string,
  wanted: (payload: T) => boolean,
  ms = 5000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener);
      reject(new Error(`no matching ${event} within ${ms} ms`));
    }, ms);
    const listener = (payload: T) => {
      if (!wanted(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(payload);
    };
    socket.on(event, listener);
  });
}

/**
 * Sockets of signed-in users, each connected and joined to its user's room; `closeAll` in the suite's
 * afterAll.
 */
export function userSockets() {
  const sockets: Socket[] = [];
  return {
    async open(url: string, who: { id: string; cookie: string }): Promise<Socket> {
      const socket = connectSocket(url, who.cookie);
      sockets.push(socket);
      await connected(socket);
      expect((await joinRoom(socket, who.id)).ok).toBe(true);
      return socket;
    },
    closeAll() {
      for (const socket of sockets.splice(0)) socket.close();
    },
  };
}
