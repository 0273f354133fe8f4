import { and, desc, eq, gt, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listens, type ListenRow } from '../../db/schema/library';
import { lockChangefeed } from '../../sync/changefeed-lock';

/** The only place that touches the listens table. */
export function listensRepository(db: Db) {
  return {
    /**
     * Records a listen unless the same user listened to the same track after `repeatSince`; then returns
     * that earlier listen. Serialised by the changefeed lock, so two racing requests count once. Listens
     * beyond the newest `keep` leave the visible history (`deleted`) in the same transaction.
     */
    async record(input: { userId: string; trackId: string; at: Date; repeatSince: Date; keep: number }): Promise<{ row: ListenRow; counted: boolean; seq: number }> {
      return db.transaction(async (tx) => {
        await lockChangefeed(tx as unknown as Db);
        const [recent] = await tx
          .select()
          .from(listens)
          .where(and(eq(listens.userId, input.userId), eq(listens.trackId, input.trackId), gt(listens.listenedAt, input.repeatSince)))
          .orderBy(desc(listens.listenedAt))
          .limit(1);
        if (recent) return { row: recent, counted: false, seq: 0 };
        const [row] = await tx.insert(listens).values({ userId: input.userId, trackId: input.trackId, listenedAt: input.at }).returning();
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
        return { row: row!, counted: true, seq: Math.max(row!.seq, ...dropped.map((d) => d.seq)) };
      });
    },
  };
}

export type ListensRepository = ReturnType<typeof listensRepository>;
