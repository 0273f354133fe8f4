import crypto from 'node:crypto';
import { and, desc, eq, isNull, lte, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lastListens, listens, type ListenRow } from '../../db/schema/library';

/** Namespace of the per-user advisory lock that orders one user's history trims (two-key form). */
const HISTORY_TRIM_LOCK = 827362;

type Input = { userId: string; trackId: string; at: Date; repeatSince: Date; keep: number };

/**
 * Opens the repeat window of a user and track for listen `id`, unless a listen counted after
 * `repeatSince` holds it. The key makes racing requests wait for each other and count once.
 */
async function claimWindow(tx: Db, input: Input, id: string): Promise<boolean> {
  const claimed = await tx
    .insert(lastListens)
    .values({ userId: input.userId, trackId: input.trackId, listenId: id, listenedAt: input.at })
    .onConflictDoUpdate({
      target: [lastListens.userId, lastListens.trackId],
      set: { listenId: id, listenedAt: input.at },
      setWhere: lte(lastListens.listenedAt, input.repeatSince),
    })
    .returning({ listenId: lastListens.listenId });
  return claimed.length > 0;
}

/** The listen that holds the window of a user and track. */
async function windowListen(tx: Db, input: Input): Promise<ListenRow> {
  const [row] = await tx
    .select({ listen: listens })
    .from(lastListens)
    .innerJoin(listens, eq(listens.id, lastListens.listenId))
    .where(and(eq(lastListens.userId, input.userId), eq(lastListens.trackId, input.trackId)));
  if (!row) throw new Error('a repeat window without its listen');
  return row.listen;
}

/**
 * Listens beyond the newest `keep` leave the visible history (`deleted`); returns their new seqs. One
 * user's trims run one at a time (a lock of that user only, taken after the listen is written), so two
 * racing listens of different tracks cannot each keep `keep` of what they see and leave one too many.
 */
async function trimHistory(tx: Db, input: Input): Promise<number[]> {
  await tx.execute(sql`select pg_advisory_xact_lock(${HISTORY_TRIM_LOCK}, hashtext(${input.userId}))`);
  const kept = tx
    .select({ id: listens.id })
    .from(listens)
    .where(and(eq(listens.userId, input.userId), eq(listens.deleted, false)))
    .orderBy(desc(listens.listenedAt), desc(listens.seq))
    .limit(input.keep);
  const dropped = await tx
    .update(listens)
    .set({ deleted: true })
    .where(and(eq(listens.userId, input.userId), eq(listens.deleted, false), notInArray(listens.id, kept)))
    .returning({ seq: listens.seq });
  return dropped.map((d) => d.seq);
}

/** The only place that touches the listens table. */
export function listensRepository(db: Db) {
  return {
    /**
     * Records a listen unless the same user's listen of the same track was counted after `repeatSince`;
     * then returns that earlier listen. Listens beyond the newest `keep` leave the visible history in the
     * same transaction.
     */
    async record(input: Input): Promise<{ row: ListenRow; counted: boolean; seq: number }> {
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const id = crypto.randomUUID();
        if (!(await claimWindow(tx, input, id)))
          return { row: await windowListen(tx, input), counted: false, seq: 0 };
        const [row] = await tx
          .insert(listens)
          .values({ id, userId: input.userId, trackId: input.trackId, listenedAt: input.at })
          .returning();
        const dropped = await trimHistory(tx, input);
        return { row: row!, counted: true, seq: Math.max(row!.seq, ...dropped) };
      });
    },

    /**
     * Marks the user's listen as played past 30 s (a completed play in the owner's statistics), once.
     * Returns the listen, or undefined when the user has no such listen.
     */
    async complete(
      userId: string,
      listenId: string,
      at: Date,
    ): Promise<{ row: ListenRow; changed: boolean } | undefined> {
      const [changed] = await db
        .update(listens)
        .set({ completedAt: at })
        .where(and(eq(listens.id, listenId), eq(listens.userId, userId), isNull(listens.completedAt)))
        .returning();
      if (changed) return { row: changed, changed: true };
      const [row] = await db
        .select()
        .from(listens)
        .where(and(eq(listens.id, listenId), eq(listens.userId, userId)));
      return row && { row, changed: false };
    },
  };
}

export type ListensRepository = ReturnType<typeof listensRepository>;
