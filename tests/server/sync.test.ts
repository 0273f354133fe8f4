import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notifications } from '../../server/db/schema/notifications';
import { syncRequests, twoUsersWithNotifications, type NotificationDoc } from './notifications-sync-fixtures';
import { databaseTargets, type TestApp } from './support/harness';
import type { TestUser } from './sync-fixtures';

describe.each(databaseTargets)('sync pull and push on %s', (target) => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;

  const { pull, push } = syncRequests(() => t);

  beforeAll(async () => {
    ({ t, alice, bob } = await twoUsersWithNotifications(target, { alice: 5, bob: 3 }));
  });
  afterAll(() => t?.close());

  it('pulls in seq order with a limit and resumes from the checkpoint', async () => {
    const first = await pull(alice, 'checkpoint=0&limit=2');
    expect(first.status).toBe(200);
    expect(first.body.documents).toHaveLength(2);
    expect(first.body.checkpoint.seq).toBe(first.body.documents[1]!.seq);
    const rest = await pull(alice, `checkpoint=${first.body.checkpoint.seq}&limit=100`);
    const all = [...first.body.documents, ...rest.body.documents];
    expect(all.map((d) => d.message)).toEqual([
      'message 0',
      'message 1',
      'message 2',
      'message 3',
      'message 4',
    ]);
    const seqs = all.map((d) => d.seq);
    expect([...seqs].sort((a, b) => a - b)).toEqual(seqs);
    const done = await pull(alice, `checkpoint=${rest.body.checkpoint.seq}`);
    expect(done.body).toEqual({ documents: [], checkpoint: { seq: rest.body.checkpoint.seq } });
  });

  it('never shows one user another user’s rows', async () => {
    const docs = (await pull(bob, 'checkpoint=0')).body.documents;
    expect(docs).toHaveLength(3);
    const aliceIds = new Set((await pull(alice, 'checkpoint=0')).body.documents.map((d) => d.id));
    expect(docs.some((d) => aliceIds.has(d.id))).toBe(false);
  });

  it('delivers a soft delete as _deleted after the checkpoint', async () => {
    const before = await pull(alice, 'checkpoint=0');
    const victim = before.body.documents[0]!;
    await t.database.db.update(notifications).set({ deleted: true }).where(eq(notifications.id, victim.id));
    const after = await pull(alice, `checkpoint=${before.body.checkpoint.seq}`);
    expect(after.body.documents).toHaveLength(1);
    expect(after.body.documents[0]).toMatchObject({ id: victim.id, _deleted: true });
    expect(after.body.documents[0]!.seq).toBeGreaterThan(before.body.checkpoint.seq);
  });

  it('applies a push of read and is idempotent when retried', async () => {
    const [doc] = (await pull(bob, 'checkpoint=0&limit=1')).body.documents;
    const row = { assumedMasterState: doc, newDocumentState: { ...doc!, read: true } };
    const res = await push(bob, [row]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    const [stored] = await t.database.db.select().from(notifications).where(eq(notifications.id, doc!.id));
    expect(stored!.read).toBe(true);
    expect(stored!.seq).toBeGreaterThan(doc!.seq);

    const retried = await push(bob, [row]);
    expect(retried.json()).toEqual([]);
    const [again] = await t.database.db.select().from(notifications).where(eq(notifications.id, doc!.id));
    expect(again!.seq).toBe(stored!.seq);
  });

  it('returns the server state for a stale assumed state', async () => {
    const docs = (await pull(bob, 'checkpoint=0')).body.documents;
    const doc = docs.find((d) => !d.read)!;
    await t.database.db
      .update(notifications)
      .set({ message: 'edited on the server' })
      .where(eq(notifications.id, doc.id));
    const res = await push(bob, [{ assumedMasterState: doc, newDocumentState: { ...doc, read: true } }]);
    expect(res.statusCode).toBe(200);
    const conflicts = res.json() as NotificationDoc[];
    expect(conflicts).toHaveLength(1);
    expect(conflicts[0]).toMatchObject({ id: doc.id, message: 'edited on the server', read: false });
    const [stored] = await t.database.db.select().from(notifications).where(eq(notifications.id, doc.id));
    expect(stored!.read).toBe(false);
  });

  it('refuses a change of a field the client may not change, and read going back to false', async () => {
    const docs = (await pull(bob, 'checkpoint=0')).body.documents;
    const unread = docs.find((d) => !d.read)!;
    const forged = await push(bob, [
      { assumedMasterState: unread, newDocumentState: { ...unread, message: 'forged' } },
    ]);
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe('The field "message" cannot be changed.');
    const read = docs.find((d) => d.read)!;
    const back = await push(bob, [{ assumedMasterState: read, newDocumentState: { ...read, read: false } }]);
    expect(back.statusCode).toBe(400);
    expect(back.json().message).toBe('A notification can only be marked as read.');
  });

  it('refuses pushing another user’s document', async () => {
    const [doc] = (await pull(alice, 'checkpoint=0&limit=1')).body.documents;
    const res = await push(bob, [{ assumedMasterState: doc, newDocumentState: { ...doc!, read: true } }]);
    expect(res.statusCode).toBe(400);
    const [stored] = await t.database.db.select().from(notifications).where(eq(notifications.id, doc!.id));
    expect(stored!.read).toBe(false);
  });

  it('rolls back the whole push when one row is refused', async () => {
    const docs = (await pull(alice, 'checkpoint=0')).body.documents.filter((d) => !d._deleted && !d.read);
    const [ok, bad] = docs;
    const res = await push(alice, [
      { assumedMasterState: ok, newDocumentState: { ...ok!, read: true } },
      { assumedMasterState: bad, newDocumentState: { ...bad!, subType: 'New Message' } },
    ]);
    expect(res.statusCode).toBe(400);
    const [stored] = await t.database.db.select().from(notifications).where(eq(notifications.id, ok!.id));
    expect(stored!.read).toBe(false);
  });

  it('answers bad requests with 4xx', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/sync/notifications/pull' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/sync/nope/pull', headers: alice.headers() }))
        .statusCode,
    ).toBe(404);
    expect((await push(alice, [], 'nope')).statusCode).toBe(404);
    for (const query of ['checkpoint=-1', 'checkpoint=abc', 'limit=0', 'limit=100000', 'checkpoint=1.5']) {
      expect((await pull(alice, query)).status, query).toBe(400);
    }
    const noId = await push(alice, [{ newDocumentState: { read: true } }]);
    expect(noId.statusCode).toBe(400);
    const badId = await push(alice, [{ newDocumentState: { id: 'not-a-uuid', read: true } }]);
    expect(badId.statusCode).toBe(400);
    const badBody = await t.app.inject({
      method: 'POST',
      url: '/api/sync/notifications/push',
      headers: alice.headers(),
      payload: { rows: 'x' },
    });
    expect(badBody.statusCode).toBe(400);
    const anon = await t.app.inject({
      method: 'POST',
      url: '/api/sync/notifications/push',
      headers: { 'x-user-profile': 'customer' },
      payload: { rows: [] },
    });
    expect(anon.statusCode).toBe(401);
  });
});
