import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { PlaylistWireDocument } from '../../src/domain/library';
import { playlists } from '../../server/db/schema/library';
import { databaseTargets, startTestApp, type TestApp } from './support/harness';
import { createTestUser, testEnv, type TestUser } from './sync-fixtures';
import { createTrack } from './library-fixtures';

describe.each(databaseTargets)('playlists by push on %s', (target) => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  let tracks: string[];

  const push = (user: TestUser, rows: unknown[]) =>
    t.app.inject({
      method: 'POST',
      url: '/api/sync/playlists/push',
      headers: user.headers(),
      payload: { rows },
    });
  const pull = async (user: TestUser) =>
    (
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/sync/playlists/pull?checkpoint=0&limit=1000',
          headers: user.headers(),
        })
      ).json() as { documents: PlaylistWireDocument[] }
    ).documents;
  const serverDoc = async (user: TestUser, id: string) => (await pull(user)).find((doc) => doc.id === id)!;
  const row = async (id: string) =>
    (await t.database.db.select().from(playlists).where(eq(playlists.id, id)))[0];
  const draft = (overrides: Partial<PlaylistWireDocument> = {}): PlaylistWireDocument => {
    const now = new Date().toISOString();
    return {
      id: crypto.randomUUID(),
      name: 'Offline mix',
      description: null,
      coverImageUrl: null,
      coverColor: 'forest',
      isPublic: false,
      role: 'customer',
      trackIds: [],
      createdAt: now,
      updatedAt: now,
      seq: 0,
      _deleted: false,
      ...overrides,
    };
  };

  beforeAll(async () => {
    t = await startTestApp(target, testEnv);
    alice = await createTestUser(t.database);
    bob = await createTestUser(t.database);
    const owner = await createTestUser(t.database, ['owner']);
    tracks = [];
    for (let i = 0; i < 3; i += 1) tracks.push((await createTrack(t.database, owner.id)).id);
  });
  afterAll(() => t?.close());

  it('creates a playlist with the client’s id and the owner from the session; a retried create is a no-op', async () => {
    const doc = draft({ trackIds: [tracks[0]!] });
    const forged = { ...doc, ownerId: bob.id };
    const res = await push(alice, [{ assumedMasterState: null, newDocumentState: forged }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([]);
    const stored = await row(doc.id);
    expect(stored).toMatchObject({
      ownerId: alice.id,
      name: 'Offline mix',
      coverColor: 'forest',
      trackIds: [tracks[0]],
      role: 'customer',
    });
    expect(stored!.createdAt.toISOString()).toBe(doc.createdAt);

    expect((await push(alice, [{ assumedMasterState: null, newDocumentState: doc }])).json()).toEqual([]);
    expect((await row(doc.id))!.seq).toBe(stored!.seq);
    expect((await pull(bob)).some((d) => d.id === doc.id)).toBe(false);
  });

  it('applies consecutive edits pushed before the pull caught up (add, add, reorder, remove)', async () => {
    const doc = draft();
    await push(alice, [{ assumedMasterState: null, newDocumentState: doc }]);
    let assumed: PlaylistWireDocument = doc;
    for (const trackIds of [[tracks[0]!], [tracks[0]!, tracks[1]!], [tracks[1]!, tracks[0]!], [tracks[1]!]]) {
      const next = { ...assumed, trackIds };
      const res = await push(alice, [{ assumedMasterState: assumed, newDocumentState: next }]);
      expect(res.json()).toEqual([]);
      assumed = next;
    }
    expect((await row(doc.id))!.trackIds).toEqual([tracks[1]]);
    const renamed = { ...assumed, name: 'Renamed', isPublic: true, description: 'Now public' };
    expect((await push(alice, [{ assumedMasterState: assumed, newDocumentState: renamed }])).json()).toEqual(
      [],
    );
    expect(await row(doc.id)).toMatchObject({ name: 'Renamed', isPublic: true, description: 'Now public' });
  });

  it('returns the server state when another device changed the same playlist', async () => {
    const doc = draft();
    await push(alice, [{ assumedMasterState: null, newDocumentState: doc }]);
    await push(alice, [{ assumedMasterState: doc, newDocumentState: { ...doc, name: 'From the laptop' } }]);
    const res = await push(alice, [
      { assumedMasterState: doc, newDocumentState: { ...doc, name: 'From the phone' } },
    ]);
    expect(res.json()).toEqual([expect.objectContaining({ id: doc.id, name: 'From the laptop' })]);
  });

  it('deletes by push and revokes the share link with it', async () => {
    const doc = draft();
    await push(alice, [{ assumedMasterState: null, newDocumentState: doc }]);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/playlist/share-link/${doc.id}`,
      headers: alice.headers(),
    });
    const server = await serverDoc(alice, doc.id);
    expect(
      (
        await push(alice, [{ assumedMasterState: server, newDocumentState: { ...server, _deleted: true } }])
      ).json(),
    ).toEqual([]);
    expect(await row(doc.id)).toMatchObject({ deleted: true, shareToken: null });
    const revive = await push(alice, [
      { assumedMasterState: { ...server, _deleted: true }, newDocumentState: { ...server, name: 'Back' } },
    ]);
    expect(revive.statusCode).toBe(400);
  });

  it('refuses another user’s playlist, an id that exists for someone else, and fields the client may not set', async () => {
    const mine = draft({ isPublic: true });
    await push(alice, [{ assumedMasterState: null, newDocumentState: mine }]);
    const server = await serverDoc(alice, mine.id);
    const edit = await push(bob, [
      { assumedMasterState: server, newDocumentState: { ...server, name: 'Hijacked' } },
    ]);
    expect(edit.statusCode).toBe(400);
    const steal = await push(bob, [
      { assumedMasterState: null, newDocumentState: { ...server, name: 'Hijacked' } },
    ]);
    expect(steal.statusCode).toBe(400);
    expect(steal.json().message).toBe('This id belongs to another document.');
    expect((await row(mine.id))!.name).toBe('Offline mix');

    const cover = await push(alice, [
      {
        assumedMasterState: server,
        newDocumentState: { ...server, coverImageUrl: '/api/files/covers/x.png' },
      },
    ]);
    expect(cover.json().message).toBe('The field "coverImageUrl" cannot be changed.');
    const role = await push(alice, [
      { assumedMasterState: server, newDocumentState: { ...server, role: 'owner' } },
    ]);
    expect(role.statusCode).toBe(400);
    const ownerRole = await push(alice, [
      { assumedMasterState: null, newDocumentState: draft({ role: 'owner' }) },
    ]);
    expect(ownerRole.statusCode).toBe(403);
  });

  it('validates pushed documents with the shared rules', async () => {
    const cases: [Partial<PlaylistWireDocument>, string][] = [
      [{ name: '' }, 'Required field'],
      [{ name: 'x'.repeat(101) }, 'Too long: at most 100 characters.'],
      [{ trackIds: [tracks[0]!, tracks[0]!] }, 'A track can be in a playlist only once.'],
      [{ trackIds: ['nope'] }, 'Choose a track from the catalogue.'],
      [{ coverColor: '#ff0000' as never }, 'Choose a value from the list.'],
    ];
    for (const [overrides, message] of cases) {
      const res = await push(alice, [{ assumedMasterState: null, newDocumentState: draft(overrides) }]);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const doc = draft();
    await push(alice, [{ assumedMasterState: null, newDocumentState: doc }]);
    const tooMany = Array.from({ length: 1001 }, () => crypto.randomUUID());
    const res = await push(alice, [
      { assumedMasterState: doc, newDocumentState: { ...doc, trackIds: tooMany } },
    ]);
    expect(res.json().message).toBe('A playlist holds at most 1000 tracks.');
  });
});
