import crypto from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { HISTORY_LIMIT, LISTEN_REPEAT_MS } from '../../src/domain/library';
import { listens } from '../../server/db/schema/library';
import { databaseTargets, startTestApp, type TestApp } from './support/harness';
import { createTestUser, testEnv, type TestUser } from './sync-fixtures';
import { createTrack, deleteTrack } from './library-fixtures';

type Doc = { id: string; trackId: string; listenedAt: string; seq: number; _deleted: boolean };

describe.each(databaseTargets)('listens and history on %s', (target) => {
  let t: TestApp;
  let alice: TestUser;
  let owner: TestUser;

  const listen = (user: TestUser | null, trackId: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/track/listen/${trackId}`,
      headers: user ? user.headers() : { 'x-user-profile': 'customer' },
    });
  const pull = async (user: TestUser, checkpoint = 0) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/sync/history/pull?checkpoint=${checkpoint}&limit=1000`,
        headers: user.headers(),
      })
    ).json() as {
      documents: Doc[];
      checkpoint: { seq: number };
    };
  /** Moves the app's clock (ModuleDeps.now defaults to the system time) by `ms`. */
  const advanceClock = (ms: number) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + ms);
  };

  beforeAll(async () => {
    t = await startTestApp(target, testEnv);
    alice = await createTestUser(t.database);
    owner = await createTestUser(t.database, ['owner']);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(() => t?.close());

  it('records a listen, counts a repeat within 30 s once, and again after 30 s', async () => {
    const track = await createTrack(t.database, owner.id);
    const first = await listen(alice, track.id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ trackId: track.id, counted: true });
    const repeat = await listen(alice, track.id);
    expect(repeat.json()).toMatchObject({ _id: first.json()._id, counted: false });

    advanceClock(LISTEN_REPEAT_MS + 1000);
    const later = await listen(alice, track.id);
    expect(later.json()).toMatchObject({ counted: true });
    expect(later.json()._id).toEqual(expect.any(String));
    expect(later.json()._id).not.toBe(first.json()._id);
    const rows = await t.database.db
      .select()
      .from(listens)
      .where(and(eq(listens.userId, alice.id), eq(listens.trackId, track.id)));
    expect(rows).toHaveLength(2);
  });

  it('counts racing listens of the same track once', async () => {
    const track = await createTrack(t.database, owner.id);
    const answers = await Promise.all(Array.from({ length: 5 }, () => listen(alice, track.id)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((a) => a.json().counted)).toHaveLength(1);
  });

  it('replicates listens as history, only to their user', async () => {
    const track = await createTrack(t.database, owner.id);
    const before = await pull(alice);
    const { _id: id } = (await listen(alice, track.id)).json() as { _id: string };
    const after = await pull(alice, before.checkpoint.seq);
    expect(after.documents).toEqual([expect.objectContaining({ id, trackId: track.id, _deleted: false })]);
    expect((await pull(owner)).documents.some((doc) => doc.id === id)).toBe(false);
    const doc = after.documents[0]!;
    const rows = [
      { assumedMasterState: doc, newDocumentState: { ...doc, listenedAt: new Date(0).toISOString() } },
    ];
    const push = await t.app.inject({
      method: 'POST',
      url: '/api/sync/history/push',
      headers: alice.headers(),
      payload: { rows },
    });
    expect(push.statusCode).toBe(400);
    const forged = { ...doc, id: crypto.randomUUID() };
    const create = await t.app.inject({
      method: 'POST',
      url: '/api/sync/history/push',
      headers: alice.headers(),
      payload: { rows: [{ newDocumentState: forged }] },
    });
    expect(create.statusCode).toBe(400);
  });

  it(`keeps the newest ${HISTORY_LIMIT} listens: older ones leave the history as deletions`, async () => {
    const user = await createTestUser(t.database);
    const track = await createTrack(t.database, owner.id);
    const old = Date.now() - 10 * 86_400_000;
    await t.database.db.insert(listens).values(
      Array.from({ length: HISTORY_LIMIT }, (_, i) => ({
        userId: user.id,
        trackId: track.id,
        listenedAt: new Date(old + i * 60_000),
      })),
    );
    const before = await pull(user);
    expect(before.documents.filter((d) => !d._deleted)).toHaveLength(HISTORY_LIMIT);
    const oldest = before.documents.reduce((a, b) => (a.listenedAt < b.listenedAt ? a : b));

    expect((await listen(user, track.id)).json().counted).toBe(true);
    const after = await pull(user, before.checkpoint.seq);
    expect(after.documents).toHaveLength(2);
    expect(after.documents.find((d) => d.id === oldest.id)).toMatchObject({ _deleted: true });
    const visible = await t.database.db
      .select()
      .from(listens)
      .where(and(eq(listens.userId, user.id), eq(listens.deleted, false)));
    expect(visible).toHaveLength(HISTORY_LIMIT);
  });

  it('answers 404 for an unknown or deleted track and 401 without a session', async () => {
    const gone = await createTrack(t.database, owner.id);
    await deleteTrack(t.database, gone.id);
    for (const id of [gone.id, crypto.randomUUID(), 'nope']) {
      const res = await listen(alice, id);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().message).toBe('This track does not exist or was deleted.');
    }
    expect((await listen(null, gone.id)).statusCode).toBe(401);
  });
});
