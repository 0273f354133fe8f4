import { and, count, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { AdminTrackQuery } from '../../../src/domain/admin';
import type { Db } from '../../db/client';
import { tracks, type TrackRow } from '../../db/schema/catalog';
import { users } from '../../db/schema/users';
import { containing } from './admin-users.repository';

const columns = {
  id: tracks.id,
  title: tracks.title,
  mainArtist: tracks.mainArtistName,
  ownerId: tracks.ownerId,
  ownerEmail: users.email,
  ownerName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
  hiddenAt: tracks.hiddenAt,
  hiddenReason: tracks.hiddenReason,
  createdAt: tracks.createdAt,
};

export type ModeratedTrackRow = {
  id: string;
  title: string;
  mainArtist: string;
  ownerId: string;
  ownerEmail: string;
  ownerName: string;
  hiddenAt: Date | null;
  hiddenReason: string | null;
  createdAt: Date;
};

/**
 * Tracks as moderation sees them. Hiding sets `deleted` with `hidden_at`: the row leaves `track_search`
 * (its trigger), the chip index and every replica through the changefeed, exactly as a deletion does.
 * Restoring clears both, and only for a hidden track (an owner's own deletion is not undone here).
 */
export function adminTracksRepository(db: Db) {
  const select = (where: SQL | undefined) =>
    db.select(columns).from(tracks).innerJoin(users, eq(users.id, tracks.ownerId)).where(where);

  return {
    async page(query: AdminTrackQuery & { offset: number }) {
      const conditions: SQL[] =
        query.status === 'hidden' ? [isNotNull(tracks.hiddenAt)] : [eq(tracks.deleted, false)];
      if (query.search) conditions.push(sql`lower(${tracks.title}) like ${containing(query.search)}`);
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        select(where)
          .orderBy(query.status === 'hidden' ? desc(tracks.hiddenAt) : desc(tracks.createdAt), tracks.id)
          .limit(query.limit)
          .offset(query.offset),
        db.select({ total: count() }).from(tracks).where(where),
      ]);
      return { rows: rows as ModeratedTrackRow[], total: total?.total ?? 0 };
    },

    async moderated(id: string): Promise<ModeratedTrackRow | undefined> {
      const [row] = await select(eq(tracks.id, id));
      return row as ModeratedTrackRow | undefined;
    },

    async hide(id: string, reason: string, at: Date): Promise<TrackRow | undefined> {
      const [row] = await db
        .update(tracks)
        .set({ deleted: true, hiddenAt: at, hiddenReason: reason })
        .where(and(eq(tracks.id, id), eq(tracks.deleted, false)))
        .returning();
      return row;
    },

    async restore(id: string): Promise<TrackRow | undefined> {
      const [row] = await db
        .update(tracks)
        .set({ deleted: false, hiddenAt: null, hiddenReason: null })
        .where(and(eq(tracks.id, id), isNotNull(tracks.hiddenAt)))
        .returning();
      return row;
    },

    async counts() {
      const [row] = await db
        .select({
          live: sql<number>`count(*) filter (where ${tracks.deleted} = false)`.mapWith(Number),
          hidden: sql<number>`count(${tracks.hiddenAt})`.mapWith(Number),
        })
        .from(tracks);
      return { tracks: row?.live ?? 0, hiddenTracks: row?.hidden ?? 0 };
    },
  };
}

export type AdminTracksRepository = ReturnType<typeof adminTracksRepository>;
