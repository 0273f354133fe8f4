import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ProjectApi } from '../../src/domain/api/projects';
import type { TrackApi } from '../../src/domain/catalog';
import type { ArtistDetailApi } from '../../src/domain/catalog-documents';
import type { TaskApi } from '../../src/domain/tasks';
import { trackSearch, tracks } from '../../server/db/schema/catalog';
import { users } from '../../server/db/schema/users';
import { databaseTargets, startTestApp, type TestApp } from './support/harness';
import { createTestUser, testEnv, type TestUser } from './sync-fixtures';
import { multipart, sharedMp3 } from './catalog-fixtures';

type Method = 'GET' | 'POST' | 'PATCH';

/** Issue 26 §3, docs/decisions/0061: a composer order's delivery stays private until its owner publishes it. */
describe.each(databaseTargets)('a delivered track before and after publishing on %s', (target) => {
  let t: TestApp;
  let customer: TestUser;
  let owner: TestUser;
  let otherOwner: TestUser;
  let member: TestUser;
  let outsider: TestUser;
  const title = 'Lantern Quay Commission';
  const artistName = 'Lantern Quay Ensemble';

  const call = (user: TestUser, method: Method, url: string, payload?: object, role?: 'owner' | 'customer') =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { ...user.headers(role), 'accept-language': 'en' },
      ...(payload ? { payload } : {}),
    });
  const ok = async <T>(user: TestUser, method: Method, url: string, payload?: object) => {
    const res = await call(user, method, url, payload);
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json() as T;
  };
  const found = async (user: TestUser) => {
    const page = await ok<{ data: TrackApi[] }>(
      user,
      'GET',
      `/track/info?search=${encodeURIComponent(title)}`,
    );
    return page.data.map((track) => track.title);
  };
  const emailOf = async (user: TestUser) =>
    (await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, user.id)))[0]!.email;

  beforeAll(async () => {
    t = await startTestApp(target, testEnv);
    customer = await createTestUser(t.database, ['customer']);
    owner = await createTestUser(t.database, ['owner']);
    otherOwner = await createTestUser(t.database, ['owner']);
    member = await createTestUser(t.database, ['customer']);
    outsider = await createTestUser(t.database, ['customer']);
  });
  afterAll(() => t?.close());

  async function deliverIntoProject(): Promise<string> {
    const project = await ok<ProjectApi>(customer, 'POST', '/project/create', {
      name: 'Quay Nights',
      type: 'film',
    });
    await ok(customer, 'POST', `/project/add-member/${project._id}`, {
      email: await emailOf(member),
      role: 'viewer',
    });
    const task = await ok<TaskApi>(customer, 'POST', '/task/create', {
      ownerId: owner.id,
      title: 'Quay theme',
      projectId: project._id,
    });
    await ok(owner, 'PATCH', `/task/change-status/${task._id}`, { status: 'in_progress' });
    const body = multipart(
      [
        ['title', title],
        ['mainArtist', artistName],
      ],
      [{ name: 'audio', filename: 'cue.mp3', data: await sharedMp3(), type: 'audio/mpeg' }],
    );
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/task/deliver/${task._id}`,
      payload: body.payload,
      headers: { ...body.headers, cookie: owner.cookie, 'x-user-profile': 'owner' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as TaskApi).deliveries[0]!.trackId;
  }

  it('keeps it out of the catalogue for outsiders, readable by the order’s parties, until the owner publishes', async () => {
    const trackId = await deliverIntoProject();
    const [row] = await t.database.db.select().from(tracks).where(eq(tracks.id, trackId));
    expect(row!.unpublished).toBe(true);
    expect(await t.database.db.select().from(trackSearch).where(eq(trackSearch.id, trackId))).toEqual([]);

    expect((await call(outsider, 'GET', `/track/info-track/${trackId}`)).statusCode).toBe(404);
    expect((await call(outsider, 'GET', `/track/download/${trackId}`)).statusCode).toBe(404);
    expect((await call(member, 'GET', `/track/download/${trackId}`)).statusCode).toBe(200);
    expect(await found(outsider)).toEqual([]);
    const artist = await ok<ArtistDetailApi>(outsider, 'GET', `/artist/info-artist/${row!.mainArtistId}`);
    expect(artist.tracks).toEqual([]);
    for (const party of [owner, customer, member]) {
      expect(await ok<TrackApi>(party, 'GET', `/track/info-track/${trackId}`)).toMatchObject({
        title,
        unpublished: true,
      });
    }

    // Only the track's owner publishes: a customer's profile may not, another owner's track is not theirs.
    expect(
      (await call(customer, 'PATCH', `/track/publish/${trackId}`, undefined, 'customer')).statusCode,
    ).toBe(403);
    expect(
      (await call(otherOwner, 'PATCH', `/track/publish/${trackId}`, undefined, 'owner')).statusCode,
    ).toBe(403);
    expect(await found(outsider)).toEqual([]);

    const published = await call(owner, 'PATCH', `/track/publish/${trackId}`, undefined, 'owner');
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).not.toHaveProperty('unpublished');
    expect(await found(outsider)).toEqual([title]);
    expect((await ok<TrackApi>(outsider, 'GET', `/track/info-track/${trackId}`)).title).toBe(title);
    const after = await ok<ArtistDetailApi>(outsider, 'GET', `/artist/info-artist/${row!.mainArtistId}`);
    expect(after.tracks.map((track) => track.title)).toEqual([title]);

    const again = await call(owner, 'PATCH', `/track/publish/${trackId}`, undefined, 'owner');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This track is already in the catalogue.');
  });
});
