import Fastify from 'fastify';
import { firstValueFrom, filter, Observable, type Subscribable } from 'rxjs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { answerQuery, storedAnswerCount, type CueDatabase } from '../../src/db';
import { toApiIds } from '../../src/domain/api-ids';
import { albumDetail, albumList, catalogHome } from '../../src/domain/api/catalog';
import type { AlbumDetail } from '../../src/domain/catalog';
import { createApiClient, type ApiClient } from '../../src/sync/api-client';
import { ApiError } from '../../src/sync/api-error';
import { operationQuery, queryView, runLocalQuery } from '../../src/sync/local-query';
import { callOperation } from '../../src/sync/operation-client';
import { openTestDatabase } from '../db/support';
import { trackFactory } from '../db/tracks-support';

/** An rxjs Observable over a kept answer's subscribable, for rxjs's operators. */
const observe = <T>(source: Subscribable<T>) =>
  new Observable<T>((subscriber) => source.subscribe(subscriber));

const track = trackFactory({ title: 'Night Drive' });
const detail: AlbumDetail = {
  id: 'album-1',
  title: 'Night',
  artist: { id: 'artist-1', name: 'Nova' },
  coverImageUrl: null,
  releaseDate: null,
  description: null,
  trackCount: 1,
  duration: 125,
  ownerId: 'owner-1',
  createdAt: '2026-01-01T00:00:00.000Z',
  tracks: [track],
};

describe('local queries: answers through the local database', () => {
  const app = Fastify();
  const asked: string[] = [];
  let up = true;
  let api: ApiClient;
  let db: CueDatabase | undefined;

  beforeAll(async () => {
    app.addHook('onRequest', async (request, reply) => {
      asked.push(request.url);
      if (!up) await reply.code(503).send({ message: 'down' });
    });
    // The server names ids `_id` (docs/decisions/0011-api-ids.md); the kept answer has the local `id`.
    app.get('/api/album/info-album/:id', async () => toApiIds(detail));
    app.get('/api/album/info', async () => ({ data: [], page: 1, limit: 24, total: 0 }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    api = createApiClient({
      baseUrl: `http://127.0.0.1:${port}/api`,
      getLanguage: () => 'en',
      getRole: () => 'customer',
      onLoggedOut: () => undefined,
      retryDelayMs: () => 1,
    });
  });
  afterAll(() => app.close());
  afterEach(async () => {
    up = true;
    asked.length = 0;
    await db?.close();
    db = undefined;
  });

  it('writes the answer in the local form (`id`) and its tracks into RxDB', async () => {
    db = await openTestDatabase(undefined, ['tracks']);
    const query = operationQuery(
      albumDetail,
      { params: { id: 'album-1' } },
      { tracksOf: (value) => value.tracks },
    );
    await expect(runLocalQuery(api, db, query)).resolves.toEqual(detail);
    expect((await db.tracks.findOne(track.id).exec())?.title).toBe('Night Drive');
    const stored = await firstValueFrom(observe(answerQuery<AlbumDetail>(db, query.key)));
    expect(stored?.value).toEqual(detail);
    expect(await storedAnswerCount(db)).toBe(1);
  });

  it('a revisit renders the kept answer while the server cannot be reached, beside the failure', async () => {
    db = await openTestDatabase(undefined, ['tracks']);
    const query = operationQuery(albumDetail, { params: { id: 'album-1' } });
    await runLocalQuery(api, db, query);
    up = false;
    const failure = await runLocalQuery(api, db, query).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    const kept = await firstValueFrom(observe(answerQuery<AlbumDetail>(db, query.key)).pipe(filter(Boolean)));
    const view = queryView(query.key, kept.value, { key: query.key, attempt: 1, error: failure as ApiError });
    expect(view).toEqual({ data: detail, error: failure, loading: false });
  });

  it('is loading until an answer or a failure arrives for its own key', () => {
    expect(queryView('a', undefined, { key: 'a', attempt: 0 })).toEqual({
      data: undefined,
      error: undefined,
      loading: true,
    });
    const error = new ApiError({ text: 'down', messageKey: null, status: 503 });
    expect(queryView('a', undefined, { key: 'a', attempt: 0, error })).toMatchObject({
      error,
      loading: false,
    });
    expect(queryView('b', undefined, { key: 'a', attempt: 0, error })).toMatchObject({
      error: undefined,
      loading: true,
    });
    expect(queryView(null, undefined, { key: null, attempt: 0 }).loading).toBe(false);
    expect(queryView('a', undefined, { key: 'a', attempt: 0, data: 1 })).toMatchObject({
      data: 1,
      loading: false,
    });
  });

  it('the same input names the same answer whatever its key order', () => {
    const one = operationQuery(albumList, { query: { page: 2, limit: 24, search: 'x' } });
    const two = operationQuery(albumList, { query: { search: 'x', limit: 24, page: 2 } });
    expect(one.key).toBe(two.key);
  });
});

describe('operations: a request that does not match its definition is refused here', () => {
  let asked = 0;
  const api = createApiClient({
    baseUrl: 'http://127.0.0.1:9/api',
    getLanguage: () => 'en',
    getRole: () => 'customer',
    onLoggedOut: () => undefined,
    fetch: async () => {
      asked += 1;
      return new Response(JSON.stringify({ newReleases: 'nope' }), {
        headers: { 'content-type': 'application/json' },
      });
    },
  });

  it('refuses bad parameters and queries before anything is sent', async () => {
    const tooLong = callOperation(api, albumDetail, { params: { id: 'x'.repeat(101) } });
    await expect(tooLong).rejects.toMatchObject({ code: 'VALIDATION', status: 400 });
    const badPage = callOperation(api, albumList, { query: { limit: 1000 } });
    await expect(badPage).rejects.toMatchObject({
      code: 'VALIDATION',
      fields: { limit: expect.any(String) },
    });
    expect(asked).toBe(0);
  });

  it('refuses an answer its response schema does not describe', async () => {
    await expect(callOperation(api, catalogHome, {})).rejects.toBeInstanceOf(ApiError);
    expect(asked).toBe(1);
  });
});
