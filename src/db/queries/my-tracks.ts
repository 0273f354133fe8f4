import { map, type Observable } from 'rxjs';
import type { CueDatabase } from '../collections';
import type { TrackDocType } from '../schemas/tracks.schema';

/**
 * An owner's own tracks, newest first, live (they replicate in full, so the list works offline and
 * follows every tab). Plain objects, not RxDocuments; search and sort run in memory over the result.
 */
export function myTracksQuery(db: CueDatabase, ownerId: string): Observable<TrackDocType[]> {
  return db.tracks
    .find({ selector: { ownerId: { $eq: ownerId } }, sort: [{ createdAt: 'desc' }, { id: 'desc' }] })
    .$.pipe(map((docs) => docs.map((doc) => doc.toMutableJSON() as TrackDocType)));
}
