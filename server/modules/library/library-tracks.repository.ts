import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tracks, type TrackRow } from '../../db/schema/catalog';
import { isUuid } from '../../../src/domain/ids';

/** The catalogue as the library reads it: only live (not deleted) tracks. */
export function libraryTracksRepository(db: Db) {
  return {
    async isLive(trackId: string): Promise<boolean> {
      if (!isUuid(trackId)) return false;
      const [row] = await db
        .select({ id: tracks.id })
        .from(tracks)
        .where(and(eq(tracks.id, trackId), eq(tracks.deleted, false)));
      return row !== undefined;
    },

    /** The live tracks among `ids`, in the order of `ids` (deleted and unknown ones left out). */
    async liveInOrder(ids: string[]): Promise<TrackRow[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select()
        .from(tracks)
        .where(and(inArray(tracks.id, ids), eq(tracks.deleted, false)));
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },
  };
}

export type LibraryTracksRepository = ReturnType<typeof libraryTracksRepository>;
