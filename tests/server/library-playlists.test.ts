import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PLAYLIST_TRACKS_MAX, type PlaylistDetailApi, type PlaylistApi } from '../../src/domain/library';
import { playlists } from '../../server/db/schema/library';
import { databaseTargets, startTestApp, type TestApp } from './support/harness';
import { createTestUser, testEnv, type TestUser } from './sync-fixtures';
import { createTrack, deleteTrack } from './library-fixtures';

describe.each(databaseTargets)('playlist commands on %s', (target) => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  let owner: TestUser;
  let tracks: string[];

  const call = (
    user: TestUser | null,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    role?: 'customer' | 'owner',
  ) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: user ? user.headers(role) : { 'x-user-profile': 'customer' },
      ...(payload ? { payload } : {}),
    });
  const create = async (user: TestUser, payload: object, role?: 'customer' | 'owner') => {
    const res = await call(user, 'POST', '/playlist/create', payload, role);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as PlaylistApi;
  };

  beforeAll(async () => {
    t = await startTestApp(target, testEnv);
    alice = await createTestUser(t.database, ['customer', 'owner']);
    bob = await createTestUser(t.database);
    owner = await createTestUser(t.database, ['owner']);
    tracks = [];
    for (let i = 0; i < 4; i += 1) tracks.push((await createTrack(t.database, owner.id, `Song ${i}`)).id);
  });
  afterAll(() => t?.close());

  it('creates, lists by the acting profile, reads and changes a playlist', async () => {
    const made = await create(alice, {
      name: '  Road trip ',
      description: '',
      coverColor: 'teal',
      isPublic: false,
    });
    expect(made).toMatchObject({
      name: 'Road trip',
      description: null,
      coverColor: 'teal',
      isPublic: false,
      role: 'customer',
      trackIds: [],
      coverImageUrl: null,
    });
    const asOwner = await create(alice, { name: 'Pitch' }, 'owner');
    expect(asOwner.role).toBe('owner');

    const list = (await call(alice, 'GET', '/playlist/info?page=1&limit=10')).json();
    expect(list.data.map((p: PlaylistApi) => p._id)).toContain(made._id);
    expect(list.data.map((p: PlaylistApi) => p._id)).not.toContain(asOwner._id);
    const owned = (await call(alice, 'GET', '/playlist/info', undefined, 'owner')).json();
    expect(owned).toMatchObject({ page: 1, limit: 30, total: 1 });

    const changed = await call(alice, 'PATCH', `/playlist/change/${made._id}`, {
      name: 'Night drive',
      isPublic: true,
      coverColor: null,
    });
    expect(changed.json()).toMatchObject({
      name: 'Night drive',
      isPublic: true,
      coverColor: null,
      description: null,
    });
    const detail = (
      await call(alice, 'GET', `/playlist/info-playlist/${made._id}`)
    ).json() as PlaylistDetailApi;
    expect(detail).toMatchObject({ name: 'Night drive', isOwner: true, tracks: [] });
    expect(detail.ownerName).toMatch(/^Test /);
  });

  it('adds, removes and reorders tracks; adding twice and removing an absent track change nothing', async () => {
    const list = await create(alice, { name: 'Mix' });
    for (const id of [tracks[0]!, tracks[1]!, tracks[2]!, tracks[0]!]) {
      expect(
        (await call(alice, 'PATCH', `/playlist/add-track/${list._id}`, { trackId: id })).statusCode,
      ).toBe(200);
    }
    const removed = await call(alice, 'DELETE', `/playlist/delete-track/${list._id}`, { trackId: tracks[1] });
    expect(removed.json().trackIds).toEqual([tracks[0], tracks[2]]);
    expect(
      (await call(alice, 'DELETE', `/playlist/delete-track/${list._id}`, { trackId: tracks[1] })).json()
        .trackIds,
    ).toEqual([tracks[0], tracks[2]]);

    const reordered = await call(alice, 'PATCH', `/playlist/change/${list._id}`, {
      trackIds: [tracks[2], tracks[0]],
    });
    expect(reordered.json().trackIds).toEqual([tracks[2], tracks[0]]);
    const sneak = await call(alice, 'PATCH', `/playlist/change/${list._id}`, {
      trackIds: [tracks[2], tracks[3]],
    });
    expect(sneak.statusCode).toBe(400);
    expect(sneak.json().message).toBe(
      'Reordering must keep the same tracks; add or remove tracks one by one.',
    );

    await deleteTrack(t.database, tracks[2]!);
    const detail = (
      await call(alice, 'GET', `/playlist/info-playlist/${list._id}`)
    ).json() as PlaylistDetailApi;
    expect(detail.tracks.map((track) => track._id)).toEqual([tracks[0]]);
    expect(detail.tracks[0]).toMatchObject({
      title: 'Song 0',
      cloudUrl: `/api/track/audio/${tracks[0]}.mp3`,
    });
    expect(detail.tracks[0]).not.toHaveProperty('_deleted');
    const gone = await call(alice, 'PATCH', `/playlist/add-track/${list._id}`, { trackId: tracks[2] });
    expect(gone.statusCode).toBe(404);
    expect(
      (await call(alice, 'PATCH', `/playlist/add-track/${list._id}`, { trackId: crypto.randomUUID() }))
        .statusCode,
    ).toBe(404);
  });

  it(`refuses a track beyond ${PLAYLIST_TRACKS_MAX}`, async () => {
    const list = await create(alice, { name: 'Full' });
    const full = Array.from({ length: PLAYLIST_TRACKS_MAX }, () => crypto.randomUUID());
    await t.database.db.update(playlists).set({ trackIds: full }).where(eq(playlists.id, list._id));
    const res = await call(alice, 'PATCH', `/playlist/add-track/${list._id}`, { trackId: tracks[3] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`A playlist holds at most ${PLAYLIST_TRACKS_MAX} tracks.`);
  });

  it('answers bad input with specific messages', async () => {
    const empty = await call(alice, 'POST', '/playlist/create', { name: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      code: 'VALIDATION',
      message: 'Required field',
      fields: { name: 'Required field' },
    });
    const long = await call(alice, 'POST', '/playlist/create', { name: 'x'.repeat(101) });
    expect(long.json().message).toBe('Too long: at most 100 characters.');
    expect(long.json().fields.name).toBe('Too long: at most 100 characters.');
    const colour = await call(alice, 'POST', '/playlist/create', { name: 'A', coverColor: '#ff0000' });
    expect(colour.json().fields.coverColor).toBe('Choose a value from the list.');
    const ru = await t.app.inject({
      method: 'POST',
      url: '/api/playlist/create',
      headers: { ...alice.headers(), 'accept-language': 'ru' },
      payload: { name: '' },
    });
    expect(ru.json().message).toBe('Обязательное поле');
    const list = await create(alice, { name: 'Checks' });
    const dup = await call(alice, 'PATCH', `/playlist/change/${list._id}`, {
      trackIds: [tracks[0], tracks[0]],
    });
    expect(dup.json().message).toBe('A track can be in a playlist only once.');
    const badTrack = await call(alice, 'PATCH', `/playlist/add-track/${list._id}`, { trackId: 'x' });
    expect(badTrack.statusCode).toBe(400);
    expect((await call(alice, 'GET', '/playlist/info?limit=1000')).statusCode).toBe(400);
    const admin = await createTestUser(t.database, ['admin']);
    expect((await call(admin, 'POST', '/playlist/create', { name: 'Nope' })).statusCode).toBe(403);
    expect((await call(null, 'POST', '/playlist/create', { name: 'Nope' })).statusCode).toBe(401);
    expect((await call(null, 'GET', '/playlist/info')).statusCode).toBe(401);
  });

  it('hides another user’s private playlist (404) and lets others read but not edit a public one (403)', async () => {
    const secret = await create(alice, { name: 'Secret' });
    const open = await create(alice, { name: 'Open', isPublic: true });
    await call(alice, 'PATCH', `/playlist/add-track/${open._id}`, { trackId: tracks[3] });
    const edits = (id: string) =>
      [
        call(bob, 'PATCH', `/playlist/change/${id}`, { name: 'Mine now' }),
        call(bob, 'DELETE', `/playlist/delete/${id}`),
        call(bob, 'PATCH', `/playlist/add-track/${id}`, { trackId: tracks[0] }),
        call(bob, 'DELETE', `/playlist/delete-track/${id}`, { trackId: tracks[3] }),
        call(bob, 'PATCH', `/playlist/share-link/${id}`),
        call(bob, 'DELETE', `/playlist/share-link/${id}`),
      ] as const;
    expect((await call(bob, 'GET', `/playlist/info-playlist/${secret._id}`)).statusCode).toBe(404);
    expect((await Promise.all(edits(secret._id))).map((r) => r.statusCode)).toEqual([
      404, 404, 404, 404, 404, 404,
    ]);
    const read = await call(bob, 'GET', `/playlist/info-playlist/${open._id}`);
    expect(read.json()).toMatchObject({
      name: 'Open',
      isOwner: false,
      tracks: [expect.objectContaining({ _id: tracks[3] })],
    });
    const refused = await Promise.all(edits(open._id));
    expect(refused.map((r) => r.statusCode)).toEqual([403, 403, 403, 403, 403, 403]);
    expect(refused[0].json().message).toBe('Only the owner of this playlist can change it.');
    const [row] = await t.database.db.select().from(playlists).where(eq(playlists.id, open._id));
    expect(row).toMatchObject({ name: 'Open', deleted: false, trackIds: [tracks[3]], shareToken: null });
    expect((await call(null, 'GET', `/playlist/info-playlist/${open._id}`)).statusCode).toBe(401);
    expect((await call(bob, 'GET', '/playlist/info-playlist/not-an-id')).statusCode).toBe(404);
  });

  it('deletes a playlist softly: gone from the list and the API, replicated as a deletion', async () => {
    const list = await create(alice, { name: 'Temporary' });
    expect((await call(alice, 'DELETE', `/playlist/delete/${list._id}`)).json()).toEqual({ _id: list._id });
    expect((await call(alice, 'GET', `/playlist/info-playlist/${list._id}`)).statusCode).toBe(404);
    expect((await call(alice, 'DELETE', `/playlist/delete/${list._id}`)).statusCode).toBe(404);
    const ids = (await call(alice, 'GET', '/playlist/info?limit=100'))
      .json()
      .data.map((p: PlaylistApi) => p._id);
    expect(ids).not.toContain(list._id);
    const pulled = await t.app.inject({
      method: 'GET',
      url: '/api/sync/playlists/pull?checkpoint=0&limit=1000',
      headers: alice.headers(),
    });
    expect(pulled.json().documents.find((d: { id: string }) => d.id === list._id)).toMatchObject({
      _deleted: true,
    });
  });
});
