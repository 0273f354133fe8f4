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
import { ACCESS_COOKIE, type AccessTokens, type SessionRegistry } from '../modules/auth/index';
import { createRealtimeHub, userRoom, type RealtimeHub } from './hub';

interface SocketData {
  userId: string;
  sessionId: string;
  /** When the handshake's access token expires (ms since the epoch). */
  expiresAt: number;
}

type AppSocket = Socket<Record<string, never>, Record<string, never>, Record<string, never>, SocketData>;

/** The hub plus what the admin area asks of the socket server. */
export interface RealtimeServer extends RealtimeHub {
  /** Tells every open tab, in every process, that these tracks left the catalogue. */
  catalogRemoved(trackIds: string[]): void;
  /** Tells every open tab, in every process, that these tracks came back to the catalogue. */
  catalogRestored(trackIds: string[]): void;
  /** Sockets open on this process. */
  openSockets(): number;
}

/** Every socket of a session is in its room, so a revocation disconnects them all at once. */
const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/** The Redis channel on which a process announces the sessions it revoked to the others. */
export const SESSIONS_REVOKED_CHANNEL = 'cueline:sessions-revoked';

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

/**
 * A socket lives as long as its session and its access token: it is disconnected when the token
 * expires (the client refreshes the session and reconnects with the new cookie) and when the session
 * ends (docs/decisions/0008-session-revocation.md).
 */
function bindToSession(socket: AppSocket, sessions: Pick<SessionRegistry, 'isLive'>) {
  const { sessionId, expiresAt } = socket.data;
  void socket.join(sessionRoom(sessionId));
  const expiry = setTimeout(() => socket.disconnect(true), Math.max(0, expiresAt - Date.now()));
  socket.on('disconnect', () => clearTimeout(expiry));
  // A revocation between the handshake's check and joining the room would otherwise be missed.
  void sessions.isLive(sessionId).then(
    (live) => live || socket.disconnect(true),
    () => socket.disconnect(true),
  );
}

function onConnection(socket: AppSocket) {
  socket.on(socketEvents.joinRoom, (userId: unknown, ack: unknown) => {
    const reply: JoinAck = typeof ack === 'function' ? (ack as JoinAck) : () => undefined;
    if (userId !== socket.data.userId) return reply({ ok: false, error: 'FORBIDDEN' });
    void socket.join(userRoom(socket.data.userId));
    reply({ ok: true });
  });
}

const sessionIdsOf = (message: string): string[] => {
  try {
    const ids: unknown = JSON.parse(message);
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
};

/**
 * The socket.io adapter's Redis clients, which also carry session revocations between processes:
 * each process publishes the sessions it ended and forgets those the others announce.
 */
async function connectRedis(url: string, sessions: SessionRegistry) {
  const pub = createClient({ url });
  const sub = pub.duplicate();
  pub.on('error', () => undefined);
  sub.on('error', () => undefined);
  await Promise.all([pub.connect(), sub.connect()]);
  await sub.subscribe(SESSIONS_REVOKED_CHANNEL, (message) =>
    sessions.revokedElsewhere(sessionIdsOf(message)),
  );
  sessions.publishTo(
    (ids) => void pub.publish(SESSIONS_REVOKED_CHANNEL, JSON.stringify(ids)).catch(() => undefined),
  );
  return {
    adapter: createAdapter(pub, sub),
    close: () => {
      sessions.publishTo(null);
      return Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}

/**
 * Attaches socket.io to the app's own HTTP server at /socket.io, so `buildApp` + `listen` serves both.
 * The handshake must carry a valid session cookie of a live session. With REDIS_URL, rooms and session
 * revocations are shared between processes.
 * Returns the hub the composition root hands to the services (server/modules/container.ts).
 */
export function installRealtime(
  app: FastifyInstance,
  deps: { config: Config; tokens: AccessTokens; sessions: SessionRegistry; database: Database },
): RealtimeServer {
  let io: Server | null = null;
  let closeRedis: (() => Promise<unknown>) | undefined;
  const gate = createHorizonGate(() => changefeedHorizon(deps.database.db));
  const hub = createRealtimeHub(() => io, gate);
  deps.sessions.onRevoked((ids) => io?.local.in(ids.map(sessionRoom)).disconnectSockets(true));

  app.addHook('onReady', async () => {
    const server = new Server(app.server, { path: SOCKET_PATH, serveClient: false });
    if (deps.config.redisUrl) {
      const redis = await connectRedis(deps.config.redisUrl, deps.sessions);
      server.adapter(redis.adapter);
      closeRedis = redis.close;
    }
    server.use((socket, next) => {
      const headers = socket.request.headers;
      const token = readCookie(headers.cookie, ACCESS_COOKIE);
      if (!token || !sameOrigin(headers, deps.config.publicUrl)) return next(new Error(SOCKET_UNAUTHORIZED));
      void (async () => {
        const claims = await deps.tokens.verify(token);
        if (!claims || !(await deps.sessions.isLive(claims.sessionId))) return SOCKET_UNAUTHORIZED;
        const { id: userId, sessionId, expiresAt } = claims;
        Object.assign(socket.data as SocketData, { userId, sessionId, expiresAt });
        return null;
      })().then(
        (refused) => next(refused ? new Error(refused) : undefined),
        () => next(new Error(SOCKET_UNAUTHORIZED)),
      );
    });
    server.on('connection', (socket: AppSocket) => {
      bindToSession(socket, deps.sessions);
      onConnection(socket);
    });
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
  return {
    ...hub,
    catalogRemoved(trackIds) {
      if (trackIds.length > 0) io?.emit(socketEvents.catalogRemoved, { trackIds });
    },
    catalogRestored(trackIds) {
      if (trackIds.length > 0) io?.emit(socketEvents.catalogRestored, { trackIds });
    },
    openSockets: () => io?.engine.clientsCount ?? 0,
  };
}
