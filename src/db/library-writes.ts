import type { PlaylistChangeInput, PlaylistFieldsInput, PlaylistRole } from '../domain/library';
import { favouriteId } from '../domain/library-ids';
import type { CueDatabase } from './collections';
import type { PlaylistDocType } from './schemas/playlists.schema';

/**
 * Local writes of the user's library (docs/design.md §1): they go into RxDB and replication pushes them, so
 * they work offline and are never lost. Inputs are checked with the same zod schemas as the server;
 * an invalid input throws the ZodError before anything is written. The schemas (and zod) load with the
 * first write, not with the screens (docs/decisions/0027-collection-schemas-made-ahead.md).
 */

/** The library's zod schemas, loaded by the first write that checks its input. */
const librarySchemas = () => import('../domain/library');

/** A random UUID v4 for documents created on this device (works outside secure contexts too). */
export function newDocumentId(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Favourites or unfavourites a track; returns false when it already was in that state. */
export async function setFavourite(
  db: CueDatabase,
  userId: string,
  trackId: string,
  favourite: boolean,
  now = new Date(),
): Promise<boolean> {
  const id = favouriteId(userId, trackId);
  const existing = await db.favourites.findOne(id).exec();
  if (favourite === (existing !== null)) return false;
  if (existing) {
    await existing.remove();
    return true;
  }
  const at = now.toISOString();
  await db.favourites.upsert({ id, trackId: trackId.toLowerCase(), createdAt: at, updatedAt: at, seq: 0 });
  return true;
}

/** The heart: flips a track's favourite state and returns the new one. */
export async function toggleFavourite(
  db: CueDatabase,
  userId: string,
  trackId: string,
  now = new Date(),
): Promise<boolean> {
  const isFavourite = (await db.favourites.findOne(favouriteId(userId, trackId)).exec()) !== null;
  await setFavourite(db, userId, trackId, !isFavourite, now);
  return !isFavourite;
}

/** Creates a playlist of one profile (playlists/{role}); returns it. */
export async function createPlaylist(
  db: CueDatabase,
  role: PlaylistRole,
  input: PlaylistFieldsInput,
  now = new Date(),
): Promise<PlaylistDocType> {
  const { playlistFieldsSchema } = await librarySchemas();
  const fields = playlistFieldsSchema.parse(input);
  const at = now.toISOString();
  const doc = await db.playlists.insert({
    id: newDocumentId(),
    ...fields,
    coverImageUrl: null,
    role,
    trackIds: [],
    createdAt: at,
    updatedAt: at,
    seq: 0,
  });
  return doc.toMutableJSON() as PlaylistDocType;
}

/** Edits name, description, cover colour or visibility; false when the playlist is unknown. */
export async function updatePlaylist(
  db: CueDatabase,
  id: string,
  input: Omit<PlaylistChangeInput, 'trackIds' | 'removeCover'>,
): Promise<boolean> {
  const { playlistChangeSchema } = await librarySchemas();
  const { trackIds: _t, removeCover: _r, ...change } = playlistChangeSchema.parse(input);
  const doc = await db.playlists.findOne(id).exec();
  if (!doc) return false;
  await doc.incrementalPatch(change);
  return true;
}

export async function deletePlaylist(db: CueDatabase, id: string): Promise<boolean> {
  const doc = await db.playlists.findOne(id).exec();
  if (!doc) return false;
  await doc.remove();
  return true;
}

/** Changes the track list atomically; the result is checked (at most 1000, each once). */
async function modifyTracks(
  db: CueDatabase,
  id: string,
  change: (ids: string[]) => string[],
): Promise<boolean> {
  const { playlistTrackIdsSchema } = await librarySchemas();
  const doc = await db.playlists.findOne(id).exec();
  if (!doc) return false;
  let changed = false;
  await doc.incrementalModify((data) => {
    const next = change([...data.trackIds]);
    changed = next.join() !== data.trackIds.join();
    if (changed) playlistTrackIdsSchema.parse(next);
    return changed ? { ...data, trackIds: next } : data;
  });
  return changed;
}

/**
 * Appends a track, or puts it at position `at` (undoing a removal); false when it is there already (or
 * the playlist is unknown).
 */
export function addTrackToPlaylist(
  db: CueDatabase,
  id: string,
  trackId: string,
  at?: number,
): Promise<boolean> {
  const track = trackId.toLowerCase();
  return modifyTracks(db, id, (ids) => {
    if (ids.includes(track)) return ids;
    ids.splice(at === undefined ? ids.length : Math.max(0, Math.min(at, ids.length)), 0, track);
    return ids;
  });
}

export function removeTrackFromPlaylist(db: CueDatabase, id: string, trackId: string): Promise<boolean> {
  const track = trackId.toLowerCase();
  return modifyTracks(db, id, (ids) => ids.filter((known) => known !== track));
}

/** Moves the track at `from` to position `to` (drag and drop); out-of-range positions change nothing. */
export function moveTrackInPlaylist(db: CueDatabase, id: string, from: number, to: number): Promise<boolean> {
  return modifyTracks(db, id, (ids) => {
    if (from < 0 || from >= ids.length || to < 0 || to >= ids.length) return ids;
    const [moved] = ids.splice(from, 1);
    ids.splice(to, 0, moved!);
    return ids;
  });
}
