import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrackApi } from '../../src/domain/catalog';
import { databaseTargets, startTestApp, type TestApp } from './support/harness';
import { createTestUser, testEnv, type TestUser } from './sync-fixtures';
import { coverPng, createTrack, multipart } from './catalog-fixtures';

describe.each(databaseTargets)('track change: clearing fields and replacing the cover on %s', (target) => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  let track: TrackApi;

  const full: [string, string][] = [
    ['title', 'Harbour Lights'],
    ['mainArtist', 'Sea Lights'],
    ['album', 'Night Tides'],
    ['genres[]', 'ambient'],
    ['tags[]', 'ocean'],
    ['bpm', '96'],
    ['tempo', 'Andante'],
    ['language', 'en'],
    ['isrc', 'RU-A1B-25-00001'],
    ['releaseDate', '2025-02-01'],
    ['lyrics', 'Waves'],
    ['comments', 'Mixed at night'],
  ];
  const patchJson = (user: TestUser, id: string, payload: object) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/track/change/${id}`,
      headers: user.headers('owner'),
      payload,
    });
  const patchForm = (
    user: TestUser,
    id: string,
    fields: [string, string][],
    cover?: { data: Buffer; type: string },
  ) => {
    const body = multipart(
      fields,
      cover ? [{ name: 'cover', filename: 'cover.bin', data: cover.data, type: cover.type }] : [],
    );
    return t.app.inject({
      method: 'PATCH',
      url: `/api/track/change/${id}`,
      payload: body.payload,
      headers: { ...user.headers('owner'), ...body.headers },
    });
  };
  const fetchTrack = async (id: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/track/info-track/${id}`,
        headers: owner.headers('owner'),
      })
    ).json() as TrackApi;

  beforeAll(async () => {
    t = await startTestApp(target, testEnv);
    owner = await createTestUser(t.database, ['owner']);
    other = await createTestUser(t.database, ['owner']);
    track = await createTrack(t.app, owner, full);
  });
  afterAll(() => t?.close());

  it('clears optional fields given as null in JSON and leaves the others alone', async () => {
    expect(track).toMatchObject({
      bpm: 96,
      tempo: 'Andante',
      isrc: 'RUA1B2500001',
      album: { title: 'Night Tides' },
    });
    const res = await patchJson(owner, track._id, {
      bpm: null,
      tempo: null,
      isrc: null,
      album: null,
      lyrics: null,
      tags: null,
    });
    expect(res.statusCode, res.body).toBe(200);
    const changed = res.json() as TrackApi;
    expect(changed).toMatchObject({
      bpm: null,
      tempo: null,
      isrc: null,
      album: null,
      lyrics: null,
      tags: [],
    });
    expect(changed).toMatchObject({
      title: 'Harbour Lights',
      language: 'en',
      releaseDate: '2025-02-01',
      comments: 'Mixed at night',
      genres: ['ambient'],
    });
    expect(await fetchTrack(track._id)).toMatchObject({ bpm: null, isrc: null, album: null });
  });

  it('refuses to clear a required field', async () => {
    const res = await patchJson(owner, track._id, { title: null });
    expect(res.json()).toMatchObject({ statusCode: 400, fields: { title: 'Required field' } });
    expect((await fetchTrack(track._id)).title).toBe('Harbour Lights');
  });

  it('clears fields sent empty in multipart and replaces the cover, checked by its bytes', async () => {
    expect(track.coverImageUrl).toBeNull();
    const png = await coverPng(900, 700);
    const first = await patchForm(
      owner,
      track._id,
      [
        ['releaseDate', ''],
        ['genres[]', ''],
        ['language', ''],
        ['title', 'Harbour Lights II'],
      ],
      { data: png, type: 'image/png' },
    );
    expect(first.statusCode, first.body).toBe(200);
    const withPng = first.json() as TrackApi;
    expect(withPng).toMatchObject({
      title: 'Harbour Lights II',
      releaseDate: null,
      language: null,
      genres: [],
      comments: 'Mixed at night',
    });
    expect(withPng.coverImageUrl).toMatch(/^\/api\/files\/covers\/[a-f0-9]{32}\.png$/);
    const served = await t.app.inject({ method: 'GET', url: withPng.coverImageUrl! });
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      width: 600,
      height: 600,
      format: 'png',
    });

    const jpg = await sharp({ create: { width: 640, height: 640, channels: 3, background: '#204080' } })
      .jpeg()
      .toBuffer();
    const second = await patchForm(owner, track._id, [], { data: jpg, type: 'image/png' });
    const withJpg = second.json() as TrackApi;
    expect(withJpg.coverImageUrl).toMatch(/\.jpg$/);
    expect(withJpg.title).toBe('Harbour Lights II');
    expect((await t.app.inject({ method: 'GET', url: withPng.coverImageUrl! })).statusCode).toBe(404);
  });

  it('refuses a cover that is not a png or jpg whatever its declared type, and other owners', async () => {
    const before = await fetchTrack(track._id);
    const fake = await patchForm(owner, track._id, [['comments', '']], {
      data: Buffer.from('GIF89a not really an image'),
      type: 'image/png',
    });
    expect(fake.json()).toMatchObject({
      statusCode: 415,
      fields: { cover: 'The cover must be a png or jpg image.' },
    });
    const after = await fetchTrack(track._id);
    expect(after.coverImageUrl).toBe(before.coverImageUrl);
    expect(after.comments).toBe('Mixed at night');
    expect(
      (await patchForm(other, track._id, [['comments', '']], { data: await coverPng(), type: 'image/png' }))
        .statusCode,
    ).toBe(403);
    expect((await patchJson(other, track._id, { comments: null })).statusCode).toBe(403);
  });
});
