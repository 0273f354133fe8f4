import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArtistApi, ArtistDetailApi, ListPage } from '../../src/domain/catalog';
import { databaseTargets, startTestApp, type TestApp } from './support/harness';
import { createTestUser, testEnv, type TestUser } from './sync-fixtures';
import { coverPng, createTrack, multipart } from './catalog-fixtures';

/** Settings tab performers: an owner's artists, their bio, website and photo, and their tracks. */
describe.each(databaseTargets)('performers on %s', (target) => {
  let t: TestApp;
  let owner: TestUser;
  let otherOwner: TestUser;
  let customer: TestUser;
  let artistId: string;

  const get = (user: TestUser, url: string, role: 'owner' | 'customer' = 'owner') =>
    t.app.inject({ method: 'GET', url: `/api${url}`, headers: user.headers(role) });
  const changePhoto = async (user: TestUser, id: string, data: Buffer, bio = 'Strings from the harbour') => {
    const body = multipart(
      [
        ['bio', bio],
        ['website', 'https://harbour.example'],
      ],
      [{ name: 'photo', filename: 'p.png', data, type: 'image/png' }],
    );
    return t.app.inject({
      method: 'PATCH',
      url: `/api/artist/change/${id}`,
      payload: body.payload,
      headers: { ...body.headers, cookie: user.cookie, 'x-user-profile': 'owner' },
    });
  };

  beforeAll(async () => {
    t = await startTestApp(target, testEnv);
    owner = await createTestUser(t.database, ['owner']);
    otherOwner = await createTestUser(t.database, ['owner']);
    customer = await createTestUser(t.database, ['customer']);
    await createTrack(t.app, owner, [
      ['title', 'Harbour Lights'],
      ['mainArtist', 'Harbour Strings Performer'],
    ]);
    await createTrack(t.app, otherOwner, [
      ['title', 'Elsewhere'],
      ['mainArtist', 'Other Performer'],
    ]);
  });
  afterAll(() => t?.close());

  it("lists only the owner's own performers with owner=me, and refuses a customer", async () => {
    const mine = (await get(owner, '/artist/info?owner=me')).json() as ListPage<ArtistApi>;
    expect(mine.data.map((artist) => artist.name)).toEqual(['Harbour Strings Performer']);
    expect(mine.data[0]!.trackCount).toBe(1);
    artistId = mine.data[0]!._id;
    const theirs = (await get(otherOwner, '/artist/info?owner=me')).json() as ListPage<ArtistApi>;
    expect(theirs.data.map((artist) => artist.name)).toEqual(['Other Performer']);
    expect((await get(customer, '/artist/info?owner=me', 'customer')).statusCode).toBe(403);
  });

  it('changes bio, website and photo in one form; others may not', async () => {
    const res = await changePhoto(owner, artistId, await coverPng(400, 400));
    expect(res.statusCode, res.body).toBe(200);
    const artist = res.json() as ArtistApi;
    expect(artist).toMatchObject({ bio: 'Strings from the harbour', website: 'https://harbour.example' });
    expect(artist.imageUrl).toMatch(/^\/api\//);
    const photo = await t.app.inject({
      method: 'GET',
      url: artist.imageUrl!,
      headers: owner.headers('owner'),
    });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toMatch(/image\/png/);
    expect((await changePhoto(otherOwner, artistId, await coverPng(400, 400))).statusCode).toBe(403);
    const notImage = await changePhoto(owner, artistId, Buffer.from('not an image at all'));
    expect(notImage.statusCode).toBe(415);
  });

  it("keeps the performer's tracks on its page", async () => {
    const detail = (await get(owner, `/artist/info-artist/${artistId}`)).json() as ArtistDetailApi;
    expect(detail.tracks.map((track) => track.title)).toEqual(['Harbour Lights']);
  });
});
