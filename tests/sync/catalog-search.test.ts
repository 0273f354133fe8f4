import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CueDatabase } from '../../src/db';
import type { TrackApi, TrackPageApi } from '../../src/domain/catalog';
import { createApiClient, type ApiClient } from '../../src/sync/api-client';
import { cachedResult, searchTracks, trackSearchQuery } from '../../src/sync/catalog/catalog-api';
import { openTestDatabase, uniqueName } from '../db/support';
import { multipart, sineMp3 } from '../server/catalog-fixtures';
import { controllableFetch, startSyncServer, type SyncServer, type TestUser } from './support';

let server: SyncServer;
let owner: TestUser;
let customer: TestUser;
const titles = ['Midnight Harbour', 'Harbour Lights', 'Desert Wind'];

async function upload(fields: [string, string][]): Promise<TrackApi> {
  const body = multipart(fields, [
    { name: 'audio', filename: 'a.mp3', data: await sineMp3(1), type: 'audio/mpeg' },
  ]);
  const response = await fetch(`${server.baseUrl}/api/track/create`, {
    method: 'POST',
    headers: { ...body.headers, cookie: owner.cookie, 'x-user-profile': 'owner', origin: server.baseUrl },
    body: body.payload,
  });
  if (response.status !== 201) throw new Error(`upload refused: ${response.status} ${await response.text()}`);
  return (await response.json()) as TrackApi;
}

function clientFor(user: TestUser, fetchImpl: typeof fetch): ApiClient {
  const withCookie = ((input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    headers.set('cookie', user.cookie);
    return fetchImpl(input instanceof Request ? new Request(input, { headers }) : input, {
      ...init,
      headers,
    });
  }) as typeof fetch;
  return createApiClient({
    baseUrl: `${server.baseUrl}/api`,
    getLanguage: () => 'en',
    getRole: () => 'customer',
    onLoggedOut: () => undefined,
    fetch: withCookie,
    retryDelayMs: () => 1,
  });
}

beforeAll(async () => {
  server = await startSyncServer();
  owner = await server.createUser(['owner']);
  customer = await server.createUser(['customer']);
  await upload([
    ['title', titles[0]!],
    ['mainArtist', 'Sea Lights'],
    ['genres[]', 'ambient'],
    ['moods[]', 'calm'],
  ]);
  await upload([
    ['title', titles[1]!],
    ['mainArtist', 'Port City'],
    ['genres[]', 'jazz'],
  ]);
  await upload([
    ['title', titles[2]!],
    ['mainArtist', 'Dune'],
    ['genres[]', 'ambient'],
  ]);
});

afterAll(async () => {
  await server?.close();
});

describe('searchTracks against the real server', () => {
  it('states chips as lists and the sort as <field>Asc|Desc, leaving empty values and unknown chips out', () => {
    const query = trackSearchQuery(
      {
        search: '  ',
        sort: 'titleAsc',
        filters: { genres: ['jazz', 'ambient', 'jazz', 'not-a-genre'], moods: [] },
        explicit: false,
      },
      2,
      10,
    );
    const stated = Object.fromEntries(
      Object.entries(query).filter(([, value]) => value !== undefined && String(value) !== ''),
    );
    expect(stated).toEqual({
      page: 2,
      limit: 10,
      sort: 'titleAsc',
      genres: ['jazz', 'ambient'],
      explicit: 'false',
    });
  });

  it('writes the results into tracks and the cache, then answers offline from the cache', async () => {
    const db: CueDatabase = await openTestDatabase(uniqueName('catalog-search'));
    try {
      const network = controllableFetch();
      const api = clientFor(customer, network.fetch);
      const query = { search: 'midnigt harbor', filters: { genres: ['ambient'] } };
      const online = await searchTracks(api, db, query);
      expect(online.source).toBe('server');
      expect(online.tracks[0]?.title).toBe('Midnight Harbour');
      expect(online.tracks.map((track) => track.title)).not.toContain('Harbour Lights');
      expect(online.result.facets.genres.ambient).toBeGreaterThanOrEqual(1);
      const stored = await db.tracks.findByIds(online.result.ids).exec();
      expect([...stored.values()].map((doc) => doc.title)).toContain('Midnight Harbour');
      expect((await cachedResult(db, query))?.ids).toEqual(online.result.ids);

      network.offline = true;
      const offline = await searchTracks(api, db, { ...query, search: 'Midnigt  Harbor ' });
      expect(offline.source).toBe('cache');
      expect(offline.result.ids).toEqual(online.result.ids);
      expect(offline.result.total).toBe(online.result.total);
      await expect(searchTracks(api, db, { search: 'never searched' })).rejects.toMatchObject({
        name: 'ApiError',
      });
    } finally {
      await db.close();
    }
  });

  it('keeps the estimate flag of an answer, online and offline, and exact answers say they are exact', async () => {
    const db = await openTestDatabase(uniqueName('catalog-estimate'));
    try {
      const network = controllableFetch();
      // The real answer, marked the way the server marks a search with very many matches.
      const estimating = (async (input: RequestInfo | URL, init?: RequestInit) => {
        const response = await network.fetch(input, init);
        const page = (await response.json()) as TrackPageApi;
        return Response.json(
          { ...page, total: 50000, totalIsEstimate: true, estimatedFacets: ['genres', 'moods'] },
          { status: response.status },
        );
      }) as typeof fetch;
      const exact = await searchTracks(clientFor(customer, network.fetch), db, { search: 'desert' });
      expect(exact.result).toMatchObject({ total: 1, totalIsEstimate: false, estimatedFacets: [] });
      const query = { search: 'harbour' };
      const online = await searchTracks(clientFor(customer, estimating), db, query);
      expect(online.result).toMatchObject({
        total: 50000,
        totalIsEstimate: true,
        estimatedFacets: ['genres', 'moods'],
      });
      network.offline = true;
      const offline = await searchTracks(clientFor(customer, network.fetch), db, query);
      expect(offline.source).toBe('cache');
      expect(offline.result).toMatchObject({
        total: 50000,
        totalIsEstimate: true,
        estimatedFacets: ['genres', 'moods'],
      });
    } finally {
      await db.close();
    }
  });

  it('appends later pages and follows the sort', async () => {
    const db = await openTestDatabase(uniqueName('catalog-pages'));
    try {
      const api = clientFor(customer, fetch);
      const query = { sort: 'titleAsc' as const };
      const first = await searchTracks(api, db, query, { page: 1, limit: 2 });
      const second = await searchTracks(api, db, query, { page: 2, limit: 2 });
      const all = await api.get<TrackPageApi>('/track/info', {
        searchParams: { sort: 'titleAsc', limit: 100 },
      });
      expect(second.result.ids).toEqual(all.data.map((track) => track._id).slice(0, 4));
      expect(second.result.ids.slice(0, 2)).toEqual(first.result.ids);
      expect(second.result.total).toBe(all.total);
    } finally {
      await db.close();
    }
  });

  it('drops the answer of an aborted search', async () => {
    const db = await openTestDatabase(uniqueName('catalog-abort'));
    try {
      const controller = new AbortController();
      const running = searchTracks(
        clientFor(customer, fetch),
        db,
        { search: 'desert' },
        { signal: controller.signal },
      );
      controller.abort();
      await expect(running).rejects.toMatchObject({ name: 'AbortError' });
      expect(await cachedResult(db, { search: 'desert' })).toBeNull();
    } finally {
      await db.close();
    }
  });

  it('a newer search aborts the request of the one before on the wire; only the newer answer is stored', async () => {
    const db = await openTestDatabase(uniqueName('catalog-supersede'));
    try {
      const seen: { url: string; signal: AbortSignal; outcome?: 'answered' | 'aborted' }[] = [];
      let holdFirst = true;
      const watching = (async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = input instanceof Request ? input : new Request(input, init);
        const entry: (typeof seen)[number] = { url: request.url, signal: request.signal };
        seen.push(entry);
        // The first search waits for its signal, as a slow server would.
        if (holdFirst) {
          holdFirst = false;
          await new Promise<void>((resolve) =>
            request.signal.addEventListener('abort', () => resolve(), { once: true }),
          );
        }
        try {
          const response = await fetch(request);
          entry.outcome = 'answered';
          return response;
        } catch (error) {
          entry.outcome = 'aborted';
          throw error;
        }
      }) as typeof fetch;
      const api = clientFor(customer, watching);
      const first = new AbortController();
      const older = searchTracks(api, db, { search: 'harbour' }, { signal: first.signal });
      await vi.waitFor(() => expect(seen).toHaveLength(1));
      // What the search hook does when the query changes: abort the previous search, start the next.
      first.abort();
      const newer = searchTracks(api, db, { search: 'desert' }, { signal: new AbortController().signal });
      await expect(older).rejects.toMatchObject({ name: 'AbortError' });
      const answer = await newer;
      expect(seen[0]!.signal.aborted).toBe(true);
      expect(seen[0]!.outcome).toBe('aborted');
      expect(seen[0]!.url).toContain('search=harbour');
      expect(seen[1]).toMatchObject({ outcome: 'answered' });
      expect(seen[1]!.signal.aborted).toBe(false);
      expect(answer.tracks.map((track) => track.title)).toEqual(['Desert Wind']);
      expect(await cachedResult(db, { search: 'harbour' })).toBeNull();
      expect((await cachedResult(db, { search: 'desert' }))?.ids).toEqual(answer.result.ids);
    } finally {
      await db.close();
    }
  });
});
