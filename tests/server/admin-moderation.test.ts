import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { adminBroadcasts } from '../../server/db/schema/admin';
import { notifications } from '../../server/db/schema/notifications';
import { notificationsRepository } from '../../server/modules/notifications/notifications.repository';
import { notificationEffect } from '../../server/modules/notifications/notifications.service';
import type { AdminTrack, AuditEntry, SentNotification, SystemInfo } from '../../src/domain/admin';
import type { TrackPageApi, TrackWireDocument } from '../../src/domain/catalog';
import { socketEvents, type CatalogRemovedEvent, type PullResponse } from '../../src/domain/sync-protocol';
import { databaseTargets, startTestApp, type TestApp } from './support/harness';
import { createTestUser, testEnv, type TestUser } from './sync-fixtures';
import { createTrack } from './catalog-fixtures';
import { connected, connectSocket, nextEvent } from './realtime-client';
import { caller } from './admin-support';

interface Page<T> {
  data: T[];
  total: number;
}

describe.each(databaseTargets)('admin moderation, notifications and audit on %s', (target) => {
  let t: TestApp;
  let admin: TestUser;
  let owner: TestUser;
  let customer: TestUser;
  let api: ReturnType<typeof caller>;

  const search = async (words: string) =>
    (await api.ok<TrackPageApi>(customer, 'GET', `/track/info?search=${words}`)).data.map(
      (track) => track._id,
    );
  const ownerNotices = () =>
    t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, owner.id), eq(notifications.subType, 'Track Moderation')));
  const audit = async () => (await api.ok<Page<AuditEntry>>(admin, 'GET', '/admin/audit?limit=100')).data;

  beforeAll(async () => {
    t = await startTestApp(target, testEnv);
    api = caller(t);
    admin = await createTestUser(t.database, ['admin']);
    owner = await createTestUser(t.database, ['owner']);
    customer = await createTestUser(t.database, ['customer']);
  });
  afterAll(() => t?.close());

  it('hides a track: it leaves search, the changefeed carries a deletion, open tabs and the owner are told', async () => {
    const track = await createTrack(t.app, owner, [
      ['title', 'Velvet Lighthouse'],
      ['mainArtist', 'Harbour Strings'],
    ]);
    expect(await search('velvet')).toEqual([track._id]);
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const socket = connectSocket(url, customer.cookie);
    await connected(socket);
    const removed = nextEvent<CatalogRemovedEvent>(socket, socketEvents.catalogRemoved);

    const hidden = await api.ok<AdminTrack>(admin, 'PATCH', `/admin/tracks/hide/${track._id}`, {
      reason: 'Copyright claim',
    });
    expect(hidden).toMatchObject({
      status: 'hidden',
      hiddenReason: 'Copyright claim',
      title: 'Velvet Lighthouse',
    });
    expect(await removed).toEqual({ trackIds: [track._id] });
    socket.close();
    expect(await search('velvet')).toEqual([]);
    expect((await api.call(customer, 'GET', `/track/info-track/${track._id}`)).statusCode).toBe(404);
    const pull = await api.ok<PullResponse<TrackWireDocument>>(
      owner,
      'GET',
      '/sync/tracks/pull?checkpoint=0',
    );
    expect(pull.documents.find((doc) => doc.id === track._id)).toMatchObject({ _deleted: true });
    await expect
      .poll(async () => (await ownerNotices()).map((row) => row.message))
      .toEqual(['Your track "Velvet Lighthouse" was hidden from the catalogue. Reason: Copyright claim']);
    const listed = await api.ok<Page<AdminTrack>>(admin, 'GET', '/admin/tracks?status=hidden&search=velvet');
    expect(listed.data.map((row) => row._id)).toEqual([track._id]);
    expect(
      (await api.call(admin, 'PATCH', `/admin/tracks/hide/${track._id}`, { reason: 'again' })).statusCode,
    ).toBe(404);

    // Issue 26 §3: open tabs hear of the restore as they heard of the hiding, and search again.
    const back = connectSocket(url, customer.cookie);
    await connected(back);
    const restoredEvent = nextEvent<CatalogRemovedEvent>(back, socketEvents.catalogRestored);
    const restored = await api.ok<AdminTrack>(admin, 'PATCH', `/admin/tracks/restore/${track._id}`);
    expect(restored).toMatchObject({ status: 'visible', hiddenReason: null });
    expect(await restoredEvent).toEqual({ trackIds: [track._id] });
    back.close();
    expect(await search('velvet')).toEqual([track._id]);
    const after = await api.ok<PullResponse<TrackWireDocument>>(
      owner,
      'GET',
      '/sync/tracks/pull?checkpoint=0',
    );
    expect(after.documents.find((doc) => doc.id === track._id)).toMatchObject({ _deleted: false });
    expect((await api.call(admin, 'PATCH', `/admin/tracks/restore/${track._id}`)).statusCode).toBe(404);
    const visible = await api.ok<Page<AdminTrack>>(admin, 'GET', '/admin/tracks?search=velvet');
    expect(visible.data.map((row) => row._id)).toEqual([track._id]);
  });

  it('does not restore a track its owner deleted', async () => {
    const track = await createTrack(t.app, owner, [
      ['title', 'Paper Moon'],
      ['mainArtist', 'Harbour Strings'],
    ]);
    await t.app.inject({ method: 'DELETE', url: `/api/track/delete/${track._id}`, headers: owner.headers() });
    expect((await api.call(admin, 'PATCH', `/admin/tracks/restore/${track._id}`)).statusCode).toBe(404);
    expect(
      (await api.call(admin, 'PATCH', `/admin/tracks/hide/${track._id}`, { reason: 'x' })).statusCode,
    ).toBe(404);
  });

  it('keeps a history of sent notifications with delivery and read counts, and retracts them', async () => {
    const sent = await api.ok<{ _id: string; count: number }>(admin, 'POST', '/admin/notifications', {
      type: 'News',
      message: 'Maintenance tonight',
      role: 'customer',
    });
    expect(sent.count).toBeGreaterThanOrEqual(1);
    const mine = async () =>
      (
        await t.database.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.userId, customer.id), eq(notifications.broadcastId, sent._id)))
      )[0];
    await expect.poll(async () => (await mine())?.message).toBe('Maintenance tonight');
    await api.ok(customer, 'PATCH', `/notifications/read/${(await mine())!.id}`);
    const history = await api.ok<Page<SentNotification>>(admin, 'GET', '/admin/notifications/sent');
    expect(history.data[0]).toMatchObject({
      _id: sent._id,
      message: 'Maintenance tonight',
      audience: { role: 'customer', userId: null },
      recipients: sent.count,
      delivered: sent.count,
      read: 1,
      retractedAt: null,
    });

    const retracted = await api.ok<SentNotification>(
      admin,
      'PATCH',
      `/admin/notifications/retract/${sent._id}`,
    );
    expect(retracted.retractedAt).not.toBeNull();
    expect((await mine())!.deleted).toBe(true);
    const list = await api.ok<Page<{ _id: string }>>(customer, 'GET', '/notifications/info');
    expect(list.data.map((item) => item._id)).not.toContain((await mine())!.id);
    expect((await api.call(admin, 'PATCH', `/admin/notifications/retract/${sent._id}`)).statusCode).toBe(404);
  });

  it('does not deliver a copy of a notification retracted while it waited in the outbox', async () => {
    const [broadcast] = await t.database.db
      .insert(adminBroadcasts)
      .values({ adminId: admin.id, type: 'News', message: 'Late', recipients: 1, retractedAt: new Date() })
      .returning();
    const effect = notificationEffect(
      customer.id,
      { type: 'News', subType: 'News', message: 'Late' },
      new Date(),
    );
    const stored = await notificationsRepository(t.database.db).insertEffects([
      { ...effect, broadcastId: broadcast!.id },
      effect,
    ]);
    expect(stored.map((row) => row.id)).toEqual([effect.id]);
  });

  it('writes an audit row for every admin action, with who, what, target and where from', async () => {
    const user = await createTestUser(t.database, ['customer']);
    await api.ok(admin, 'PATCH', `/admin/users/block/${user.id}`, { reason: 'spam' });
    await api.ok(admin, 'PATCH', `/admin/users/unblock/${user.id}`);
    await api.ok(admin, 'PATCH', `/admin/users/role/${user.id}`, { role: 'owner', granted: true });
    const refused = await api.call(admin, 'PATCH', `/admin/users/block/${admin.id}`, { reason: 'x' });
    expect(refused.statusCode).toBe(409);
    const entries = await audit();
    const actions = entries.map((entry) => entry.action);
    for (const action of [
      'track.hide',
      'track.restore',
      'notification.send',
      'notification.retract',
      'user.block',
      'user.unblock',
      'user.role',
    ])
      expect(actions).toContain(action);
    expect(entries[0]).toMatchObject({
      action: 'user.role',
      admin: { _id: admin.id },
      targetType: 'user',
      targetId: user.id,
      // Issue 26 §4: the log names its target, not only by id.
      targetName: expect.stringMatching(/^Test [0-9a-f]{12}$/),
      details: { role: 'owner', granted: true },
      userAgent: 'admin-suite',
    });
    expect(entries[0]!.ip).toBeTruthy();
    expect(entries.find((entry) => entry.action === 'track.hide')!.targetName).toBe('Velvet Lighthouse');
    expect(entries.find((entry) => entry.action === 'user.block')!.details).toMatchObject({ reason: 'spam' });
    expect(actions.filter((action) => action === 'user.block')).toHaveLength(1);
  });

  it('refuses to change or remove audit rows, even in SQL', async () => {
    const before = (await audit()).length;
    await expect(t.database.db.execute(sql`update admin_audit set action = 'x'`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from admin_audit`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`truncate admin_audit`)).rejects.toThrow();
    expect((await audit()).length).toBe(before);
  });

  it('reports the system: version, uptime, database, counts and sockets', async () => {
    const info = await api.ok<SystemInfo>(admin, 'GET', '/admin/system');
    expect(info).toMatchObject({ version: t.config.version, database: target });
    expect(info.counts.users).toBeGreaterThanOrEqual(4);
    expect(info.counts.tracks).toBe(1);
    expect(info.counts.hiddenTracks).toBe(0);
    expect(info.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(Array.isArray(info.lastErrors)).toBe(true);
  });
});
