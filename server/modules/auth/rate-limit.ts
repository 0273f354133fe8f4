import type { FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { AppError } from '../../http/errors';

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

export function createRedisCounter(url: string): HitCounter {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  // Connection errors reach the caller through hit(); the reconnect loop's own events are expected.
  redis.on('error', () => undefined);
  return {
    async hit(key, windowMs) {
      const name = `cueline:rate:${key}`;
      const result = await redis.multi().set(name, 0, 'PX', windowMs, 'NX').incr(name).pttl(name).exec();
      const count = Number(result?.[1]?.[1] ?? 1);
      const ttl = Number(result?.[2]?.[1] ?? windowMs);
      return { count, resetMs: ttl > 0 ? ttl : windowMs };
    },
    async close() {
      redis.disconnect();
    },
  };
}

/**
 * An onRequest hook allowing `max` requests per window per IP and route, then 429 RATE_LIMITED. When the
 * counter is unreachable (Redis down) requests pass: the limit must not take sign-in down with it.
 */
export function rateLimitHook(counter: HitCounter, name: string, max: number, windowMs = 60_000) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    let hit;
    try {
      hit = await counter.hit(`${name}:${request.ip}`, windowMs);
    } catch (error) {
      request.log.warn({ err: error }, 'rate limit counter unavailable');
      return;
    }
    const { count, resetMs } = hit;
    if (count <= max) return;
    reply.header('retry-after', Math.ceil(resetMs / 1000));
    throw new AppError('RATE_LIMITED');
  };
}
