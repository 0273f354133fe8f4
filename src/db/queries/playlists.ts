import { map, type Observable } from 'rxjs';
import type { PlaylistRole } from '../../domain/library';
import type { CueDatabase } from '../collections';
import type { PlaylistDocType } from '../schemas/playlists.schema';

/** The user's playlists of one profile (playlists/{role}), newest first, live; plain objects. */
export function myPlaylistsQuery(db: CueDatabase, role: PlaylistRole): Observable<PlaylistDocType[]> {
  return db.playlists
    .find({ selector: { role: { $eq: role } }, sort: [{ createdAt: 'desc' }, { id: 'asc' }] })
    .$.pipe(map((docs) => docs.map((doc) => doc.toMutableJSON() as PlaylistDocType)));
}

/** One playlist, live; null when it is unknown or was deleted. */
export function playlistQuery(db: CueDatabase, id: string): Observable<PlaylistDocType | null> {
  return db.playlists
    .findOne(id)
    .$.pipe(map((doc) => (doc ? (doc.toMutableJSON() as PlaylistDocType) : null)));
}
