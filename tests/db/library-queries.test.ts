import crypto from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { filter, firstValueFrom, type Observable } from 'rxjs';
import {
  addTrackToPlaylist,
  createPlaylist,
  deletePlaylist,
  favouriteIdsQuery,
  favouriteTrackIdsQuery,
  isFavouriteQuery,
  moveTrackInPlaylist,
  myPlaylistsQuery,
  playlistQuery,
  recentlyPlayedQuery,
  removeTrackFromPlaylist,
  setFavourite,
  toggleFavourite,
  updatePlaylist,
  type CueDatabase,
} from '../../src/db';
import { favouriteId, PLAYLIST_TRACKS_MAX } from '../../src/domain/library';
import { openTestDatabase } from './support';

const until = <T>(source: Observable<T>, test: (value: T) => boolean) =>
  firstValueFrom(source.pipe(filter(test)));

describe('library queries and local writes', () => {
  let db: CueDatabase;
  const userId = crypto.randomUUID();
  const [t1, t2, t3] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
  beforeEach(async () => {
    db = await openTestDatabase();
  });
  afterEach(async () => {
    await db.close();
  });

  it('toggles favourites offline under the shared id, live in every query, and favourites again after removal', async () => {
    const ids$ = favouriteIdsQuery(db);
    const heart$ = isFavouriteQuery(db, t1);
    expect(await firstValueFrom(heart$)).toBe(false);
    expect(await toggleFavourite(db, userId, t1, new Date('2026-01-01T00:00:00Z'))).toBe(true);
    expect(await setFavourite(db, userId, t2, true, new Date('2026-01-02T00:00:00Z'))).toBe(true);
    expect(await setFavourite(db, userId, t2, true)).toBe(false);
    expect([...(await until(ids$, (ids) => ids.size === 2))].sort()).toEqual([t1, t2].sort());
    expect(await until(heart$, Boolean)).toBe(true);
    expect(await firstValueFrom(favouriteTrackIdsQuery(db))).toEqual([t2, t1]);
    expect((await db.favourites.findOne(favouriteId(userId, t1)).exec())?.trackId).toBe(t1);

    expect(await toggleFavourite(db, userId, t1)).toBe(false);
    expect(await until(heart$, (value) => !value)).toBe(false);
    expect(await toggleFavourite(db, userId, t1, new Date('2026-02-01T00:00:00Z'))).toBe(true);
    expect(await firstValueFrom(favouriteTrackIdsQuery(db))).toEqual([t1, t2]);
  });

  it('lists recently played tracks once each, newest first, up to the limit', async () => {
    const listen = (trackId: string, minute: number) => {
      const at = new Date(Date.UTC(2026, 0, 1, 12, minute)).toISOString();
      return { id: crypto.randomUUID(), trackId, listenedAt: at, updatedAt: at, seq: minute };
    };
    await db.history.bulkInsert([listen(t1, 1), listen(t2, 2), listen(t1, 3), listen(t3, 4)]);
    const recent = await firstValueFrom(recentlyPlayedQuery(db, 10));
    expect(recent.map((r) => r.trackId)).toEqual([t3, t1, t2]);
    expect(recent[1]!.listenedAt).toBe(new Date(Date.UTC(2026, 0, 1, 12, 3)).toISOString());
    expect((await firstValueFrom(recentlyPlayedQuery(db, 2))).map((r) => r.trackId)).toEqual([t3, t1]);
  });

  it('creates, edits and deletes playlists per profile with the shared rules', async () => {
    const mine$ = myPlaylistsQuery(db, 'customer');
    const first = await createPlaylist(
      db,
      'customer',
      { name: ' Drive ', description: '' },
      new Date('2026-01-01T00:00:00Z'),
    );
    expect(first).toMatchObject({
      name: 'Drive',
      description: null,
      coverColor: null,
      isPublic: false,
      role: 'customer',
      trackIds: [],
      coverImageUrl: null,
      seq: 0,
    });
    const second = await createPlaylist(db, 'customer', {
      name: 'Chase',
      coverColor: 'berry',
      isPublic: true,
    });
    await createPlaylist(db, 'owner', { name: 'Pitch' });
    expect((await until(mine$, (list) => list.length === 2)).map((p) => p.id)).toEqual([second.id, first.id]);

    expect(await updatePlaylist(db, first.id, { name: 'Night drive', isPublic: true })).toBe(true);
    expect(await firstValueFrom(playlistQuery(db, first.id))).toMatchObject({
      name: 'Night drive',
      isPublic: true,
    });
    await expect(createPlaylist(db, 'customer', { name: '' })).rejects.toBeInstanceOf(ZodError);
    await expect(updatePlaylist(db, first.id, { coverColor: 'neon' as never })).rejects.toBeInstanceOf(
      ZodError,
    );
    expect(await updatePlaylist(db, crypto.randomUUID(), { name: 'x' })).toBe(false);

    expect(await deletePlaylist(db, first.id)).toBe(true);
    expect(await firstValueFrom(playlistQuery(db, first.id))).toBeNull();
    expect((await until(mine$, (list) => list.length === 1))[0]!.id).toBe(second.id);
  });

  it('adds, removes and moves tracks; a track is added once and the list stops at the limit', async () => {
    const list = await createPlaylist(db, 'customer', { name: 'Cues' });
    expect(await addTrackToPlaylist(db, list.id, t1)).toBe(true);
    expect(await addTrackToPlaylist(db, list.id, t2)).toBe(true);
    expect(await addTrackToPlaylist(db, list.id, t3.toUpperCase())).toBe(true);
    expect(await addTrackToPlaylist(db, list.id, t1)).toBe(false);
    expect(await moveTrackInPlaylist(db, list.id, 2, 0)).toBe(true);
    expect(await moveTrackInPlaylist(db, list.id, 5, 0)).toBe(false);
    expect(await removeTrackFromPlaylist(db, list.id, t1)).toBe(true);
    expect(await removeTrackFromPlaylist(db, list.id, t1)).toBe(false);
    expect((await firstValueFrom(playlistQuery(db, list.id)))?.trackIds).toEqual([t3, t2]);
    // Undoing a removal puts the track back at its position; positions past the end append.
    expect(await addTrackToPlaylist(db, list.id, t1, 1)).toBe(true);
    expect((await firstValueFrom(playlistQuery(db, list.id)))?.trackIds).toEqual([t3, t1, t2]);
    await removeTrackFromPlaylist(db, list.id, t3);
    expect(await addTrackToPlaylist(db, list.id, t3, 9)).toBe(true);
    expect((await firstValueFrom(playlistQuery(db, list.id)))?.trackIds).toEqual([t1, t2, t3]);
    await removeTrackFromPlaylist(db, list.id, t1);
    await removeTrackFromPlaylist(db, list.id, t3);

    const full = Array.from({ length: PLAYLIST_TRACKS_MAX }, () => crypto.randomUUID());
    await (await db.playlists.findOne(list.id).exec())!.incrementalPatch({ trackIds: full });
    await expect(addTrackToPlaylist(db, list.id, t1)).rejects.toBeInstanceOf(ZodError);
    expect((await firstValueFrom(playlistQuery(db, list.id)))?.trackIds).toHaveLength(PLAYLIST_TRACKS_MAX);
  });
});
