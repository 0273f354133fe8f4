import { and, asc, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outbox, type OutboxRow } from '../db/schema/outbox';
import type { Effect } from './effects';

/** Deliveries tried before a row is set aside for a person to look at (it stays in the table). */
export const OUTBOX_MAX_ATTEMPTS = 10;

/** The only place that touches the outbox table. */
export function outboxRepository(db: Db) {
  return {
    /** Writes effects in the current transaction; they are delivered once it commits. */
    async add(effects: Effect[]): Promise<void> {
      if (effects.length > 0) await db.insert(outbox).values(effects);
    },

    /**
     * The oldest pending rows, locked until the delivering transaction ends; rows another process holds
     * are skipped, so two workers never deliver the same row.
     */
    async claim(limit: number): Promise<OutboxRow[]> {
      return db
        .select()
        .from(outbox)
        .where(lt(outbox.attempts, OUTBOX_MAX_ATTEMPTS))
        .orderBy(asc(outbox.id))
        .limit(limit)
        .for('update', { skipLocked: true });
    },

    /** Delivered: gone, in the transaction that delivered them. */
    async remove(ids: number[]): Promise<void> {
      if (ids.length > 0) await db.delete(outbox).where(inArray(outbox.id, ids));
    },

    async failed(ids: number[]): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(outbox)
        .set({ attempts: sql`${outbox.attempts} + 1` })
        .where(and(inArray(outbox.id, ids)));
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
