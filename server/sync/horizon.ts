import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * The highest seq a pull may return now: every transaction that took a seq up to it has ended
 * (server/db/migrations/0015_changefeed_without_lock.sql, docs/decisions/0006). Read it before the
 * snapshot the pull reads rows from, never inside it.
 */
export async function changefeedHorizon(db: Db): Promise<number> {
  const result = (await db.execute(sql`select cueline_changefeed_horizon()::text as horizon`)) as unknown as {
    rows: { horizon: string | null }[];
  };
  return Number(result.rows[0]?.horizon ?? 0);
}

export interface HorizonGate {
  /**
   * Resolves once a pull can return `seq` (at once when it already can): true when it had to wait, that is
   * when the first read of the horizon after the call found it below `seq` (or the read failed).
   */
  reached(seq: number): Promise<boolean>;
  /** Stops polling and resolves every pending wait. */
  close(): void;
}

interface Waiter {
  seq: number;
  /** Set once a read of the horizon did not release it. */
  waited: boolean;
  resolve: (waited: boolean) => void;
}

/**
 * Waits for the horizon to reach a seq, for `sync` hints: a hint that announced a seq a pull does not
 * return yet (a lower seq of another writer still open) would make the client pull too early and then
 * wait for a hint that may never come. One read of the horizon serves every pending wait; a failed read
 * releases them all, as the hint then is the best the server can do.
 */
export function createHorizonGate(readHorizon: () => Promise<number>, pollMs = 10): HorizonGate {
  let reachedSeq = 0;
  let waiters: Waiter[] = [];
  let polling = false;
  let closed = false;

  const release = (upTo: number) => {
    const ready = waiters.filter((w) => w.seq <= upTo);
    waiters = waiters.filter((w) => w.seq > upTo);
    for (const waiter of ready) waiter.resolve(waiter.waited);
    for (const waiter of waiters) waiter.waited = true;
  };

  const poll = async () => {
    polling = true;
    while (waiters.length > 0 && !closed) {
      try {
        reachedSeq = Math.max(reachedSeq, await readHorizon());
      } catch {
        for (const waiter of waiters) waiter.waited = true;
        reachedSeq = Math.max(reachedSeq, ...waiters.map((w) => w.seq));
      }
      release(reachedSeq);
      if (waiters.length > 0) await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
    polling = false;
  };

  return {
    reached(seq) {
      if (closed || seq <= reachedSeq) return Promise.resolve(false);
      return new Promise<boolean>((resolve) => {
        waiters.push({ seq, waited: false, resolve });
        if (!polling) void poll();
      });
    },
    close() {
      closed = true;
      release(Number.POSITIVE_INFINITY);
    },
  };
}
