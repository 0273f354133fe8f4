import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import {
  SOCKET_PATH,
  SOCKET_UNAUTHORIZED,
  socketEvents,
  type JoinRoomAck,
} from '../../src/domain/sync-protocol';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { changefeedHorizon, createHorizonGate } from '../sync/horizon';
import { ACCESS_COOKIE, type AccessTokens } from '../modules/auth/session';
import { createRealtimeHub, userRoom, type RealtimeHub } from './hub';

interface SocketData {
  userId: string;
}

type JoinAck = (answer: JoinRoomAck) => void;

export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** A browser's Origin must be this site (no cross-site socket riding on the cookie); none is fine. */
function sameOrigin(headers: IncomingHttpHeaders, publicUrl: string): boolean {
  const origin = headers.origin;
  if (origin === undefined) return true;
  try {
    return origin === new URL(publicUrl).origin || new URL(origin).host === headers.host;
  } catch {
    return false;
  }
}

function onConnection(
  socket: Socket<Record<string, never>, Record<string, never>, Record<string, never>, SocketData>,
) {
  socket.on(socketEvents.joinRoom, (userId: unknown, ack: unknown) => {
    const reply: JoinAck = typeof ack === 'function' ? (ack as JoinAck) : () => undefined;
    if (userId !== socket.data.userId) return reply({ ok: false, error: 'FORBIDDEN' });
    void socket.join(userRoom(socket.data.userId));
    reply({ ok: true });
  });
}

async function redisAdapter(url: string) {
  const pub = createClient({ url });
  const sub = pub.duplicate();
  pub.on('error', () => undefined);
  sub.on('error', () => undefined);
  await Promise.all([pub.connect(), sub.connect()]);
  return { adapter: createAdapter(pub, sub), close: () => Promise.allSettled([pub.quit(), sub.quit()]) };
}

/**
 * Attaches socket.io to the app's own HTTP server at /socket.io, so `buildApp` + `listen` serves both.
 * The handshake must carry a valid session cookie. With REDIS_URL, rooms are shared between processes.
 * Returns the hub the composition root hands to the services (server/modules/container.ts).
 */
export function installRealtime(
  app: FastifyInstance,
  deps: { config: Config; tokens: AccessTokens; database: Database },
): RealtimeHub {
  let io: Server | null = null;
  let closeRedis: (() => Promise<unknown>) | undefined;
  const gate = createHorizonGate(() => changefeedHorizon(deps.database.db));
  const hub = createRealtimeHub(() => io, gate);

  app.addHook('onReady', async () => {
    const server = new Server(app.server, { path: SOCKET_PATH, serveClient: false });
    if (deps.config.redisUrl) {
      const redis = await redisAdapter(deps.config.redisUrl);
      server.adapter(redis.adapter);
      closeRedis = redis.close;
    }
    server.use((socket, next) => {
      const headers = socket.request.headers;
      const token = readCookie(headers.cookie, ACCESS_COOKIE);
      if (!token || !sameOrigin(headers, deps.config.publicUrl)) return next(new Error(SOCKET_UNAUTHORIZED));
      void deps.tokens.verify(token).then((user) => {
        if (!user) return next(new Error(SOCKET_UNAUTHORIZED));
        (socket.data as SocketData).userId = user.id;
        next();
      });
    });
    server.on('connection', onConnection);
    io = server;
  });
  app.addHook('preClose', async () => {
    gate.close();
    if (!io) return;
    io.disconnectSockets(true);
    io.engine.close();
    await closeRedis?.();
    io = null;
  });
  return hub;
}
