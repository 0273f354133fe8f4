import { map, type Observable } from 'rxjs';
import type { CueDatabase } from '../collections';

/** The ids of the user's favourite tracks, live (the player's heart, list rows). */
export function favouriteIdsQuery(db: CueDatabase): Observable<ReadonlySet<string>> {
  return db.favourites.find().$.pipe(map((docs) => new Set(docs.map((doc) => doc.trackId))));
}

/** Whether one track is a favourite, live. */
export function isFavouriteQuery(db: CueDatabase, trackId: string): Observable<boolean> {
  return db.favourites
    .findOne({ selector: { trackId: { $eq: trackId } } })
    .$.pipe(map((doc) => doc !== null));
}

/** Favourite track ids, most recently favourited first (the Favourites page). */
export function favouriteTrackIdsQuery(db: CueDatabase): Observable<string[]> {
  return db.favourites
    .find({ sort: [{ createdAt: 'desc' }, { id: 'asc' }] })
    .$.pipe(map((docs) => docs.map((doc) => doc.trackId)));
}
