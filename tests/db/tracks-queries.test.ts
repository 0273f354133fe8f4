import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { firstValueFrom, filter } from 'rxjs';
import {
  cachedTrackResult,
  cachedTrackResultCount,
  cachedTracksQuery,
  RESULT_CACHE_LIMIT,
  storeTrackResult,
  touchTrackResult,
  trackSearchKey,
  tracksByIdsQuery,
  removeDatabase,
  type CueDatabase,
} from '../../src/db';
import { LOCAL_DOC_STATE_BY_PARENT } from 'rxdb/plugins/local-documents';
import { openTestDatabase, testStorage, uniqueName } from './support';
import { emptyFacets, trackFactory } from './tracks-support';

let db: CueDatabase;
beforeEach(async () => {
  db = await openTestDatabase(uniqueName('tracks'));
});
afterEach(async () => {
  await db.close();
});

describe('track queries', () => {
  it('lists the tracks of given ids in the given order, live, skipping unknown ids', async () => {
    const [a, b, c] = [trackFactory(), trackFactory(), trackFactory()];
    await db.tracks.bulkUpsert([a, b, c]);
    const ids = [c.id, 'missing', a.id];
    expect((await firstValueFrom(tracksByIdsQuery(db, ids))).map((t) => t.id)).toEqual([c.id, a.id]);
    const renamed = firstValueFrom(
      tracksByIdsQuery(db, ids).pipe(filter((list) => list[1]?.title === 'Renamed')),
    );
    await db.tracks.upsert({ ...a, title: 'Renamed' });
    expect((await renamed).map((t) => t.title)).toEqual([c.title, 'Renamed']);
  });

  it('lists every cached track as plain objects', async () => {
    await db.tracks.bulkUpsert([trackFactory({ title: 'One' }), trackFactory({ title: 'Two' })]);
    const all = await firstValueFrom(cachedTracksQuery(db).pipe(filter((list) => list.length === 2)));
    expect(all.map((t) => t.title).sort()).toEqual(['One', 'Two']);
    expect(all[0]).not.toHaveProperty('_rev');
  });

  it('keeps the object of an unchanged track across emissions, and gives a changed one a new object', async () => {
    const [a, b] = [trackFactory({ title: 'Same' }), trackFactory({ title: 'Before' })];
    await db.tracks.bulkUpsert([a, b]);
    const before = await firstValueFrom(cachedTracksQuery(db).pipe(filter((list) => list.length === 2)));
    const next = firstValueFrom(
      cachedTracksQuery(db).pipe(filter((list) => list.some((t) => t.title === 'After'))),
    );
    await db.tracks.upsert({ ...b, title: 'After' });
    const after = await next;
    const byId = (list: typeof after, id: string) => list.find((t) => t.id === id);
    expect(byId(after, a.id)).toBe(byId(before, a.id));
    expect(byId(after, b.id)).not.toBe(byId(before, b.id));
  });
});

describe('search result cache', () => {
  it('gives one key to the same search however it is written', () => {
    expect(
      trackSearchKey({ search: '  Midnight   HARBOUR ', filters: { genres: ['rock', 'jazz'], moods: [] } }),
    ).toBe(trackSearchKey({ search: 'midnight harbour', filters: { genres: ['jazz', 'rock'] } }));
    expect(trackSearchKey({ search: 'a', sort: 'titleAsc' })).not.toBe(
      trackSearchKey({ search: 'a', sort: 'titleDesc' }),
    );
    expect(trackSearchKey({ explicit: false })).not.toBe(trackSearchKey({}));
  });

  it('remembers ids, total and facets per search; later pages go at their offset', async () => {
    const facets = { ...emptyFacets(), genres: { jazz: 3 } };
    await storeTrackResult(
      db,
      { search: 'jazz' },
      { ids: ['a', 'b'], total: 3, facets, page: 1, limit: 2, now: 1000 },
    );
    await storeTrackResult(
      db,
      { search: 'rock' },
      { ids: ['r'], total: 1, facets: emptyFacets(), page: 1, limit: 2, now: 1001 },
    );
    await storeTrackResult(
      db,
      { search: 'JAZZ ' },
      { ids: ['c'], total: 3, facets, page: 2, limit: 2, now: 1002 },
    );
    const jazz = await cachedTrackResult(db, { search: 'jazz' });
    expect(jazz).toMatchObject({
      ids: ['a', 'b', 'c'],
      total: 3,
      facets: { genres: { jazz: 3 } },
      fetchedAt: 1002,
    });
    expect((await cachedTrackResult(db, { search: 'rock' }))?.ids).toEqual(['r']);
    expect(await cachedTrackResult(db, { search: 'pop' })).toBeNull();
    // Page 1 again starts over.
    await storeTrackResult(
      db,
      { search: 'jazz' },
      { ids: ['z'], total: 1, facets, page: 1, limit: 2, now: 1003 },
    );
    expect((await cachedTrackResult(db, { search: 'jazz' }))?.ids).toEqual(['z']);
  });

  it('keeps the results when the database is opened again', async () => {
    const name = db.name;
    await storeTrackResult(
      db,
      { search: 'kept' },
      { ids: ['k'], total: 1, facets: emptyFacets(), page: 1, limit: 30 },
    );
    await db.close();
    db = await openTestDatabase(name);
    expect((await cachedTrackResult(db, { search: 'kept' }))?.ids).toEqual(['k']);
  });

  it('keeps the cache in the local documents of tracks, registered by the plugin when the database opens', async () => {
    // No cache call has run on this database: the collection was created with its local-document store.
    expect(LOCAL_DOC_STATE_BY_PARENT.has(db.tracks)).toBe(true);
    await db.tracks.upsertLocal('probe', { ok: true });
    expect((await db.tracks.getLocal<{ ok: boolean }>('probe'))?.get('ok')).toBe(true);
    await storeTrackResult(
      db,
      { search: 'stored' },
      { ids: ['s'], total: 1, facets: emptyFacets(), page: 1, limit: 30 },
    );
    expect(await db.tracks.count().exec()).toBe(0);
  });

  it('removes the cache with the database', async () => {
    const name = db.name;
    await storeTrackResult(
      db,
      { search: 'gone' },
      { ids: ['g'], total: 1, facets: emptyFacets(), page: 1, limit: 30 },
    );
    await db.close();
    await removeDatabase(name, testStorage());
    db = await openTestDatabase(name);
    expect(await cachedTrackResult(db, { search: 'gone' })).toBeNull();
    expect(await cachedTrackResultCount(db)).toBe(0);
  });

  it(`drops the least recently used search beyond ${RESULT_CACHE_LIMIT}`, async () => {
    const store = (i: number, now: number) =>
      storeTrackResult(
        db,
        { search: `q${i}` },
        { ids: [`id${i}`], total: 1, facets: emptyFacets(), page: 1, limit: 30, now },
      );
    await Promise.all(Array.from({ length: RESULT_CACHE_LIMIT }, (_, i) => store(i, 1000 + i)));
    expect(await cachedTrackResultCount(db)).toBe(RESULT_CACHE_LIMIT);
    await touchTrackResult(db, { search: 'q0' }, 5000);
    await store(RESULT_CACHE_LIMIT, 6000);
    expect(await cachedTrackResultCount(db)).toBe(RESULT_CACHE_LIMIT);
    expect(await cachedTrackResult(db, { search: 'q1' })).toBeNull();
    expect((await cachedTrackResult(db, { search: 'q0' }))?.ids).toEqual(['id0']);
    expect((await cachedTrackResult(db, { search: `q${RESULT_CACHE_LIMIT}` }))?.ids).toEqual([
      `id${RESULT_CACHE_LIMIT}`,
    ]);
  });
});
