import type { Db } from '../../db/client';
import { trackDownloads } from '../../db/schema/statistics';

/** Downloads of tracks' audio: each row counts in the owner's statistics (migration 0026's trigger). */
export function trackDownloadsRepository(db: Db) {
  return {
    async record(userId: string, trackId: string): Promise<void> {
      await db.insert(trackDownloads).values({ userId, trackId });
    },
  };
}

export type TrackDownloadsRepository = ReturnType<typeof trackDownloadsRepository>;
