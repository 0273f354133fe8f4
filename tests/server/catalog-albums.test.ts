import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  trackFieldsSchema,
  type AlbumDetailApi,
  type AlbumApi,
  type ArtistDetailApi,
  type ArtistApi,
  type CatalogHomeApi,
  type ListPage,
  type TrackApi,
} from '../../src/domain/catalog';
import { socketEvents, type SyncHint } from '../../src/domain/sync-protocol';
import { createLocalFileStorage } from '../../server/media/file-storage';
import { createCatalogService } from '../../server/modules/catalog/catalog.service';
import { databaseTargets, startTestApp, type TestApp } from './support/harness';
import { createTestUser, testEnv, type TestUser } from './sync-fixtures';
import { coverPng, createTrack, multipart, sharedMp3 } from './catalog-fixtures';
import { connected, connectSocket, joinRoom, nextEvent } from './realtime-client';

describe.each(databaseTargets)('catalogue albums, artists and changes on %s', (target) => {
  let t: TestApp;
  let ownerA: TestUser;
  let ownerB: TestUser;
  let album: AlbumApi;
  let first: TrackApi;
  let second: TrackApi;

  const send = (method: 'GET' | 'PATCH' | 'DELETE', url: string, user: TestUser | null, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: user ? user.headers(user.roles.includes('owner') ? 'owner' : 'customer') : {},
      ...(payload ? { payload } : {}),
    });
  const createAlbum = async (user: TestUser, fields: [string, string][], role = 'owner') => {
    const body = multipart(fields, [{ name: 'cover', filename: 'c.png', data: await coverPng(300, 300) }]);
    return t.app.inject({
      method: 'POST',
      url: '/api/album/create',
      payload: body.payload,
      headers: { ...body.headers, cookie: user.cookie, 'x-user-profile': role },
    });
  };

  beforeAll(async () => {
    t = await startTestApp(target, testEnv);
    ownerA = await createTestUser(t.database, ['owner', 'customer']);
    ownerB = await createTestUser(t.database, ['owner']);
    const res = await createAlbum(ownerA, [
      ['title', 'Northern Skies'],
      ['artist', 'Aurora Band'],
      ['releaseDate', '2025-03-01'],
    ]);
    expect(res.statusCode, res.body).toBe(201);
    album = res.json() as AlbumApi;
    first = await createTrack(t.app, ownerA, [
      ['title', 'First Light'],
      ['mainArtist', 'aurora band'],
      ['album', 'northern skies'],
      ['genres[]', 'folk'],
    ]);
    second = await createTrack(t.app, ownerA, [
      ['title', 'Second Wind'],
      ['mainArtist', 'Aurora Band'],
      ['album', 'Northern Skies'],
    ]);
  });
  afterAll(() => t?.close());

  it('creates an album with its artist and cover; tracks join it by title', async () => {
    expect(album).toMatchObject({
      title: 'Northern Skies',
      artist: { name: 'Aurora Band' },
      releaseDate: '2025-03-01',
      trackCount: 0,
      ownerId: ownerA.id,
    });
    expect(album.coverImageUrl).toMatch(/^\/api\/files\/covers\/[a-f0-9]{32}\.png$/);
    expect(first.album).toEqual({ _id: album._id, title: 'Northern Skies' });
    expect(first.mainArtist).toEqual(album.artist);
    const detail = (await send('GET', `/api/album/info-album/${album._id}`, ownerB)).json() as AlbumDetailApi;
    expect(detail.tracks.map((track) => track.title)).toEqual(['First Light', 'Second Wind']);
    expect(detail.trackCount).toBe(2);
    expect(detail.duration).toBeCloseTo(first.technicalData.duration * 2, 2);
    expect(
      (
        await createAlbum(
          ownerA,
          [
            ['title', 'x'],
            ['artist', 'y'],
          ],
          'customer',
        )
      ).statusCode,
    ).toBe(403);
    expect((await createAlbum(ownerA, [['artist', 'y']])).json()).toMatchObject({
      statusCode: 400,
      fields: { title: 'Required field' },
    });
  });

  it('lists albums by owner, title search and sort', async () => {
    await createAlbum(ownerB, [
      ['title', 'Autumn Tapes'],
      ['artist', 'Bee Sides'],
    ]);
    const mine = (await send('GET', '/api/album/info?owner=me', ownerB)).json() as ListPage<AlbumApi>;
    expect(mine.data.map((a) => a.title)).toEqual(['Autumn Tapes']);
    const all = (await send('GET', '/api/album/info?sort=title', ownerB)).json() as ListPage<AlbumApi>;
    expect(all).toMatchObject({ total: 2, page: 1 });
    expect(all.data.map((a) => a.title)).toEqual(['Autumn Tapes', 'Northern Skies']);
    const typo = (await send('GET', '/api/album/info?search=northen', ownerB)).json() as ListPage<AlbumApi>;
    expect(typo.data.map((a) => a.title)).toEqual(['Northern Skies']);
    expect((await send('GET', '/api/album/info', null)).statusCode).toBe(401);
  });

  it('renames an album for its owner only, and its tracks follow', async () => {
    const foreign = await send('PATCH', `/api/album/change/${album._id}`, ownerB, { title: 'Stolen' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe('Only the owner of this item can change it.');
    const res = await send('PATCH', `/api/album/change/${album._id}`, ownerA, { title: 'Southern Skies' });
    expect(res.json()).toMatchObject({ title: 'Southern Skies', releaseDate: '2025-03-01', trackCount: 2 });
    const track = (await send('GET', `/api/track/info-track/${first._id}`, ownerA)).json() as TrackApi;
    expect(track.album).toEqual({ _id: album._id, title: 'Southern Skies' });
    expect(track.seq).toBeGreaterThan(first.seq);
    const found = await send('GET', '/api/track/info?search=southern', ownerA);
    expect(found.json().total).toBe(2);
    const form = multipart(
      [['description', 'Recorded by the sea']],
      [{ name: 'cover', filename: 'c.png', data: await coverPng(200, 200) }],
    );
    const recovered = await t.app.inject({
      method: 'PATCH',
      url: `/api/album/change/${album._id}`,
      payload: form.payload,
      headers: { ...ownerA.headers('owner'), ...form.headers },
    });
    expect(recovered.statusCode, recovered.body).toBe(200);
    expect(recovered.json()).toMatchObject({ title: 'Southern Skies', description: 'Recorded by the sea' });
    expect(recovered.json().coverImageUrl).not.toBe(album.coverImageUrl);
    const cleared = await send('PATCH', `/api/album/change/${album._id}`, ownerA, { releaseDate: null });
    expect(cleared.json()).toMatchObject({ releaseDate: null, description: 'Recorded by the sea' });
    const emptied = multipart([['description', '']]);
    const res2 = await t.app.inject({
      method: 'PATCH',
      url: `/api/album/change/${album._id}`,
      payload: emptied.payload,
      headers: { ...ownerA.headers('owner'), ...emptied.headers },
    });
    expect(res2.json()).toMatchObject({ title: 'Southern Skies', description: null, releaseDate: null });
  });

  it('changes only the fields given on a track, for its owner only', async () => {
    const foreign = await send('PATCH', `/api/track/change/${first._id}`, ownerB, { title: 'Mine now' });
    expect(foreign.statusCode).toBe(403);
    expect((await send('DELETE', `/api/track/delete/${first._id}`, ownerB)).statusCode).toBe(403);
    const bad = await send('PATCH', `/api/track/change/${first._id}`, ownerA, {
      bpm: 1000,
      moods: ['grumpy'],
    });
    expect(bad.json()).toMatchObject({
      statusCode: 400,
      fields: { bpm: 'Tempo must be between 20 and 300 BPM.', 'moods.0': 'Choose a value from the list.' },
    });
    const res = await send('PATCH', `/api/track/change/${first._id}`, ownerA, {
      title: 'First Light (Edit)',
      explicit: true,
      album: '',
    });
    expect(res.statusCode, res.body).toBe(200);
    const changed = res.json() as TrackApi;
    expect(changed).toMatchObject({
      title: 'First Light (Edit)',
      explicit: true,
      genres: ['folk'],
      album: null,
      mainArtist: first.mainArtist,
    });
    const moved = await send('PATCH', `/api/track/change/${first._id}`, ownerA, {
      mainArtist: 'Comet Duo',
      artists: ['Aurora Band'],
    });
    expect(moved.json()).toMatchObject({
      mainArtist: { name: 'Comet Duo' },
      artists: [first.mainArtist],
      title: 'First Light (Edit)',
    });
  });

  it('refuses to delete an album with tracks, then deletes it when empty', async () => {
    const busy = await send('DELETE', `/api/album/delete/${album._id}`, ownerA);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toBe('This album still has tracks. Delete or move them first.');
    expect((await send('DELETE', `/api/album/delete/${album._id}`, ownerB)).statusCode).toBe(403);
    expect((await send('DELETE', `/api/track/delete/${second._id}`, ownerA)).statusCode).toBe(200);
    expect((await send('DELETE', `/api/album/delete/${album._id}`, ownerA)).json()).toEqual({
      _id: album._id,
    });
    expect((await send('GET', `/api/album/info-album/${album._id}`, ownerA)).statusCode).toBe(404);
  });

  it('lists artists with counts and lets only the creator edit one', async () => {
    const list = (
      await send('GET', '/api/artist/info?search=aurora%20bnd', ownerB)
    ).json() as ListPage<ArtistApi>;
    expect(list.data[0]).toMatchObject({ name: 'Aurora Band', trackCount: 0, albumCount: 0 });
    const comet = (await send('GET', '/api/artist/info?search=comet', ownerB)).json() as ListPage<ArtistApi>;
    const artist = comet.data[0]!;
    expect(artist).toMatchObject({ name: 'Comet Duo', trackCount: 1 });
    const refused = await send('PATCH', `/api/artist/change/${artist._id}`, ownerB, { bio: 'Not mine' });
    expect(refused.statusCode).toBe(403);
    expect(
      (await send('PATCH', `/api/artist/change/${artist._id}`, ownerA, { website: 'not a url' })).json(),
    ).toMatchObject({ statusCode: 400, fields: { website: 'Enter a valid URL.' } });
    const res = await send('PATCH', `/api/artist/change/${artist._id}`, ownerA, {
      bio: 'Two friends.',
      website: 'https://comet.example',
    });
    expect(res.json()).toMatchObject({ bio: 'Two friends.', website: 'https://comet.example' });
    const detail = (
      await send('GET', `/api/artist/info-artist/${artist._id}`, ownerB)
    ).json() as ArtistDetailApi;
    expect(detail.tracks.map((track) => track.title)).toEqual(['First Light (Edit)']);
    expect((await send('GET', `/api/artist/info-artist/${ownerA.id}`, ownerB)).statusCode).toBe(404);
  });

  it('serves the home rows', async () => {
    const home = (await send('GET', '/api/catalog/home', ownerB)).json() as CatalogHomeApi;
    expect(home.newReleases.map((track) => track.title)).toEqual(['First Light (Edit)']);
    expect(home.albums.map((a) => a.title)).toEqual(['Autumn Tapes']);
    expect(home.artists[0]).toMatchObject({ name: 'Comet Duo', trackCount: 1 });
    expect((await send('GET', '/api/catalog/home', null)).statusCode).toBe(401);
  });

  it('sorts artists by track count either way, ties A–Z', async () => {
    await createTrack(t.app, ownerB, [
      ['title', 'One'],
      ['mainArtist', 'Zed Many'],
    ]);
    await createTrack(t.app, ownerB, [
      ['title', 'Two'],
      ['mainArtist', 'Zed Many'],
    ]);
    const list = async (sort: string) =>
      (await send('GET', `/api/artist/info?sort=${sort}&limit=100`, ownerB)).json() as ListPage<ArtistApi>;
    const most = await list('tracksDesc');
    expect(most.data.map((a) => [a.name, a.trackCount])).toEqual([
      ['Zed Many', 2],
      ['Comet Duo', 1],
      ['Aurora Band', 0],
      ['Bee Sides', 0],
    ]);
    const fewest = await list('tracksAsc');
    expect(fewest.data.map((a) => a.name)).toEqual(['Aurora Band', 'Bee Sides', 'Comet Duo', 'Zed Many']);
    expect((await send('GET', '/api/artist/info?sort=albumsDesc', ownerB)).statusCode).toBe(400);
  });

  it('creates tracks through the service, whose outbox hint reaches the owner once committed', async () => {
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const socket = connectSocket(url, ownerB.cookie);
    await connected(socket);
    await joinRoom(socket, ownerB.id);
    const hint = nextEvent<SyncHint>(socket, socketEvents.sync);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cueline-catalog-'));
    const committed: number[] = [];
    const service = createCatalogService({
      db: t.database.db,
      storage: createLocalFileStorage(dir),
      afterCommit: async () => void committed.push(committed.length),
      now: () => new Date(),
    });
    const fields = trackFieldsSchema.parse({ title: 'Seeded', mainArtist: 'Seed Artist' });
    const track = await service.createTrack(ownerB.id, fields, { audio: await sharedMp3() });
    expect(committed).toHaveLength(1);
    // No worker of its own was woken: the app's outbox sweep delivers the hint written with the track.
    expect(await hint).toEqual({ collection: 'tracks', seq: track.seq });
    socket.close();
    expect(fs.readdirSync(path.join(dir, 'audio'))).toHaveLength(1);
    await expect(
      service.createTrack(ownerB.id, fields, { audio: Buffer.from('nope') }),
    ).rejects.toMatchObject({ messageKey: 'catalog.audioType' });
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
