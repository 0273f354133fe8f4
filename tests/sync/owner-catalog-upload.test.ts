import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { trackFieldsSchema, type TrackDocument } from '../../src/domain/catalog';
import { translate } from '../../src/domain/messages';
import type { Language } from '../../src/domain/roles';
import { createApiClient, isApiError, type ApiClient } from '../../src/sync/api-client';
import {
  changeTrack,
  createAlbum,
  deleteAlbum,
  deleteTrack,
  fetchMyAlbums,
  isUploadAborted,
  uploadTrack,
  type MultipartOptions,
  type UploadProgress,
} from '../../src/sync/catalog/catalog-owner-api';
import { trackFormData } from '../../src/ui/catalog/owner/track-form-values';
import { NodeXhr } from './owner-catalog-xhr';
import { startSyncServer, type SyncServer, type TestUser } from './support';
import { testMp3, type TestMp3SampleRate } from '../support/mp3';

/** A few seconds of a two-tone sine as a 128 kbit/s mono mp3. */
function toneMp3(seconds: number, sampleRate: TestMp3SampleRate = 44_100): Promise<Uint8Array> {
  const samples = Float32Array.from(
    { length: seconds * sampleRate },
    (_, i) =>
      Math.round(
        12_000 *
          (Math.sin((2 * Math.PI * 440 * i) / sampleRate) +
            0.5 * Math.sin((2 * Math.PI * 660 * i) / sampleRate)),
      ) / 32768,
  );
  return testMp3([samples], sampleRate);
}

const pngCover = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .png()
    .toBuffer();

const file = (bytes: Uint8Array, name: string, type: string) =>
  new File([Buffer.from(bytes)], name, { type });

let server: SyncServer;
let owner: TestUser;
let mp3: Uint8Array;
let cover: Buffer;

function clientFor(user: TestUser, language: Language = 'en'): ApiClient {
  return createApiClient({
    baseUrl: `${server.baseUrl}/api`,
    getLanguage: () => language,
    getRole: () => 'owner',
    onLoggedOut: () => undefined,
    fetch: (input, init) => {
      const request = new Request(input, init);
      request.headers.set('cookie', user.cookie);
      return fetch(request);
    },
  });
}

function xhrOptions(jar: { cookie: string }, extra: Partial<MultipartOptions> = {}) {
  const created: NodeXhr[] = [];
  const options: MultipartOptions = {
    baseUrl: `${server.baseUrl}/api`,
    getLanguage: () => 'en',
    getRole: () => 'owner',
    createXhr: () => {
      const xhr = new NodeXhr(jar, 16 * 1024);
      created.push(xhr);
      return xhr as unknown as XMLHttpRequest;
    },
    ...extra,
  };
  return { options, created };
}

const fields = (values: Record<string, unknown>) => trackFieldsSchema.parse(values);

beforeAll(async () => {
  server = await startSyncServer();
  owner = await server.createUser(['owner']);
  mp3 = await toneMp3(3);
  cover = await pngCover();
});

afterAll(() => server.close());

describe('uploading a track with XMLHttpRequest (POST /api/track/create)', () => {
  it('sends every field as multipart with the files, reports progress and answers with the new track', async () => {
    const progress: UploadProgress[] = [];
    const { options, created } = xhrOptions(
      { cookie: owner.cookie },
      { onProgress: (step) => progress.push(step) },
    );
    const values = fields({
      title: 'Harbour Lights',
      mainArtist: 'Nora Vale',
      artists: ['Ike Bell', 'Mo Reyes'],
      genres: ['ambient', 'cinematic'],
      moods: ['calm'],
      tags: ['Night', 'sea'],
      bpm: '96',
      tempo: 'Andante',
      explicit: false,
      instrumental: true,
      version: 'remix',
      releaseDate: '2025-03-14',
      isrc: 'ru-a1b-25-00001',
    });
    const data = trackFormData(values, {
      audio: file(mp3, 'harbour.mp3', 'audio/mpeg'),
      audioWav: null,
      cover: file(cover, 'cover.png', 'image/png'),
    });
    const track = await uploadTrack(data, options);

    expect(track).toMatchObject({
      title: 'Harbour Lights',
      mainArtist: { name: 'Nora Vale' },
      genres: ['ambient', 'cinematic'],
      tags: ['night', 'sea'],
      bpm: 96,
      tempo: 'Andante',
      instrumental: true,
      version: 'remix',
      releaseDate: '2025-03-14',
      isrc: 'RUA1B2500001',
      ownerId: owner.id,
      album: null,
    });
    expect(track.artists.map((artist) => artist.name)).toEqual(['Ike Bell', 'Mo Reyes']);
    expect(track.technicalData.duration).toBeGreaterThan(2.9);
    expect(track.technicalData.duration).toBeLessThan(3.2);
    expect(track.coverImageUrl).toMatch(/^\/api\/files\//);
    expect(track.waveform).toHaveLength(100);
    expect(track.cloudUrl).toBe(`/api/track/audio/${track.id}.mp3`);

    expect(progress.length).toBeGreaterThan(2);
    expect(progress.at(-1)!.loaded).toBe(progress.at(-1)!.total);
    expect(progress.every((step, i) => i === 0 || step.loaded > progress[i - 1]!.loaded)).toBe(true);
    expect(created[0]!.withCredentials).toBe(true);
    expect(created[0]!.sentHeaders).toMatchObject({ 'x-user-profile': 'owner', 'accept-language': 'en' });

    const again = await clientFor(owner).get<TrackDocument>(`track/info-track/${track.id}`);
    expect(again.title).toBe('Harbour Lights');
  });

  it('maps a refused file (a text file named .mp3) to its message, in the request language, on the audio field', async () => {
    const text = new TextEncoder().encode('these are not the sounds you are looking for\n'.repeat(40));
    const data = trackFormData(fields({ title: 'Not audio', mainArtist: 'Nobody' }), {
      audio: file(text, 'notes.mp3', 'audio/mpeg'),
      audioWav: null,
      cover: null,
    });
    const english = await uploadTrack(data, xhrOptions({ cookie: owner.cookie }).options).catch(
      (error: unknown) => error,
    );
    expect(isApiError(english)).toBe(true);
    expect(english).toMatchObject({
      status: 415,
      code: 'UNSUPPORTED_FILE',
      text: 'Audio must be an mp3 or wav file.',
      fields: { audio: 'Audio must be an mp3 or wav file.' },
    });

    const russian = await uploadTrack(data, {
      ...xhrOptions({ cookie: owner.cookie }).options,
      getLanguage: () => 'ru',
      messages: (key, params) => translate('ru', key, params),
    }).catch((error: unknown) => error);
    expect(russian).toMatchObject({ status: 415, text: 'Аудио должно быть файлом mp3 или wav.' });
  });

  it('puts a server field error on its field (missing title) and refuses a customer profile', async () => {
    const data = new FormData();
    data.append('mainArtist', 'Someone');
    data.append('audio', file(mp3, 'a.mp3', 'audio/mpeg'));
    const missing = await uploadTrack(data, xhrOptions({ cookie: owner.cookie }).options).catch(
      (error: unknown) => error,
    );
    expect(missing).toMatchObject({ status: 400, fields: { title: 'Required field' } });

    const customer = await uploadTrack(data, {
      ...xhrOptions({ cookie: owner.cookie }).options,
      getRole: () => 'customer',
    }).catch((error: unknown) => error);
    expect(customer).toMatchObject({ status: 403 });
  });

  it('refreshes the session once after a 401 and sends the upload again', async () => {
    const jar = { cookie: '' };
    let refreshed = 0;
    const data = trackFormData(fields({ title: 'After refresh', mainArtist: 'Nora Vale' }), {
      audio: file(mp3, 'r.mp3', 'audio/mpeg'),
      audioWav: null,
      cover: null,
    });
    const { options, created } = xhrOptions(jar, {
      refreshSession: async () => {
        refreshed += 1;
        jar.cookie = owner.cookie;
        return true;
      },
    });
    const track = await uploadTrack(data, options);
    expect(track.title).toBe('After refresh');
    expect(refreshed).toBe(1);
    expect(created).toHaveLength(2);

    const signedOut = await uploadTrack(data, {
      ...xhrOptions({ cookie: '' }).options,
      refreshSession: async () => false,
    }).catch((error: unknown) => error);
    expect(signedOut).toMatchObject({ status: 401 });
  });

  it('Cancel aborts the upload: it rejects as aborted and no track is created', async () => {
    const controller = new AbortController();
    const before = await clientFor(owner).get<{ total: number }>('track/info', {
      searchParams: { owner: 'me' },
    });
    const data = trackFormData(fields({ title: 'Cancelled', mainArtist: 'Nora Vale' }), {
      audio: file(await toneMp3(8), 'c.mp3', 'audio/mpeg'),
      audioWav: null,
      cover: null,
    });
    const { options } = xhrOptions(
      { cookie: owner.cookie },
      { signal: controller.signal, onProgress: () => controller.abort() },
    );
    const seen = server.requests().seen;
    const error = await uploadTrack(data, options).catch((failure: unknown) => failure);
    expect(isUploadAborted(error)).toBe(true);
    // The server has read the aborted upload's headers and finished with it (its handler answered).
    await expect
      .poll(() => {
        const requests = server.requests();
        return requests.seen > seen && requests.allAnswered;
      })
      .toBe(true);
    const after = await clientFor(owner).get<{ total: number }>('track/info', {
      searchParams: { owner: 'me' },
    });
    expect(after.total).toBe(before.total);
  });
});

describe('albums and track edits through the API client', () => {
  it('creates an album with a cover, refuses to delete it while it has tracks, then deletes it', async () => {
    const api = clientFor(owner);
    const album = await createAlbum(
      api,
      (() => {
        const data = new FormData();
        data.append('title', 'Tide Tables');
        data.append('artist', 'Nora Vale');
        data.append('releaseDate', '2025-05-01');
        data.append('cover', file(cover, 'c.png', 'image/png'));
        return data;
      })(),
    );
    expect(album).toMatchObject({ title: 'Tide Tables', releaseDate: '2025-05-01', trackCount: 0 });
    expect(album.coverImageUrl).toMatch(/^\/api\/files\//);

    const data = trackFormData(fields({ title: 'Ebb', mainArtist: 'Nora Vale', album: 'Tide Tables' }), {
      audio: file(mp3, 'e.mp3', 'audio/mpeg'),
      audioWav: null,
      cover: null,
    });
    const track = await uploadTrack(data, xhrOptions({ cookie: owner.cookie }).options);
    expect(track.album).toEqual({ id: album.id, title: 'Tide Tables' });
    const mine = await fetchMyAlbums(api);
    expect(mine.data.find((item) => item.id === album.id)).toMatchObject({ trackCount: 1 });

    const refused = await deleteAlbum(api, album.id).catch((error: unknown) => error);
    expect(refused).toMatchObject({
      status: 409,
      text: 'This album still has tracks. Delete or move them first.',
    });
    const russian = await deleteAlbum(clientFor(owner, 'ru'), album.id).catch((error: unknown) => error);
    expect(russian).toMatchObject({ status: 409, text: expect.stringContaining('альбом') });

    const renamed = await changeTrack(api, track.id, { title: 'Ebb (edit)', moods: ['dreamy'] });
    expect(renamed).toMatchObject({ title: 'Ebb (edit)', moods: ['dreamy'], album: { id: album.id } });

    await deleteTrack(api, track.id);
    await deleteAlbum(api, album.id);
    const left = await fetchMyAlbums(api);
    expect(left.data.some((item) => item.id === album.id)).toBe(false);
  });

  it("refuses to delete another owner's track", async () => {
    const other = await server.createUser(['owner']);
    const data = trackFormData(fields({ title: 'Not yours', mainArtist: 'Nora Vale' }), {
      audio: file(mp3, 'n.mp3', 'audio/mpeg'),
      audioWav: null,
      cover: null,
    });
    const track = await uploadTrack(data, xhrOptions({ cookie: owner.cookie }).options);
    const refused = await deleteTrack(clientFor(other), track.id).catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 403 });
  });
});
