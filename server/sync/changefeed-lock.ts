import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** The advisory lock the changefeed trigger takes (server/db/migrations/0004_changefeed_commit_order.sql). */
export const CHANGEFEED_LOCK = 827361;

/**
 * Takes the changefeed lock for the rest of the transaction. The trigger takes it on the first write of a
 * replicated row; a transaction that locks rows (`select … for update`) before writing takes it first,
 * so two writers cannot wait on each other.
 */
export async function lockChangefeed(tx: Db) {
  await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(CHANGEFEED_LOCK))})`);
}
