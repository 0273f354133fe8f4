import { map, type Observable } from 'rxjs';
import type { CueDatabase } from '../collections';

export interface RecentlyPlayed {
  trackId: string;
  /** The newest listen of the track. */
  listenedAt: string;
}

/** Distinct tracks of the history, most recently played first, at most `limit` (Recently played, home row). */
export function recentlyPlayedQuery(db: CueDatabase, limit: number): Observable<RecentlyPlayed[]> {
  return db.history.find({ sort: [{ listenedAt: 'desc' }, { id: 'desc' }] }).$.pipe(
    map((docs) => {
      const seen = new Set<string>();
      const recent: RecentlyPlayed[] = [];
      for (const doc of docs) {
        if (seen.has(doc.trackId)) continue;
        seen.add(doc.trackId);
        recent.push({ trackId: doc.trackId, listenedAt: doc.listenedAt });
        if (recent.length >= limit) break;
      }
      return recent;
    }),
  );
}
