import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets, startTestApp, type TestApp } from './support/harness';
import { testEnv, type TestUser } from './sync-fixtures';
import { seedHistory } from './statistics-fixtures';

/** Periods over months, weeks and their edges, on plays recorded in the past (statistics-fixtures). */
describe.each(databaseTargets)('owner statistics over months and weeks on %s', (target) => {
  let t: TestApp;
  let h: Awaited<ReturnType<typeof seedHistory>>;

  const get = async (user: TestUser, url: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/statistics/${url}`, headers: user.headers() });
    expect(res.statusCode).toBe(200);
    return res.json() as { data: Record<string, unknown>[] } & Record<string, unknown>;
  };
  const series = async (user: TestUser, query: string) =>
    (await get(user, `series?${query}`)).data.map((point) => [point.date, point.value]);

  beforeAll(async () => {
    t = await startTestApp(target, testEnv);
    h = await seedHistory(t.database);
  });
  afterAll(() => t?.close());

  it('counts a week’s and a month’s distinct listeners, also when its days arrived out of order', async () => {
    expect(await series(h.owner, 'from=2025-03-03&to=2025-03-16&metric=listeners&interval=week')).toEqual([
      ['2025-03-03', 2],
      ['2025-03-10', 1],
    ]);
    // The first week starts after its Monday: listener 1 played on the 4th and the 5th, and counts.
    expect(await series(h.owner, 'from=2025-03-05&to=2025-03-16&metric=listeners&interval=week')).toEqual([
      ['2025-03-05', 2],
      ['2025-03-10', 1],
    ]);
    expect(await series(h.owner, 'from=2025-02-01&to=2025-04-30&metric=listeners&interval=month')).toEqual([
      ['2025-02-01', 1],
      ['2025-03-01', 3],
      ['2025-04-01', 2],
    ]);
    expect(await series(h.owner, 'from=2025-02-15&to=2025-04-10&metric=listeners&interval=month')).toEqual([
      ['2025-02-15', 1],
      ['2025-03-01', 3],
      ['2025-04-01', 1],
    ]);
    expect(await series(h.owner, 'from=2025-03-03&to=2025-03-06&metric=listeners&interval=day')).toEqual([
      ['2025-03-03', 0],
      ['2025-03-04', 1],
      ['2025-03-05', 2],
      ['2025-03-06', 0],
    ]);
    expect(await series(h.rival, 'from=2025-03-03&to=2025-03-09&metric=listeners&interval=week')).toEqual([
      ['2025-03-03', 2],
    ]);
  });

  it('sums one artist’s or album’s tracks and counts their listeners once, never the rival’s', async () => {
    const march = 'from=2025-03-01&to=2025-03-31';
    for (const filter of [`artistId=${h.artistId}`, `albumId=${h.albumId}`])
      expect(await get(h.owner, `summary?${march}&${filter}`)).toMatchObject({ plays: 4, listeners: 3 });
    expect(await get(h.rival, `summary?${march}&artistId=${h.artistId}`)).toMatchObject({
      plays: 2,
      listeners: 2,
    });
    expect(await get(h.rival, `summary?${march}&albumId=${h.albumId}`)).toMatchObject({
      plays: 0,
      listeners: 0,
    });
    expect(
      await series(
        h.owner,
        `from=2025-03-03&to=2025-03-16&metric=listeners&interval=week&artistId=${h.artistId}`,
      ),
    ).toEqual([
      ['2025-03-03', 2],
      ['2025-03-10', 0],
    ]);
    for (const filter of [`artistId=${h.artistId}`, `albumId=${h.albumId}`])
      expect(
        await series(h.owner, `from=2025-03-03&to=2025-03-06&metric=listeners&interval=day&${filter}`),
      ).toEqual([
        ['2025-03-03', 0],
        ['2025-03-04', 1],
        ['2025-03-05', 2],
        ['2025-03-06', 0],
      ]);
    expect(
      await series(
        h.owner,
        `from=2025-02-15&to=2025-04-20&metric=listeners&interval=month&artistId=${h.artistId}`,
      ),
    ).toEqual([
      ['2025-02-15', 1],
      ['2025-03-01', 3],
      ['2025-04-01', 2],
    ]);
    for (const [period, first] of [
      ['from=2025-02-01&to=2025-04-30', '2025-02-01'],
      ['from=2025-02-27&to=2025-04-15', '2025-02-27'],
    ])
      for (const filter of [`artistId=${h.artistId}`, `albumId=${h.albumId}`])
        expect(await series(h.owner, `${period}&metric=plays&interval=month&${filter}`)).toEqual([
          [first, 1],
          ['2025-03-01', 4],
          ['2025-04-01', 4],
        ]);
    expect(
      await series(
        h.rival,
        `from=2025-03-01&to=2025-03-31&metric=plays&interval=month&artistId=${h.artistId}`,
      ),
    ).toEqual([['2025-03-01', 2]]);
  });

  it('ranks top tracks over whole months and the days around them', async () => {
    const period = 'from=2025-02-27&to=2025-04-15';
    const top = (await get(h.owner, `top-tracks?${period}&limit=10`)).data;
    expect(top.map((row) => [row._id, row.plays, row.listeners])).toEqual([
      [h.a1.id, 8, 6],
      [h.b1.id, 2, 2],
      [h.a2.id, 1, 1],
    ]);
    const two = (await get(h.owner, `top-tracks?${period}&limit=2`)).data;
    expect(two.map((row) => row._id)).toEqual([h.a1.id, h.b1.id]);
    const ofArtist = (await get(h.owner, `top-tracks?${period}&artistId=${h.artistId}`)).data;
    expect(ofArtist.map((row) => [row._id, row.plays])).toEqual([
      [h.a1.id, 8],
      [h.a2.id, 1],
    ]);
    const rival = (await get(h.rival, `top-tracks?${period}`)).data;
    expect(rival.map((row) => [row._id, row.plays])).toEqual([[h.r1.id, 2]]);
  });

  it('breaks genres down for the chosen track, album or artist', async () => {
    const march = 'from=2025-03-01&to=2025-03-31';
    expect((await get(h.owner, `genres?${march}`)).data).toEqual([
      { genre: 'ambient', plays: 4 },
      { genre: '', plays: 2 },
    ]);
    expect((await get(h.owner, `genres?${march}&artistId=${h.artistId}`)).data).toEqual([
      { genre: 'ambient', plays: 4 },
    ]);
    expect((await get(h.owner, `genres?${march}&trackId=${h.b1.id}`)).data).toEqual([
      { genre: '', plays: 2 },
    ]);
    expect((await get(h.owner, `genres?${march}&trackId=${h.r1.id}`)).data).toEqual([]);
  });
});
