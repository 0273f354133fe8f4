import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrackApi, TrackPageApi, TrackWireDocument } from '../../src/domain/catalog';
import type { PullResponse } from '../../src/domain/sync-protocol';
import { databaseTargets, startTestApp, type TestApp } from './support/harness';
import { createTestUser, testEnv, type TestUser } from './sync-fixtures';
import { createTrack, searchedTracks, sineMp3 } from './catalog-fixtures';

describe.each(databaseTargets)('catalogue search on %s', (target) => {
  let t: TestApp;
  let ownerA: TestUser;
  let ownerB: TestUser;
  let customer: TestUser;
  const tracks: Record<string, TrackApi> = {};

  const search = async (query: string, user: TestUser = customer, role?: 'owner' | 'customer') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/track/info?${query}`,
      headers: user.headers(role),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as TrackPageApi;
  };
  const titles = (page: TrackPageApi) => page.data.map((track) => track.title);

  beforeAll(async () => {
    t = await startTestApp(target, testEnv);
    ownerA = await createTestUser(t.database, ['owner']);
    ownerB = await createTestUser(t.database, ['owner', 'customer']);
    customer = await createTestUser(t.database, ['customer']);
    for (const { owner, seconds, fields } of searchedTracks) {
      const track = await createTrack(t.app, owner === 'A' ? ownerA : ownerB, fields, await sineMp3(seconds));
      tracks[track.title] = track;
    }
  });
  afterAll(() => t?.close());

  it('lists newest first with the total and facets of the whole catalogue', async () => {
    const page = await search('');
    expect(titles(page)).toEqual([
      'Golden Hour',
      'Rainy Streets',
      'Harbor Lights',
      'Electric Dawn',
      'Midnight Harbour',
    ]);
    expect(page).toMatchObject({ page: 1, limit: 30, total: 5 });
    expect(page.facets.genres).toEqual({
      ambient: 2,
      cinematic: 1,
      electronic: 1,
      synthwave: 1,
      'lo-fi': 1,
      'hip-hop': 1,
      pop: 1,
    });
    expect(page.facets.tempo).toEqual({ Andante: 2, Allegro: 1, Adagio: 1 });
    expect(page.facets.version).toEqual({ original: 4, remix: 1 });
    expect(page.facets.density).toEqual({});
  });

  it("answers with each track's whole document, as the track's own endpoint and its upload do", async () => {
    const page = await search('search=lights');
    expect(page.data.length).toBeGreaterThan(0);
    for (const track of page.data) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/track/info-track/${track._id}`,
        headers: customer.headers(),
      });
      expect(res.json()).toEqual(track);
      expect(track).toEqual(tracks[track.title]);
      expect(track.waveform.length).toBeGreaterThan(0);
    }
  });

  it('finds through typos, prefixes, artists and lyrics, best match first', async () => {
    expect(titles(await search('search=midnigt%20harbor'))[0]).toBe('Midnight Harbour');
    // Again (the counts cached, the page alone), with a chip, sorted, and past the last page.
    expect(titles(await search('search=midnigt%20harbor'))[0]).toBe('Midnight Harbour');
    expect(await search('search=midnigt%20harbor&genres=cinematic')).toMatchObject({
      total: 1,
      data: [{ title: 'Midnight Harbour' }],
    });
    const sorted = titles(await search('search=midnigt%20harbor&sort=titleDesc'));
    expect(sorted).toContain('Midnight Harbour');
    expect(sorted).toEqual([...sorted].sort().reverse());
    expect(titles(await search('search=midnigt%20harbor&page=2'))).toEqual([]);
    expect(titles(await search('search=harb')).sort()).toEqual(['Harbor Lights', 'Midnight Harbour']);
    expect(titles(await search('search=Lighthouse'))).toEqual(['Midnight Harbour']);
    expect(titles(await search('search=neon%20avenu')).sort()).toEqual(['Electric Dawn', 'Rainy Streets']);
    expect(titles(await search('search=rain'))).toEqual(['Rainy Streets']);
    expect((await search('search=zzzqqq')).total).toBe(0);
    expect((await search(`search=${encodeURIComponent("'&|!:* (")}`)).total).toBe(5);
  });

  it('filters chips with OR within a group and AND across groups, with booleans and ids', async () => {
    expect(titles(await search('genres=ambient&genres=electronic'))).toEqual([
      'Harbor Lights',
      'Electric Dawn',
      'Midnight Harbour',
    ]);
    expect(titles(await search('genres=ambient&moods=calm'))).toEqual(['Midnight Harbour']);
    expect(titles(await search('tempo=Andante&tempo=Adagio&moods=calm'))).toEqual([
      'Rainy Streets',
      'Midnight Harbour',
    ]);
    expect(titles(await search('explicit=true'))).toEqual(['Electric Dawn']);
    expect(titles(await search('instrumental=true'))).toEqual(['Harbor Lights']);
    expect(titles(await search(`artistId=${tracks['Electric Dawn']!.mainArtist._id}`))).toEqual([
      'Rainy Streets',
      'Electric Dawn',
    ]);
    expect(titles(await search(`albumId=${tracks['Midnight Harbour']!.album!._id}`))).toEqual([
      'Midnight Harbour',
    ]);
    expect(titles(await search('version=remix&search=hour'))).toEqual(['Golden Hour']);
  });

  it('counts each facet group with the other groups filtered', async () => {
    const page = await search('genres=ambient&moods=calm');
    expect(page.total).toBe(1);
    expect(page.facets.genres).toEqual({ ambient: 1, cinematic: 1, 'lo-fi': 1, 'hip-hop': 1 });
    expect(page.facets.moods).toEqual({ calm: 1, dreamy: 1, melancholic: 1 });
    expect(page.facets.tempo).toEqual({ Andante: 1 });
    const one = await search('genres=ambient');
    expect(one.facets.genres).toEqual((await search('')).facets.genres);
    expect(one.facets.moods).toEqual({ calm: 1, dreamy: 1, melancholic: 1 });
    const searched = await search('search=sea%20lights&genres=pop');
    expect(titles(searched)).toEqual(['Golden Hour']);
    expect(searched.facets.genres).toMatchObject({ ambient: 2, pop: 1 });
  });

  it('shows an owner their own tracks, only in the owner profile', async () => {
    expect(titles(await search('owner=me', ownerB, 'owner'))).toEqual(['Golden Hour', 'Rainy Streets']);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/track/info?owner=me',
      headers: ownerB.headers('customer'),
    });
    expect(res.statusCode).toBe(403);
  });

  it('sorts by field and direction with a stable order, and pages', async () => {
    expect(titles(await search('sort=titleAsc'))).toEqual([
      'Electric Dawn',
      'Golden Hour',
      'Harbor Lights',
      'Midnight Harbour',
      'Rainy Streets',
    ]);
    expect(titles(await search('sort=durationDesc')).slice(0, 2)).toEqual(['Harbor Lights', 'Electric Dawn']);
    expect(titles(await search('sort=releaseDateAsc'))[0]).toBe('Golden Hour');
    const second = await search('sort=titleAsc&limit=2&page=2');
    expect(titles(second)).toEqual(['Harbor Lights', 'Midnight Harbour']);
    expect(second).toMatchObject({ page: 2, limit: 2, total: 5 });
    expect(titles(await search('sort=titleAsc&limit=2&page=3'))).toEqual(['Rainy Streets']);
    expect((await search('sort=titleAsc&limit=2&page=9')).data).toEqual([]);
    for (const query of [
      'sort=titleUp',
      'sort=popularityAsc',
      'page=0',
      'limit=101',
      'genres=polka',
      'explicit=maybe',
      'artistId=42',
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/track/info?${query}`,
        headers: customer.headers(),
      });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code, query).toBe('VALIDATION');
    }
  });

  it('needs a session to list or read tracks', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/track/info' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/track/info-track/${tracks['Golden Hour']!._id}` }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/track/info-track/${customer.id}`,
          headers: customer.headers(),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('follows an edit at once: the same search again sees the new title, chips and counts', async () => {
    const before = await search('genres=ambient&search=harbor');
    expect(before.total).toBe(2);
    // The same page asked twice is answered from the cache: the edit must still reach it.
    for (let i = 0; i < 2; i++) expect(titles(await search('sort=titleAsc'))[2]).toBe('Harbor Lights');
    expect((await search('')).facets.genres.jazz).toBeUndefined();
    const id = tracks['Harbor Lights']!._id;
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/track/change/${id}`,
      headers: { ...ownerA.headers('owner'), 'content-type': 'application/json' },
      payload: { title: 'Quay Lights', genres: ['jazz'], moods: ['calm'] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await search('genres=ambient&search=harbor');
    expect(titles(after)).toEqual(['Midnight Harbour']);
    expect(after.facets.genres).toEqual({ ambient: 1, cinematic: 1 });
    const all = await search('');
    expect(all.total).toBe(5);
    expect(all.facets.genres).toMatchObject({ ambient: 1, jazz: 1 });
    expect(all.facets.moods.calm).toBe(3);
    expect(all.facets.moods.melancholic).toBeUndefined();
    expect(titles(await search('search=quay'))).toEqual(['Quay Lights']);
    expect(titles(await search('sort=titleAsc'))).toEqual([
      'Electric Dawn',
      'Golden Hour',
      'Midnight Harbour',
      'Quay Lights',
      'Rainy Streets',
    ]);
  });

  it('deletes only for the owner; the deletion replicates and leaves search', async () => {
    const id = tracks['Electric Dawn']!._id;
    const del = (user: TestUser) =>
      t.app.inject({ method: 'DELETE', url: `/api/track/delete/${id}`, headers: user.headers('owner') });
    const foreign = await del(ownerB);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe('Only the owner of this item can change it.');
    expect((await del(ownerA)).json()).toEqual({ _id: id });
    expect((await del(ownerA)).statusCode).toBe(404);
    const pull = await t.app.inject({
      method: 'GET',
      url: '/api/sync/tracks/pull?checkpoint=0',
      headers: ownerA.headers(),
    });
    const docs = (pull.json() as PullResponse<TrackWireDocument>).documents;
    expect(docs.find((doc) => doc.id === id)).toEqual({ id, seq: expect.any(Number), _deleted: true });
    expect(docs.filter((doc) => !doc._deleted)).toHaveLength(2);
    expect((await search('search=electric')).total).toBe(0);
    const all = await search('');
    expect(all.total).toBe(4);
    expect(all.facets.genres.electronic).toBeUndefined();
    const gone = await t.app.inject({
      method: 'GET',
      url: `/api/track/info-track/${id}`,
      headers: customer.headers(),
    });
    expect(gone.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/track/audio/${id}.mp3` })).statusCode).toBe(404);
  });
});
