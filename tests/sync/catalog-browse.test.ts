import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toApiIds } from '../../src/domain/api-ids';
import type { ArtistDocument, TrackDocument } from '../../src/domain/catalog';
import { createApiClient, type ApiClient } from '../../src/sync/api-client';
import {
  createPeaksMemo,
  fetchAllArtists,
  prefetchTrackPeaks,
  storeBrowsedTracks,
  toLocalTrack,
} from '../../src/sync/catalog/catalog-browse-api';
import { openTestDatabase } from '../db/support';

const artist = (name: string, trackCount = 1): ArtistDocument => ({
  id: `id-${name}`,
  name,
  bio: null,
  website: null,
  imageUrl: null,
  trackCount,
  albumCount: 0,
});

function track(id: string, title: string): TrackDocument {
  const at = '2026-01-01T00:00:00.000Z';
  return {
    id,
    title,
    mainArtist: { id: 'artist-1', name: 'Nova' },
    artists: [],
    album: { id: 'album-1', title: 'Night' },
    coverImageUrl: null,
    cloudUrl: `/api/track/audio/${id}.mp3`,
    cloudUrlWav: null,
    technicalData: {
      duration: 125,
      bitrate: 192_000,
      sampleRate: 44_100,
      channels: 2,
      codec: 'MPEG 1 Layer 3',
    },
    waveform: [0.1, 0.5],
    language: null,
    genres: ['ambient'],
    moods: [],
    instruments: [],
    tags: [],
    tempo: null,
    bpm: null,
    density: null,
    vocalType: null,
    isrc: null,
    explicit: false,
    instrumental: true,
    version: 'original',
    releaseDate: null,
    lyrics: null,
    comments: null,
    ownerId: 'owner-1',
    createdAt: at,
    updatedAt: at,
    seq: 1,
  };
}

describe('peaks memo', () => {
  const peaks = (n: number) => ({ duration: n, peaks: [[0]] });

  it('asks once for concurrent loads and keeps the answer for a synchronous peek', async () => {
    let calls = 0;
    const memo = createPeaksMemo(async () => peaks(++calls));
    const [a, b] = await Promise.all([memo.load('t'), memo.load('t')]);
    expect(a).toBe(b);
    expect(calls).toBe(1);
    expect(memo.peek('t')).toEqual(peaks(1));
    await expect(memo.load('t')).resolves.toEqual(peaks(1));
    expect(calls).toBe(1);
  });

  it('keeps no failure: the next load asks again', async () => {
    let calls = 0;
    const memo = createPeaksMemo(async () => {
      calls += 1;
      if (calls === 1) throw new Error('down');
      return peaks(calls);
    });
    await expect(memo.load('t')).rejects.toThrow('down');
    expect(memo.peek('t')).toBeUndefined();
    await expect(memo.load('t')).resolves.toEqual(peaks(2));
  });
});

describe('browse API over HTTP', () => {
  const app = Fastify();
  const total = 230;
  let peaksAsked = 0;
  let api: ApiClient;

  beforeAll(async () => {
    app.get('/api/artist/info', async (request) => {
      const query = request.query as { page: string; limit: string; sort: string };
      const page = Number(query.page);
      const limit = Number(query.limit);
      const names = Array.from({ length: total }, (_, index) => `Artist ${String(index).padStart(3, '0')}`);
      return {
        data: names.slice((page - 1) * limit, page * limit).map((name) => toApiIds(artist(name))),
        page,
        limit,
        total,
        sort: query.sort,
      };
    });
    app.get('/api/track/peaks/:id', async () => {
      peaksAsked += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { duration: 2, peaks: [[0, 0.5, -0.5]] };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    api = createApiClient({
      baseUrl: `http://127.0.0.1:${port}/api`,
      getLanguage: () => 'en',
      getRole: () => 'customer',
      onLoggedOut: () => undefined,
    });
  });

  afterAll(() => app.close());

  it('reads every artist page by page, A–Z', async () => {
    const all = await fetchAllArtists(api);
    expect(all).toHaveLength(total);
    expect(all[0]?.name).toBe('Artist 000');
    // The API names ids `_id`; the client's artists carry the local `id` (docs/decisions/0011-api-ids.md).
    expect(all[0]).toMatchObject({ id: 'id-Artist 000' });
    expect(all[0]).not.toHaveProperty('_id');
    expect(all.at(-1)?.name).toBe('Artist 229');
  });

  it('fetches the peaks of a track once, however often it is hovered', async () => {
    const hovers = await Promise.all([prefetchTrackPeaks(api, 't1'), prefetchTrackPeaks(api, 't1')]);
    await prefetchTrackPeaks(api, 't1');
    expect(hovers[0]).toEqual({ duration: 2, peaks: [[0, 0.5, -0.5]] });
    expect(peaksAsked).toBe(1);
  });
});

describe('browsed tracks in the local collection', () => {
  it('are upserted with only the schema fields, newest answer winning', async () => {
    const db = await openTestDatabase();
    try {
      const wire = { ...track('t1', 'First'), _deleted: false, extra: 'ignored' } as TrackDocument;
      expect(Object.keys(toLocalTrack(wire))).not.toContain('_deleted');
      await storeBrowsedTracks(db, [wire, track('t2', 'Second'), track('t2', 'Second again')]);
      await storeBrowsedTracks(db, [track('t1', 'First renamed')]);
      const docs = await db.tracks.find({ sort: [{ id: 'asc' }] }).exec();
      expect(docs.map((doc) => [doc.id, doc.title])).toEqual([
        ['t1', 'First renamed'],
        ['t2', 'Second again'],
      ]);
    } finally {
      await db.close();
    }
  });
});
