import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tracks } from '../../server/db/schema/catalog';
import { databaseTargets, startTestApp, type TestApp } from './support/harness';
import { createTestUser, testEnv, type TestUser } from './sync-fixtures';
import { createTrack as uploadTrack } from './catalog-fixtures';
import { createTrack } from './library-fixtures';

const today = new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

describe.each(databaseTargets)('owner statistics on %s', (target) => {
  let t: TestApp;
  let owner: TestUser;
  let rival: TestUser;
  let alice: TestUser;
  let bob: TestUser;
  let first: string;
  let second: string;
  let rivalTrack: string;

  const call = (user: TestUser | null, method: string, url: string, payload?: unknown, language = 'en') =>
    t.app.inject({
      method: method as 'GET',
      url: `/api${url}`,
      headers: {
        ...(user ? user.headers() : { 'x-user-profile': 'owner' }),
        'accept-language': language,
      },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const listen = async (user: TestUser, trackId: string) =>
    (await call(user, 'POST', `/track/listen/${trackId}`)).json() as { _id: string; counted: boolean };
  const period = `from=${daysAgo(6)}&to=${today}`;
  const summary = async (user: TestUser, query = period) => {
    const res = await call(user, 'GET', `/statistics/summary?${query}`);
    expect(res.statusCode).toBe(200);
    return res.json() as Record<string, unknown>;
  };

  beforeAll(async () => {
    t = await startTestApp(target, testEnv);
    [owner, rival, alice, bob] = [
      await createTestUser(t.database, ['owner']),
      await createTestUser(t.database, ['owner']),
      await createTestUser(t.database),
      await createTestUser(t.database),
    ];
    first = (await createTrack(t.database, owner.id, 'First light')).id;
    second = (await createTrack(t.database, owner.id, 'Second wind')).id;
    rivalTrack = (await createTrack(t.database, rival.id, 'Not yours')).id;
    await t.database.db
      .update(tracks)
      .set({ genres: ['ambient'] })
      .where(eq(tracks.id, first));

    // Plays: alice twice (two tracks, one completed), bob once; the rival's track is played too.
    const played = await listen(alice, first);
    expect(played.counted).toBe(true);
    expect((await call(alice, 'POST', `/track/listen/complete/${played._id}`)).statusCode).toBe(200);
    expect((await call(alice, 'POST', `/track/listen/complete/${played._id}`)).statusCode).toBe(200);
    await listen(alice, second);
    await listen(bob, first);
    await listen(bob, rivalTrack);
    await listen(alice, rivalTrack);
    // A favourite, a playlist add and a download of the owner's tracks; a favourite of the rival's.
    expect((await call(alice, 'PATCH', `/user/favorite-tracks/${first}`)).statusCode).toBe(200);
    expect((await call(bob, 'PATCH', `/user/favorite-tracks/${rivalTrack}`)).statusCode).toBe(200);
    const playlist = (await call(bob, 'POST', '/playlist/create', { name: 'Picks' })).json() as {
      _id: string;
    };
    expect(
      (await call(bob, 'PATCH', `/playlist/add-track/${playlist._id}`, { trackId: second })).statusCode,
    ).toBe(200);
    // Downloads: a whole file counts, a resumed range does not.
    const third = (
      await uploadTrack(t.app, owner, [
        ['title', 'Third'],
        ['mainArtist', 'Downloaded Artist'],
      ])
    )._id;
    const download = (range?: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/track/download/${third}`,
        headers: { ...alice.headers(), ...(range ? { range } : {}) },
      });
    expect((await download()).statusCode).toBe(200);
    expect((await download('bytes=10-')).statusCode).toBe(206);
  });
  afterAll(() => t?.close());

  it('counts the owner’s plays, listeners, completions, favourites, playlist adds and downloads', async () => {
    expect(await summary(owner)).toEqual({
      plays: 3,
      listeners: 2,
      completionRate: 1 / 3,
      favourites: 1,
      playlistAdds: 1,
      downloads: 1,
      requests: 0,
      proposals: 0,
      approvalRate: null,
      revenue: { withVat: 0, withoutVat: 0, available: false },
    });
  });

  it('never counts another owner’s tracks, for either owner', async () => {
    expect(await summary(rival)).toMatchObject({ plays: 2, listeners: 2, favourites: 1, downloads: 0 });
    expect(await summary(owner, `${period}&trackId=${rivalTrack}`)).toMatchObject({ plays: 0, listeners: 0 });
    const top = (await call(owner, 'GET', `/statistics/top-tracks?${period}&limit=10`)).json() as {
      data: { _id: string; plays: number }[];
    };
    expect(top.data.map((row) => [row._id, row.plays])).toEqual([
      [first, 2],
      [second, 1],
    ]);
  });

  it('filters by one track and answers a period without events with zeros', async () => {
    expect(await summary(owner, `${period}&trackId=${first}`)).toMatchObject({
      plays: 2,
      listeners: 2,
      completionRate: 0.5,
      favourites: 1,
    });
    expect(await summary(owner, 'from=2021-01-01&to=2021-01-31')).toMatchObject({ plays: 0, listeners: 0 });
    const top = (await call(owner, 'GET', `/statistics/top-tracks?${period}&trackId=${second}`)).json() as {
      data: { _id: string; plays: number; listeners: number }[];
    };
    expect(top.data).toMatchObject([{ _id: second, plays: 1, listeners: 1 }]);
  });

  it('answers a daily series with every day of the period, and genres', async () => {
    const res = await call(owner, 'GET', `/statistics/series?${period}&metric=plays&interval=day`);
    const series = res.json() as { data: { date: string; value: number }[] };
    expect(series.data).toHaveLength(7);
    expect(series.data.at(-1)).toEqual({ date: today, value: 3 });
    expect(series.data.slice(0, 6).every((point) => point.value === 0)).toBe(true);
    const listeners = (
      await call(owner, 'GET', `/statistics/series?${period}&metric=listeners&interval=month`)
    ).json() as { data: { value: number }[] };
    expect(listeners.data.reduce((sum, point) => Math.max(sum, point.value), 0)).toBe(2);
    const genres = (await call(owner, 'GET', `/statistics/genres?${period}`)).json();
    expect(genres).toEqual({
      data: [
        { genre: 'ambient', plays: 2 },
        { genre: '', plays: 1 },
      ],
    });
  });

  it('refuses anonymous callers (401) and customers (403)', async () => {
    expect((await call(null, 'GET', `/statistics/summary?${period}`)).statusCode).toBe(401);
    for (const path of ['summary', 'series', 'top-tracks', 'genres'])
      expect((await call(alice, 'GET', `/statistics/${path}?${period}&metric=plays`)).statusCode).toBe(403);
  });

  it('rejects bad dates with a 400 in the caller’s language', async () => {
    const bad = await call(owner, 'GET', '/statistics/summary?from=2026-02-30&to=2026-03-01');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({ from: expect.any(String) });
    const reversed = await call(
      owner,
      'GET',
      `/statistics/summary?from=${today}&to=${daysAgo(3)}`,
      undefined,
      'ru',
    );
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().fields).toEqual({ to: 'Дата начала не может быть позже даты окончания.' });
    const missing = await call(owner, 'GET', '/statistics/series?from=2026-01-01');
    expect(missing.statusCode).toBe(400);
  });
});
