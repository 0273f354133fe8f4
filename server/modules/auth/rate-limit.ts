import type { FastifyRequest } from 'fastify';
import { createClient } from 'redis';
import { tooSoon } from '../../http/errors';

/** Counts hits per key in fixed windows; Redis when several server processes share limits, else memory. */
export interface HitCounter {
  hit(key: string, windowMs: number): Promise<{ count: number; resetMs: number }>;
  close(): Promise<void>;
}

export function createMemoryCounter(now: () => number = Date.now): HitCounter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let sweptAt = 0;
  return {
    async hit(key, windowMs) {
      const t = now();
      if (t - sweptAt > 1000) {
        sweptAt = t;
        for (const [k, w] of windows) if (w.resetAt <= t) windows.delete(k);
      }
      const current = windows.get(key);
      const entry = current && current.resetAt > t ? current : { count: 0, resetAt: t + windowMs };
      entry.count += 1;
      windows.set(key, entry);
      return { count: entry.count, resetMs: entry.resetAt - t };
    },
    async close() {
      windows.clear();
    },
  };
}

/** How long a hit waits for the first connection to Redis before it counts as unreachable. */
const FIRST_CONNECT_WAIT_MS = 1000;

export function createRedisCounter(url: string): HitCounter {
  // Without the offline queue a command fails at once while the connection is down, instead of waiting.
  const redis = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: FIRST_CONNECT_WAIT_MS },
  });
  // Connection errors reach the caller through hit(); the reconnect loop's own events are expected.
  redis.on('error', () => undefined);
  let connecting: Promise<unknown> | undefined;
  const firstConnection = () => {
    connecting ??= redis.connect().catch(() => undefined);
    let timer: NodeJS.Timeout | undefined;
    const wait = new Promise((resolve) => (timer = setTimeout(resolve, FIRST_CONNECT_WAIT_MS)));
    return Promise.race([connecting, wait]).finally(() => clearTimeout(timer));
  };
  return {
    async hit(key, windowMs) {
      if (!redis.isReady) await firstConnection();
      const name = `cueline:rate:${key}`;
      const [, count, ttl] = await redis
        .multi()
        .set(name, '0', { expiration: { type: 'PX', value: windowMs }, condition: 'NX' })
        .incr(name)
        .pTTL(name)
        .exec();
      const remaining = Number(ttl ?? windowMs);
      return { count: Number(count ?? 1), resetMs: remaining > 0 ? remaining : windowMs };
    },
    async close() {
      if (redis.isOpen) redis.destroy();
    },
  };
}

/**
 * An onRequest hook allowing `max` requests per window per IP and route, then 429 RATE_LIMITED. When the
 * counter is unreachable (Redis down) requests pass: the limit must not take sign-in down with it.
 */
export function rateLimitHook(counter: HitCounter, name: string, max: number, windowMs = 60_000) {
  return async (request: FastifyRequest) => {
    let hit;
    try {
      hit = await counter.hit(`${name}:${request.ip}`, windowMs);
    } catch (error) {
      request.log.warn({ err: error }, 'rate limit counter unavailable');
      return;
    }
    const { count, resetMs } = hit;
    if (count <= max) return;
    // The wait goes in the body, the header and the message alike (server/http/errors.ts `tooSoon`).
    throw tooSoon('error.rateLimitedWait', resetMs);
  };
}
