import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tracks } from '../../db/schema/catalog';
import { favourites, type FavouriteRow } from '../../db/schema/library';
import { isEmpty } from '../../db/values';

export type NewFavourite = Pick<FavouriteRow, 'id' | 'userId' | 'trackId' | 'createdAt'>;
export type FavouriteValues = Partial<Pick<FavouriteRow, 'deleted' | 'createdAt'>>;

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
     * Stores a new favourite; returns undefined when the user's favourite of that track already exists
     * (a concurrent write made it first).
     */
    async insert(values: NewFavourite): Promise<FavouriteRow | undefined> {
      const [row] = await db.insert(favourites).values(values).onConflictDoNothing().returning();
      return row;
    },

    async update(id: string, values: FavouriteValues): Promise<FavouriteRow | undefined> {
      const [row] = isEmpty(values)
        ? await db.select().from(favourites).where(eq(favourites.id, id))
        : await db.update(favourites).set(values).where(eq(favourites.id, id)).returning();
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
