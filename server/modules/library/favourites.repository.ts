import { and, desc, eq } from 'drizzle-orm';
import { favouriteId } from '../../../src/domain/library';
import type { Db } from '../../db/client';
import { tracks } from '../../db/schema/catalog';
import { favourites, type FavouriteRow } from '../../db/schema/library';

/** The only place that touches the favourites table. */
export function favouritesRepository(db: Db) {
  return {
    async findByTrack(userId: string, trackId: string): Promise<FavouriteRow | undefined> {
      const [row] = await db
        .select()
        .from(favourites)
        .where(and(eq(favourites.userId, userId), eq(favourites.trackId, trackId)));
      return row;
    },

    /**
     * Favourites a track: inserts the (user, track) row or revives a deleted one. Returns the row when it
     * changed, undefined when the track already was a favourite.
     */
    async favourite(userId: string, trackId: string, at: Date): Promise<FavouriteRow | undefined> {
      const [row] = await db
        .insert(favourites)
        .values({ id: favouriteId(userId, trackId), userId, trackId, createdAt: at })
        .onConflictDoUpdate({
          target: [favourites.userId, favourites.trackId],
          set: { deleted: false, createdAt: at },
          setWhere: eq(favourites.deleted, true),
        })
        .returning();
      return row;
    },

    /** Unfavourites (soft delete); returns the row when it changed. */
    async unfavourite(userId: string, trackId: string): Promise<FavouriteRow | undefined> {
      const [row] = await db
        .update(favourites)
        .set({ deleted: true })
        .where(
          and(eq(favourites.userId, userId), eq(favourites.trackId, trackId), eq(favourites.deleted, false)),
        )
        .returning();
      return row;
    },

    /** Ids of the user's favourite live tracks, most recently favourited first. */
    async trackIds(userId: string): Promise<string[]> {
      const rows = await db
        .select({ trackId: favourites.trackId })
        .from(favourites)
        .innerJoin(tracks, eq(tracks.id, favourites.trackId))
        .where(and(eq(favourites.userId, userId), eq(favourites.deleted, false), eq(tracks.deleted, false)))
        .orderBy(desc(favourites.createdAt), desc(favourites.seq));
      return rows.map((row) => row.trackId);
    },
  };
}

export type FavouritesRepository = ReturnType<typeof favouritesRepository>;
