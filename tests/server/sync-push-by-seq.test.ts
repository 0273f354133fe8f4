import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notifications } from '../../server/db/schema/notifications';
import { syncRequests, twoUsersWithNotifications, type NotificationDoc } from './notifications-sync-fixtures';
import { databaseTargets, type TestApp } from './support/harness';
import type { TestUser } from './sync-fixtures';

/** Pushes without an assumed master state of documents the client pulled (src/sync/SPEC.md rule 18). */
describe.each(databaseTargets)('sync push checked by seq on %s (rule 18)', (target) => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;

  const sync = syncRequests(() => t);
  const pulled = async (user: TestUser) =>
    (await sync.pull(user, 'checkpoint=0&limit=100')).body.documents.filter(
      (doc) => !doc.read && !doc._deleted,
    );
  const push = (user: TestUser, docs: NotificationDoc[]) =>
    sync.push(
      user,
      docs.map((doc) => ({ assumedMasterState: null, newDocumentState: doc })),
    );
  const stored = async (id: string) =>
    (await t.database.db.select().from(notifications).where(eq(notifications.id, id)))[0]!;

  beforeAll(async () => {
    ({ t, alice, bob } = await twoUsersWithNotifications(target, { alice: 6, bob: 2 }));
  });
  afterAll(() => t?.close());

  it('applies a push whose seq is the current one, once, with the usual field checks', async () => {
    const [doc] = await pulled(alice);
    const res = await push(alice, [{ ...doc!, read: true }]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    const written = await stored(doc!.id);
    expect(written.read).toBe(true);
    expect(written.seq).toBeGreaterThan(doc!.seq);

    const retried = await push(alice, [{ ...doc!, read: true }]);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual([]);
    expect((await stored(doc!.id)).seq).toBe(written.seq);
  });

  it('refuses a field the client may not change even when the seq is current', async () => {
    const [doc] = await pulled(alice);
    const res = await push(alice, [{ ...doc!, read: true, message: 'forged' }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The field "message" cannot be changed.');
    expect(await stored(doc!.id)).toMatchObject({ read: false, seq: doc!.seq });
  });

  it('answers a stale seq with the server state as a conflict and writes nothing', async () => {
    const [doc] = await pulled(alice);
    await t.database.db
      .update(notifications)
      .set({ message: 'edited on the server' })
      .where(eq(notifications.id, doc!.id));
    const edited = await stored(doc!.id);
    expect(edited.seq).toBeGreaterThan(doc!.seq);
    const res = await push(alice, [{ ...doc!, read: true }]);
    expect(res.statusCode).toBe(200);
    const conflicts = res.json() as NotificationDoc[];
    expect(conflicts).toHaveLength(1);
    expect(conflicts[0]).toMatchObject({
      id: doc!.id,
      message: 'edited on the server',
      read: false,
      seq: edited.seq,
    });
    expect(await stored(doc!.id)).toMatchObject({ read: false, seq: edited.seq });
  });

  it('answers a stale seq whose document already is the server state with nothing', async () => {
    const [doc] = await pulled(alice);
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/api/notifications/read/${doc!.id}`,
          headers: alice.headers(),
        })
      ).statusCode,
    ).toBe(200);
    const res = await push(alice, [{ ...doc!, read: true }]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('refuses a push of another user’s document', async () => {
    const [doc] = await pulled(bob);
    const res = await push(alice, [{ ...doc!, read: true }]);
    expect(res.statusCode).toBe(400);
    expect(await stored(doc!.id)).toMatchObject({ read: false, seq: doc!.seq });
  });
});
