import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The transaction outbox (docs/architecture.md): a side effect of a write — a notification, a sync hint —
 * stored in the write's own transaction and delivered after commit by server/outbox/worker.ts. A row is
 * deleted in the transaction that delivers it, so a committed write never loses its effect and a
 * delivered effect is never taken up again.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Which handler delivers it: a key of server/outbox/effects.ts. */
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Failed deliveries so far; a row that keeps failing is set aside (see worker.ts). */
    attempts: integer('attempts').notNull().default(0),
    /**
     * Not delivered before this time: the back-off after a failed delivery, or the lease of a delivery
     * made outside the database (a mail being sent). Null for a new row: due at once.
     */
    notBefore: timestamp('not_before', { withTimezone: true }),
  },
  (t) => [index('outbox_pending').on(t.notBefore, t.id)],
);

export type OutboxRow = typeof outbox.$inferSelect;
