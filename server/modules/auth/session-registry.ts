import { ACCESS_TTL_SECONDS } from './session';

/** How long a "live" answer is trusted without asking the database again (a lost cross-process message is bounded by it). */
export const LIVE_CACHE_MS = 30_000;
/** A revoked session stays revoked: remember it as long as any of its access tokens can be valid. */
const REVOKED_CACHE_MS = ACCESS_TTL_SECONDS * 1000;
const MAX_ENTRIES = 10_000;

type Listener = (sessionIds: readonly string[]) => void;

/**
 * Which sessions are live, with a small in-process cache that a revocation clears at once
 * (docs/decisions/0008-session-revocation.md). The database stays the authority: the cache only saves
 * the lookup for a session that was live a moment ago.
 */
export interface SessionRegistry {
  isLive(sessionId: string): Promise<boolean>;
  /** Ends sessions whose revocation has committed: here, and in every other process through `publishTo`. */
  revoke(sessionIds: readonly string[]): void;
  /** A revocation another process announced: the same, without announcing it again. */
  revokedElsewhere(sessionIds: readonly string[]): void;
  /** Called with every ended session, here or elsewhere (the socket server disconnects their sockets). */
  onRevoked(listener: Listener): void;
  /** Where revocations are announced to other processes (Redis pub/sub when REDIS_URL is set). */
  publishTo(publish: Listener | null): void;
}

export interface SessionRegistryDeps {
  /** The database's answer: the session exists and is not revoked. */
  lookup(sessionId: string): Promise<boolean>;
  /** Milliseconds since the epoch; tests may pass a fake clock. */
  now?: () => number;
}

export function createSessionRegistry(deps: SessionRegistryDeps): SessionRegistry {
  const now = deps.now ?? Date.now;
  const cache = new Map<string, { live: boolean; until: number }>();
  const pending = new Map<string, Promise<boolean>>();
  const listeners: Listener[] = [];
  let publish: Listener | null = null;
  /** Bumped by every revocation: a lookup that started before one does not cache its answer. */
  let epoch = 0;

  const remember = (sessionId: string, live: boolean) => {
    cache.delete(sessionId);
    if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
    cache.set(sessionId, { live, until: now() + (live ? LIVE_CACHE_MS : REVOKED_CACHE_MS) });
  };

  const lookup = async (sessionId: string) => {
    const started = epoch;
    try {
      const live = await deps.lookup(sessionId);
      if (cache.get(sessionId)?.live === false) return false;
      if (epoch === started) remember(sessionId, live);
      return live;
    } finally {
      pending.delete(sessionId);
    }
  };

  const ended = (sessionIds: readonly string[]) => {
    if (sessionIds.length === 0) return;
    epoch += 1;
    for (const id of sessionIds) remember(id, false);
    for (const listener of listeners) listener(sessionIds);
  };

  return {
    isLive(sessionId) {
      const known = cache.get(sessionId);
      if (known && known.until > now()) return Promise.resolve(known.live);
      let answer = pending.get(sessionId);
      if (!answer) {
        answer = lookup(sessionId);
        pending.set(sessionId, answer);
      }
      return answer;
    },
    revoke(sessionIds) {
      ended(sessionIds);
      if (sessionIds.length > 0) publish?.(sessionIds);
    },
    revokedElsewhere: ended,
    onRevoked(listener) {
      listeners.push(listener);
    },
    publishTo(next) {
      publish = next;
    },
  };
}
