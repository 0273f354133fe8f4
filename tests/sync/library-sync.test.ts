import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { favourites, listens, playlists } from '../../server/db/schema/library';
import {
  addTrackToPlaylist,
  createPlaylist,
  recentlyPlayedQuery,
  removeTrackFromPlaylist,
  setFavourite,
  toggleFavourite,
  updatePlaylist,
} from '../../src/db';
import { favouriteId } from '../../src/domain/library';
import { firstValueFrom } from 'rxjs';
import { createTrack } from '../server/library-fixtures';
import { syncSuite } from './support';

describe('library replication against the real server (src/sync/SPEC.md rule 17)', () => {
  const suite = syncSuite(['tracks', 'favourites', 'history', 'playlists']);
  const { startClient } = suite;
  const track = () => createTrack({ db: suite.server.db }, suite.owner.id);
  const favouriteRows = (userId: string, trackId: string) =>
    suite.server.db
      .select()
      .from(favourites)
      .where(and(eq(favourites.userId, userId), eq(favourites.trackId, trackId)));

  it('a favourite made offline reaches the server once when back online; unfavouriting follows', async () => {
    const user = await suite.server.createUser();
    const { id: trackId } = await track();
    const { client, control } = await startClient(user);
    control.offline = true;
    expect(await toggleFavourite(client.db, user.id, trackId)).toBe(true);
    await expect.poll(() => control.pushes.length > 0).toBe(true);
    expect(await favouriteRows(user.id, trackId)).toHaveLength(0);
    control.offline = false;
    await expect.poll(async () => (await favouriteRows(user.id, trackId)).length === 1).toBe(true);
    await client.awaitInSync();
    const [row] = await favouriteRows(user.id, trackId);
    expect(row).toMatchObject({ id: favouriteId(user.id, trackId), deleted: false });
    expect(control.pushes.filter((push) => push.delivered)).toHaveLength(1);
    expect((await suite.server.api(user, 'GET', '/user/favorite-tracks-ids')).body).toEqual([trackId]);

    expect(await setFavourite(client.db, user.id, trackId, false)).toBe(true);
    await expect.poll(async () => (await favouriteRows(user.id, trackId))[0]!.deleted).toBe(true);
  });

  it('two devices favouriting the same track offline converge on one favourite', async () => {
    const user = await suite.server.createUser();
    const { id: trackId } = await track();
    const [a, b] = [await startClient(user), await startClient(user)];
    a.control.offline = true;
    b.control.offline = true;
    await setFavourite(a.client.db, user.id, trackId, true);
    await setFavourite(b.client.db, user.id, trackId, true);
    a.control.offline = false;
    b.control.offline = false;
    await expect.poll(async () => (await favouriteRows(user.id, trackId)).length === 1).toBe(true);
    await Promise.all([a.client.awaitInSync(), b.client.awaitInSync()]);
    for (const { client } of [a, b]) {
      client.replications.get('favourites')!.state.reSync();
      await client.awaitInSync();
      expect((await client.db.favourites.find().exec()).map((doc) => doc.trackId)).toEqual([trackId]);
    }
    expect(await favouriteRows(user.id, trackId)).toHaveLength(1);
  });

  it('a playlist created and edited offline syncs, with the owner from the session', async () => {
    const user = await suite.server.createUser();
    const [one, two] = [await track(), await track()];
    const { client, control } = await startClient(user);
    control.offline = true;
    const made = await createPlaylist(client.db, 'customer', { name: 'Made offline', coverColor: 'seafoam' });
    await addTrackToPlaylist(client.db, made.id, one.id);
    await addTrackToPlaylist(client.db, made.id, two.id);
    await removeTrackFromPlaylist(client.db, made.id, one.id);
    await updatePlaylist(client.db, made.id, { isPublic: true });
    control.offline = false;
    const stored = async () =>
      (await suite.server.db.select().from(playlists).where(eq(playlists.id, made.id)))[0];
    await expect.poll(stored).toMatchObject({
      ownerId: user.id,
      name: 'Made offline',
      coverColor: 'seafoam',
      isPublic: true,
      trackIds: [two.id],
      role: 'customer',
    });

    await addTrackToPlaylist(client.db, made.id, one.id);
    await addTrackToPlaylist(client.db, made.id, (await track()).id);
    await expect
      .poll(
        async () =>
          (await suite.server.db.select().from(playlists).where(eq(playlists.id, made.id)))[0]!.trackIds
            .length === 3,
      )
      .toBe(true);
    const detail = await suite.server.api(user, 'GET', `/playlist/info-playlist/${made.id}`);
    expect((detail.body as { tracks: { _id: string }[] }).tracks.map((t) => t._id).slice(0, 2)).toEqual([
      two.id,
      one.id,
    ]);
  });

  it('history pulls after a listen, newest first', async () => {
    const user = await suite.server.createUser();
    const [one, two] = [await track(), await track()];
    const { client } = await startClient(user);
    expect((await suite.server.api(user, 'POST', `/track/listen/${one.id}`)).status).toBe(200);
    expect((await suite.server.api(user, 'POST', `/track/listen/${two.id}`)).status).toBe(200);
    client.replications.get('history')!.state.reSync();
    await client.awaitInSync();
    expect((await firstValueFrom(recentlyPlayedQuery(client.db, 10))).map((r) => r.trackId)).toEqual([
      two.id,
      one.id,
    ]);
    const rows = await suite.server.db.select().from(listens).where(eq(listens.userId, user.id));
    expect(rows).toHaveLength(2);
  });

  it('a command about a playlist made a moment ago waits for its push, not for the server to show it', async () => {
    const user = await suite.server.createUser();
    const { client } = await startClient(user);
    const made = await createPlaylist(client.db, 'customer', { name: 'Share me at once' });
    expect(await client.awaitPushed('playlists', 10_000)).toBe(true);
    const [row] = await suite.server.db.select().from(playlists).where(eq(playlists.id, made.id));
    expect(row).toMatchObject({ name: 'Share me at once', deleted: false });
    const link = await suite.server.api(user, 'PATCH', `/playlist/share-link/${made.id}`);
    expect(link.status).toBe(200);
  });

  it('reports a push that cannot be answered in time instead of waiting for ever', async () => {
    const user = await suite.server.createUser();
    const { client, control } = await startClient(user);
    control.offline = true;
    await createPlaylist(client.db, 'customer', { name: 'Stays local' });
    expect(await client.awaitPushed('playlists', 300)).toBe(false);
  });
});
