import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { favouriteId } from '../../src/domain/library';
import { favourites } from '../../server/db/schema/library';
import { databaseTargets, startTestApp, type TestApp } from './support/harness';
import { createTestUser, testEnv, type TestUser } from './sync-fixtures';
import { createTrack, deleteTrack } from './library-fixtures';

type Doc = {
  id: string;
  trackId: string;
  createdAt: string;
  seq: number;
  updatedAt: string;
  _deleted: boolean;
};

/** UUID v5 as RFC 9562 defines it, computed with Node's SHA-1, to check the shared pure implementation. */
function nodeUuidV5(namespace: string, name: string) {
  const hash = crypto
    .createHash('sha1')
    .update(Buffer.from(namespace.replace(/-/g, ''), 'hex'))
    .update(name)
    .digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

describe.each(databaseTargets)('favourites on %s', (target) => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  let owner: TestUser;

  const call = (user: TestUser | null, method: 'GET' | 'PATCH' | 'DELETE', url: string) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: user ? user.headers() : { 'x-user-profile': 'customer' },
    });
  const ids = async (user: TestUser) =>
    (await call(user, 'GET', '/user/favorite-tracks-ids')).json() as string[];
  const pull = async (user: TestUser, checkpoint = 0) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/sync/favourites/pull?checkpoint=${checkpoint}`,
        headers: user.headers(),
      })
    ).json() as { documents: Doc[] };
  const push = (user: TestUser, rows: unknown[]) =>
    t.app.inject({
      method: 'POST',
      url: '/api/sync/favourites/push',
      headers: user.headers(),
      payload: { rows },
    });
  const rowsOf = (userId: string, trackId: string) =>
    t.database.db
      .select()
      .from(favourites)
      .where(and(eq(favourites.userId, userId), eq(favourites.trackId, trackId)));
  const newDoc = (user: TestUser, trackId: string, createdAt = new Date().toISOString()) => ({
    id: favouriteId(user.id, trackId),
    trackId,
    createdAt,
    updatedAt: createdAt,
    seq: 0,
    _deleted: false,
  });

  beforeAll(async () => {
    t = await startTestApp(target, testEnv);
    [alice, bob, owner] = [
      await createTestUser(t.database),
      await createTestUser(t.database),
      await createTestUser(t.database, ['owner']),
    ];
  });
  afterAll(() => t?.close());

  it('derives the favourite id as a UUID v5 of user and track, the same as RFC 9562 with SHA-1', () => {
    const [user, track] = [crypto.randomUUID(), crypto.randomUUID()];
    expect(favouriteId(user, track)).toBe(
      nodeUuidV5('686dc4cd-799e-4092-8267-97cb052e74ec', `${user}:${track}`),
    );
    expect(favouriteId(user.toUpperCase(), track)).toBe(favouriteId(user, track));
    expect(favouriteId(user, track)).not.toBe(favouriteId(track, user));
  });

  it('favourites and unfavourites by command, idempotently, and lists the ids newest first', async () => {
    const [one, two] = [await createTrack(t.database, owner.id), await createTrack(t.database, owner.id)];
    expect((await call(alice, 'PATCH', `/user/favorite-tracks/${one.id}`)).json()).toEqual({
      trackId: one.id,
      favourite: true,
    });
    expect((await call(alice, 'PATCH', `/user/favorite-tracks/${two.id}`)).statusCode).toBe(200);
    const [first] = await rowsOf(alice.id, two.id);
    expect((await call(alice, 'PATCH', `/user/favorite-tracks/${two.id}`)).statusCode).toBe(200);
    const [again] = await rowsOf(alice.id, two.id);
    expect(again!.seq).toBe(first!.seq);
    expect(first!.id).toBe(favouriteId(alice.id, two.id));
    expect(await ids(alice)).toEqual([two.id, one.id]);
    expect(await ids(bob)).toEqual([]);

    expect((await call(alice, 'DELETE', `/user/favorite-tracks/${one.id}`)).json()).toEqual({
      trackId: one.id,
      favourite: false,
    });
    expect((await call(alice, 'DELETE', `/user/favorite-tracks/${one.id}`)).statusCode).toBe(200);
    expect(await ids(alice)).toEqual([two.id]);
    const docs = (await pull(alice)).documents;
    expect(docs.find((d) => d.id === favouriteId(alice.id, one.id))).toEqual({
      id: favouriteId(alice.id, one.id),
      seq: expect.any(Number),
      _deleted: true,
    });
    expect(docs.find((d) => d.trackId === two.id)).toMatchObject({
      _deleted: false,
      id: favouriteId(alice.id, two.id),
    });

    expect((await call(alice, 'PATCH', `/user/favorite-tracks/${one.id}`)).statusCode).toBe(200);
    expect(await rowsOf(alice.id, one.id)).toHaveLength(1);
    expect(await ids(alice)).toEqual([one.id, two.id]);
  });

  it('answers 404 for an unknown or deleted track, 400-free for junk ids, 401 without a session', async () => {
    const gone = await createTrack(t.database, owner.id);
    await call(alice, 'PATCH', `/user/favorite-tracks/${gone.id}`);
    await deleteTrack(t.database, gone.id);
    for (const id of [crypto.randomUUID(), gone.id, 'not-a-track']) {
      for (const method of ['PATCH', 'DELETE'] as const) {
        const res = await call(alice, method, `/user/favorite-tracks/${id}`);
        expect(res.statusCode, `${method} ${id}`).toBe(404);
        expect(res.json().message).toBe('This track does not exist or was deleted.');
      }
    }
    expect(await ids(alice)).not.toContain(gone.id);
    expect((await call(null, 'PATCH', `/user/favorite-tracks/${gone.id}`)).statusCode).toBe(401);
    expect((await call(null, 'GET', '/user/favorite-tracks-ids')).statusCode).toBe(401);
  });

  it('creates a favourite by push with the owner from the session; a retried push changes nothing', async () => {
    const track = await createTrack(t.database, owner.id);
    const doc = newDoc(bob, track.id);
    const res = await push(bob, [{ assumedMasterState: null, newDocumentState: doc }]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    const [row] = await rowsOf(bob.id, track.id);
    expect(row).toMatchObject({ id: doc.id, userId: bob.id, deleted: false });
    expect(row!.createdAt.toISOString()).toBe(doc.createdAt);

    expect((await push(bob, [{ assumedMasterState: null, newDocumentState: doc }])).json()).toEqual([]);
    const [after] = await rowsOf(bob.id, track.id);
    expect(after!.seq).toBe(row!.seq);
    expect(await ids(bob)).toContain(track.id);
  });

  it('converges two devices favouriting the same track, and one unfavouriting, on one row', async () => {
    const track = await createTrack(t.database, owner.id);
    await push(alice, [
      { assumedMasterState: null, newDocumentState: newDoc(alice, track.id, '2025-01-01T00:00:00.000Z') },
    ]);
    const second = await push(alice, [
      { assumedMasterState: null, newDocumentState: newDoc(alice, track.id, '2025-01-02T00:00:00.000Z') },
    ]);
    expect(second.json()).toEqual([]);
    const [row] = await rowsOf(alice.id, track.id);
    expect(row!.createdAt.toISOString()).toBe('2025-01-02T00:00:00.000Z');

    const server = (await pull(alice)).documents.find((d) => d.trackId === track.id)!;
    expect(
      (
        await push(alice, [{ assumedMasterState: server, newDocumentState: { ...server, _deleted: true } }])
      ).json(),
    ).toEqual([]);
    expect(await ids(alice)).not.toContain(track.id);
    expect(await rowsOf(alice.id, track.id)).toHaveLength(1);
  });

  it('refuses a favourite whose id is not its own, and one whose id belongs to another user', async () => {
    const track = await createTrack(t.database, owner.id);
    const wrong = { ...newDoc(alice, track.id), id: crypto.randomUUID() };
    const res = await push(alice, [{ assumedMasterState: null, newDocumentState: wrong }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This favourite does not match its track.');

    await call(bob, 'PATCH', `/user/favorite-tracks/${track.id}`);
    const stolen = { ...newDoc(bob, track.id), _deleted: true };
    const steal = await push(alice, [{ assumedMasterState: null, newDocumentState: stolen }]);
    expect(steal.statusCode).toBe(400);
    expect(steal.json().message).toBe('This id belongs to another document.');
    expect(await ids(bob)).toContain(track.id);
  });

  it('answers a favourite of a deleted track with a deleted conflict, so the client drops it', async () => {
    const track = await createTrack(t.database, owner.id);
    await deleteTrack(t.database, track.id);
    const doc = newDoc(alice, track.id);
    const res = await push(alice, [{ assumedMasterState: null, newDocumentState: doc }]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ ...doc, _deleted: true }]);
    expect(await rowsOf(alice.id, track.id)).toHaveLength(0);
  });

  it('refuses pushed changes other than unfavouriting and the time', async () => {
    const [track, other] = [await createTrack(t.database, owner.id), await createTrack(t.database, owner.id)];
    await call(alice, 'PATCH', `/user/favorite-tracks/${track.id}`);
    const server = (await pull(alice)).documents.find((d) => d.trackId === track.id)!;
    const res = await push(alice, [
      { assumedMasterState: server, newDocumentState: { ...server, trackId: other.id } },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The field "trackId" cannot be changed.');
    const bad = await push(alice, [
      { assumedMasterState: server, newDocumentState: { ...server, createdAt: 'yesterday' } },
    ]);
    expect(bad.statusCode).toBe(400);
    const junk = await push(alice, [
      { assumedMasterState: null, newDocumentState: { ...newDoc(alice, track.id), id: 'junk' } },
    ]);
    expect(junk.statusCode).toBe(400);
  });
});
