import { io } from 'socket.io-client';
import { SOCKET_PATH } from '../domain/sync-protocol';
import type { SocketPort } from './realtime';

export interface SocketIoOptions {
  /** Origin of the API; same origin by default. */
  url?: string;
  /** Extra handshake headers (Node tests send the session cookie this way). */
  extraHeaders?: Record<string, string>;
}

/** A socket.io client that never connects by itself; it carries the session cookie. */
export function createSocketIoPort(options: SocketIoOptions = {}): SocketPort {
  const settings = {
    path: SOCKET_PATH,
    autoConnect: false,
    withCredentials: true,
    extraHeaders: options.extraHeaders,
  };
  const socket = options.url ? io(options.url, settings) : io(settings);
  return socket as unknown as SocketPort;
}
