import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COVER_MAX_BYTES, type TrackApi, type TrackPeaks } from '../../src/domain/catalog';
import { databaseTargets, startTestApp, type TestApp } from './support/harness';
import { createTestUser, testEnv, type TestUser } from './sync-fixtures';
import { coverPng, sineMp3, sineWav, uploadTrack } from './catalog-fixtures';

describe.each(databaseTargets)('catalogue upload and files on %s', (target) => {
  let t: TestApp;
  let owner: TestUser;
  let customer: TestUser;
  let mp3: Buffer;
  let wav: Buffer;
  let track: TrackApi;

  const get = (url: string, user: TestUser | null, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...(user ? user.headers() : {}), ...headers } });

  beforeAll(async () => {
    t = await startTestApp(target, testEnv);
    owner = await createTestUser(t.database, ['owner', 'customer']);
    customer = await createTestUser(t.database, ['customer']);
    mp3 = await sineMp3(2);
    wav = sineWav(1);
    const res = await uploadTrack(
      t.app,
      owner,
      [
        ['title', 'Midnight Harbour'],
        ['mainArtist', 'Sea Lights'],
        ['artists[]', 'Anna Vale'],
        ['artists[]', 'sea lights'],
        ['album', 'Night Tides'],
        ['genres[]', 'ambient'],
        ['genres[]', 'cinematic'],
        ['tags[]', 'Ocean'],
        ['explicit', 'true'],
        ['bpm', '96'],
        ['isrc', 'ru-a1b-25-00001'],
      ],
      [
        { name: 'audio', filename: 'song.mp3', data: mp3, type: 'audio/mpeg' },
        { name: 'audioWav', filename: 'song.wav', data: wav, type: 'audio/wav' },
        { name: 'cover', filename: 'cover.png', data: await coverPng(), type: 'image/png' },
      ],
    );
    expect(res.statusCode, res.body).toBe(201);
    track = res.json() as TrackApi;
  });
  afterAll(() => t?.close());

  it('stores the fields, names, analysis and file urls of an upload', async () => {
    expect(track).toMatchObject({
      title: 'Midnight Harbour',
      mainArtist: { name: 'Sea Lights' },
      artists: [{ name: 'Anna Vale' }],
      album: { title: 'Night Tides' },
      genres: ['ambient', 'cinematic'],
      tags: ['ocean'],
      explicit: true,
      instrumental: false,
      bpm: 96,
      isrc: 'RUA1B2500001',
      version: 'original',
      ownerId: owner.id,
      cloudUrl: `/api/track/audio/${track._id}.mp3`,
      cloudUrlWav: `/api/track/audio/${track._id}.wav`,
    });
    expect(track.technicalData.duration).toBeGreaterThan(1.9);
    expect(track.technicalData.duration).toBeLessThan(2.2);
    expect(track.technicalData.sampleRate).toBe(44_100);
    expect(track.waveform).toHaveLength(100);
    expect(Math.max(...track.waveform)).toBe(1);
    const one = await get(`/api/track/info-track/${track._id}`, customer);
    expect(one.json()).toEqual(track);
  });

  it('serves audio with Range requests, without a session', async () => {
    const full = await get(track.cloudUrl, null);
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('audio/mpeg');
    expect(full.rawPayload.equals(mp3)).toBe(true);
    const part = await get(track.cloudUrl, null, { range: 'bytes=100-1099' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-1099/${mp3.length}`);
    expect(part.rawPayload.equals(mp3.subarray(100, 1100))).toBe(true);
    const etag = String(full.headers.etag);
    expect((await get(track.cloudUrl, null, { 'if-none-match': etag })).statusCode).toBe(304);
    const wavRes = await get(track.cloudUrlWav!, null);
    expect(wavRes.headers['content-type']).toBe('audio/wav');
    expect(wavRes.rawPayload.equals(wav)).toBe(true);
    expect((await get(`/api/track/audio/${track._id}.ogg`, null)).statusCode).toBe(404);
    expect((await get(`/api/track/audio/${customer.id}.mp3`, null)).statusCode).toBe(404);
  });

  it('serves the cover at 600×600 and the peaks with an ETag, without a session', async () => {
    const cover = await get(track.coverImageUrl!, null);
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/png');
    expect(await sharp(cover.rawPayload).metadata()).toMatchObject({
      width: 600,
      height: 600,
      format: 'png',
    });
    expect((await get('/api/files/covers/..%2f..%2fetc%2fpasswd', null)).statusCode).toBe(404);
    const peaks = await get(`/api/track/peaks/${track._id}`, null);
    expect(peaks.statusCode).toBe(200);
    const body = peaks.json() as TrackPeaks;
    expect(body.peaks).toHaveLength(1);
    expect(body.peaks[0]).toHaveLength(8000);
    expect(body.duration).toBeCloseTo(track.technicalData.duration, 2);
    expect(
      (await get(`/api/track/peaks/${track._id}`, null, { 'if-none-match': String(peaks.headers.etag) }))
        .statusCode,
    ).toBe(304);

    const drawn = await get(`/api/track/peaks/${track._id}?points=1000`, null);
    expect(drawn.statusCode).toBe(200);
    const reduced = drawn.json() as TrackPeaks;
    expect(reduced.peaks[0]).toHaveLength(1000);
    expect(reduced.duration).toBe(body.duration);
    const loudest = (values: number[]) => Math.max(...values.map(Math.abs));
    expect(loudest(reduced.peaks[0]!)).toBe(loudest(body.peaks[0]!));
    expect(drawn.headers.etag).not.toBe(peaks.headers.etag);
    expect(drawn.headers['cache-control']).toContain('immutable');
    expect((await get(`/api/track/peaks/${track._id}?points=9000`, null)).statusCode).toBe(400);
  });

  it('downloads with the type of the bytes and an artist – title name', async () => {
    expect((await get(`/api/track/download/${track._id}`, null)).statusCode).toBe(401);
    const res = await get(`/api/track/download/${track._id}`, customer);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('audio/mpeg');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Sea Lights - Midnight Harbour.mp3"; filename*=UTF-8''Sea%20Lights%20-%20Midnight%20Harbour.mp3`,
    );
    const wavOnly = await uploadTrack(
      t.app,
      owner,
      [
        ['title', 'Тишина'],
        ['mainArtist', 'Sea Lights'],
      ],
      [{ name: 'audio', filename: 'x.bin', data: wav }],
    );
    expect(wavOnly.statusCode, wavOnly.body).toBe(201);
    const doc = wavOnly.json() as TrackApi;
    expect(doc.cloudUrl).toBe(`/api/track/audio/${doc._id}.wav`);
    const download = await get(`/api/track/download/${doc._id}`, customer);
    expect(download.headers['content-type']).toBe('audio/wav');
    expect(download.headers['content-disposition']).toContain(
      `filename*=UTF-8''Sea%20Lights%20-%20${encodeURIComponent('Тишина')}.wav`,
    );
    expect(download.rawPayload.equals(wav)).toBe(true);
  });

  it('refuses audio that is not mp3 or wav, a wav version that is not wav, and a bad cover', async () => {
    const fields: [string, string][] = [
      ['title', 'x'],
      ['mainArtist', 'y'],
    ];
    const text = Buffer.from('this is a text file, not audio at all\n'.repeat(40));
    const fake = await uploadTrack(t.app, owner, fields, [
      { name: 'audio', filename: 'song.mp3', data: text, type: 'audio/mpeg' },
    ]);
    expect(fake.statusCode).toBe(415);
    expect(fake.json()).toMatchObject({
      message: 'Audio must be an mp3 or wav file.',
      fields: { audio: 'Audio must be an mp3 or wav file.' },
    });
    const badWav = await uploadTrack(t.app, owner, fields, [
      { name: 'audio', filename: 'a.mp3', data: mp3 },
      { name: 'audioWav', filename: 'a.wav', data: mp3 },
    ]);
    expect(badWav.json()).toMatchObject({ statusCode: 415, message: 'The wav version must be a wav file.' });
    const badCover = await uploadTrack(t.app, owner, fields, [
      { name: 'audio', filename: 'a.mp3', data: mp3 },
      { name: 'cover', filename: 'c.png', data: text },
    ]);
    expect(badCover.json()).toMatchObject({
      statusCode: 415,
      message: 'The cover must be a png or jpg image.',
    });
    const broken = Buffer.concat([wav.subarray(0, 44 - 8), Buffer.from('data'), Buffer.alloc(4)]);
    const unreadable = await uploadTrack(t.app, owner, fields, [
      { name: 'audio', filename: 'a.wav', data: broken },
    ]);
    expect(unreadable.json()).toMatchObject({
      statusCode: 400,
      message: 'The audio file could not be read. It may be damaged.',
    });
  });

  it('refuses a missing audio file, an oversize cover and bad fields with their messages', async () => {
    const missing = await uploadTrack(
      t.app,
      owner,
      [
        ['title', 'x'],
        ['mainArtist', 'y'],
      ],
      [],
    );
    expect(missing.json()).toMatchObject({
      statusCode: 400,
      message: 'Choose an audio file: mp3 or wav.',
      fields: { audio: 'Choose an audio file: mp3 or wav.' },
    });
    const big = await uploadTrack(
      t.app,
      owner,
      [
        ['title', 'x'],
        ['mainArtist', 'y'],
      ],
      [
        { name: 'audio', filename: 'a.mp3', data: mp3 },
        { name: 'cover', filename: 'c.png', data: Buffer.alloc(COVER_MAX_BYTES + 1, 1) },
      ],
    );
    expect(big.json()).toMatchObject({
      statusCode: 413,
      message: 'The cover image is too large: at most 10 MB.',
    });
    const audio = [{ name: 'audio', filename: 'a.mp3', data: mp3 }];
    const bad = await uploadTrack(
      t.app,
      owner,
      [
        ['mainArtist', 'y'],
        ['genres[]', 'polka'],
        ['bpm', '5'],
        ['isrc', 'nope'],
        ['releaseDate', '2025-13-40'],
      ],
      audio,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      title: 'Required field',
      'genres.0': 'Choose a value from the list.',
      bpm: 'Tempo must be between 20 and 300 BPM.',
      isrc: 'Enter an ISRC like RU-A1B-25-00001.',
      releaseDate: 'Enter a date as YYYY-MM-DD.',
    });
  });

  it('lets only a signed-in owner profile upload', async () => {
    const files = [{ name: 'audio', filename: 'a.mp3', data: mp3 }];
    const fields: [string, string][] = [
      ['title', 'x'],
      ['mainArtist', 'y'],
    ];
    expect((await uploadTrack(t.app, null, fields, files)).statusCode).toBe(401);
    expect((await uploadTrack(t.app, customer, fields, files, 'customer')).statusCode).toBe(403);
    expect((await uploadTrack(t.app, owner, fields, files, 'customer')).statusCode).toBe(403);
  });
});
