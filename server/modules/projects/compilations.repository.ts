import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { compilations, compilationTracks } from '../../db/schema/projects';
import { isUuid } from '../../../src/domain/ids';

/** A project's compilations and their tracks (part of projectsRepository; docs/licensing.md §2). */
export function compilationsRepository(db: Db) {
  return {
    async insertCompilation(projectId: string, name: string) {
      const [row] = await db.insert(compilations).values({ projectId, name }).returning();
      return row!;
    },

    async findCompilation(id: string) {
      if (!isUuid(id)) return undefined;
      const [row] = await db.select().from(compilations).where(eq(compilations.id, id));
      return row;
    },

    async renameCompilation(id: string, name: string) {
      await db.update(compilations).set({ name }).where(eq(compilations.id, id));
    },

    /** Deletes the compilation with its track list; the tracks stay in the catalogue and the workspaces. */
    async deleteCompilation(id: string) {
      await db.delete(compilations).where(eq(compilations.id, id));
    },

    /** Appends a track to a compilation; adding it again changes nothing. */
    async addCompilationTrack(compilationId: string, trackId: string) {
      await db.execute(sql`insert into compilation_tracks (compilation_id, track_id, position)
        values (${compilationId}, ${trackId}, (select coalesce(max(position), -1) + 1 from compilation_tracks
          where compilation_id = ${compilationId}))
        on conflict do nothing`);
    },

    /** Removes a track from a compilation; whether it was there. */
    async removeCompilationTrack(compilationId: string, trackId: string): Promise<boolean> {
      const removed = await db
        .delete(compilationTracks)
        .where(
          and(eq(compilationTracks.compilationId, compilationId), eq(compilationTracks.trackId, trackId)),
        )
        .returning({ trackId: compilationTracks.trackId });
      return removed.length > 0;
    },
  };
}
