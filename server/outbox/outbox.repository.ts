import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outbox, type OutboxRow } from '../db/schema/outbox';
import type { Effect } from './effects';

/**
 * Deliveries tried before a row is set aside for a person to look at (it stays in the table). With the
 * back-off below, the last try comes about nine hours after the first: an SMTP outage of a night loses
 * no mail.
 */
export const OUTBOX_MAX_ATTEMPTS = 20;

/** The wait after the n-th failed delivery: 1 s, 2 s, 4 s … doubling, at most an hour. */
export function retryDelayMs(failures: number): number {
  return Math.min(1000 * 2 ** Math.max(failures - 1, 0), 60 * 60 * 1000);
}

/** How long a delivery made outside the database (a mail) holds its row before another run may retry it. */
export const OUTBOX_LEASE_MS = 5 * 60 * 1000;

/** The only place that touches the outbox table. */
export function outboxRepository(db: Db) {
  return {
    /** Writes effects in the current transaction; they are delivered once it commits. */
    async add(effects: Effect[]): Promise<void> {
      if (effects.length > 0) await db.insert(outbox).values(effects);
    },

    /**
     * The oldest rows due at `now`, locked until the delivering transaction ends; rows another process
     * holds are skipped, so two workers never deliver the same row.
     */
    async claim(limit: number, now: Date): Promise<OutboxRow[]> {
      return db
        .select()
        .from(outbox)
        .where(
          and(
            lt(outbox.attempts, OUTBOX_MAX_ATTEMPTS),
            or(isNull(outbox.notBefore), lte(outbox.notBefore, now)),
          ),
        )
        .orderBy(asc(outbox.id))
        .limit(limit)
        .for('update', { skipLocked: true });
    },

    /** Holds claimed rows until `until`, for a delivery that runs after the claiming transaction. */
    async lease(ids: number[], until: Date): Promise<void> {
      if (ids.length > 0) await db.update(outbox).set({ notBefore: until }).where(inArray(outbox.id, ids));
    },

    /** Delivered: gone, in the transaction that delivered them. */
    async remove(ids: number[]): Promise<void> {
      if (ids.length > 0) await db.delete(outbox).where(inArray(outbox.id, ids));
    },

    /** A failed delivery: counted, and not tried again before its back-off has passed. */
    async failed(rows: Pick<OutboxRow, 'id' | 'attempts'>[], now: Date): Promise<void> {
      for (const row of rows)
        await db
          .update(outbox)
          .set({
            attempts: sql`${outbox.attempts} + 1`,
            notBefore: new Date(now.getTime() + retryDelayMs(row.attempts + 1)),
          })
          .where(eq(outbox.id, row.id));
    },

    async pending(): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)`.mapWith(Number) })
        .from(outbox)
        .where(lt(outbox.attempts, OUTBOX_MAX_ATTEMPTS));
      return row?.count ?? 0;
    },
  };
}

export type OutboxRepository = ReturnType<typeof outboxRepository>;
