import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationEvent, SyncHint } from '../../src/domain/sync-protocol';
import type { Database } from '../../server/db/client';
import { notifications } from '../../server/db/schema/notifications';
import { outbox } from '../../server/db/schema/outbox';
import { createStore } from '../../server/db/transaction';
import { mailDelivery } from '../../server/mail/mail-delivery';
import { notificationDelivery } from '../../server/modules/notifications/notifications.effects';
import { notificationsRepository } from '../../server/modules/notifications/notifications.repository';
import {
  notificationEffect,
  notificationService,
} from '../../server/modules/notifications/notifications.service';
import { OUTBOX_MAX_ATTEMPTS, outboxRepository, retryDelayMs } from '../../server/outbox/outbox.repository';
import { createOutboxWorker, type OutboxWorker } from '../../server/outbox/worker';
import type { RealtimeHub } from '../../server/realtime/hub';
import { syncHintDelivery } from '../../server/realtime/sync-hints';
import { databaseTargets, openTestDatabase } from './support/harness';
import { createTestUser, type TestUser } from './sync-fixtures';

/** A hub that records what reaches the users' sockets. */
function recordingHub() {
  const shown: { userId: string; event: NotificationEvent }[] = [];
  const hints: { userIds: string[]; hint: SyncHint }[] = [];
  const hub: RealtimeHub = {
    notification: (userId, event) => shown.push({ userId, event }),
    syncHint: (userIds, hint) => hints.push({ userIds: [...userIds], hint }),
  };
  return { hub, shown, hints };
}

/** One server process's share: its worker, its sockets and the notification service writing through it. */
function processOn(database: Database, now: () => Date = () => new Date()) {
  const sockets = recordingHub();
  const worker = createOutboxWorker({
    db: database.db,
    now,
    handlers: {
      notification: notificationDelivery(sockets.hub),
      syncHint: syncHintDelivery(sockets.hub),
      mail: mailDelivery({
        send: async () => {
          throw new Error('these tests write no mail');
        },
      }),
    },
  });
  const store = createStore(
    database.db,
    (db) => ({ notifications: notificationsRepository(db), outbox: outboxRepository(db) }),
    worker.wake,
  );
  return { ...sockets, worker, store, service: notificationService(store, () => new Date()) };
}

const notice = (message: string) => ({ type: 'System' as const, subType: 'System', message });

describe.each(databaseTargets)('the transaction outbox on %s', (target) => {
  let database: Database;
  let user: TestUser;
  const workers: OutboxWorker[] = [];
  const start = (now?: () => Date) => {
    const process = processOn(database, now);
    workers.push(process.worker);
    return process;
  };
  const stored = (ids: string[]) =>
    database.db.select().from(notifications).where(inArray(notifications.id, ids));
  const pending = () => outboxRepository(database.db).pending();

  beforeAll(async () => {
    database = await openTestDatabase(target);
    user = await createTestUser(database);
  });
  afterAll(async () => {
    for (const worker of workers) await worker.stop();
    await database?.close();
  });

  it('delivers a notice once, after its transaction commits: stored, shown and hinted', async () => {
    const server = start();
    const item = await server.service.notify(user.id, { ...notice('after commit'), objectId: 'obj-1' });
    const [row] = await stored([item._id]);
    expect(row).toMatchObject({ userId: user.id, message: 'after commit', objectId: 'obj-1', read: false });
    expect(row!.createdAt.toISOString()).toBe(item.createdAt);
    expect(server.shown).toEqual([
      {
        userId: user.id,
        event: {
          subType: 'System',
          message: 'after commit',
          messageKey: null,
          params: {},
          objectId: 'obj-1',
        },
      },
    ]);
    expect(server.hints).toEqual([
      { userIds: [user.id], hint: { collection: 'notifications', seq: row!.seq } },
    ]);
    await server.worker.wake();
    await server.worker.drain();
    expect(server.shown).toHaveLength(1);
    expect(await pending()).toBe(0);
  });

  it('delivers nothing when the transaction rolls back', async () => {
    const server = start();
    const effect = notificationEffect(user.id, notice('rolled back'), new Date());
    const write = server.store.withTransaction(async (repos) => {
      await repos.outbox.add([{ kind: 'notification', payload: effect }]);
      throw new Error('the write failed');
    });
    await expect(write).rejects.toThrow('the write failed');
    await server.worker.drain();
    expect(await stored([effect.id])).toEqual([]);
    expect(server.shown).toEqual([]);
    expect(await pending()).toBe(0);
  });

  it('delivers exactly once what a crashed process committed but never delivered', async () => {
    const crashed = start();
    await crashed.worker.stop();
    const item = await crashed.service.notify(user.id, notice('written before the crash'));
    expect(await stored([item._id])).toEqual([]);
    expect(await pending()).toBe(1);

    const restarted = start();
    restarted.worker.start();
    await expect.poll(() => restarted.shown.length).toBe(1);
    await restarted.worker.drain();
    expect(await stored([item._id])).toHaveLength(1);
    expect(crashed.shown).toEqual([]);
    expect(await pending()).toBe(0);
  });

  it('stores and shows a notice once when its delivery is repeated (a crash after delivering, before removing)', async () => {
    const server = start();
    const effect = notificationEffect(user.id, notice('delivered twice'), new Date());
    await database.db.insert(outbox).values([{ kind: 'notification', payload: effect }]);
    await server.worker.drain();
    await database.db.insert(outbox).values([{ kind: 'notification', payload: effect }]);
    await server.worker.drain();
    expect(await stored([effect.id])).toHaveLength(1);
    expect(server.shown.filter(({ event }) => event.message === 'delivered twice')).toHaveLength(1);
  });

  it('retries a failing effect with a growing back-off, then sets it aside, without holding up the rest', async () => {
    let at = Date.now();
    const server = start(() => new Date(at));
    const good = notificationEffect(user.id, notice('goes through'), new Date());
    await database.db.insert(outbox).values([
      { kind: 'unknown', payload: {} },
      { kind: 'notification', payload: good },
    ]);
    const failing = async () =>
      (await database.db.select().from(outbox).where(eq(outbox.kind, 'unknown')))[0]!;
    await server.worker.drain();
    expect(await stored([good.id])).toHaveLength(1);
    expect((await failing()).attempts).toBe(1);

    for (let failures = 1; failures < OUTBOX_MAX_ATTEMPTS; failures += 1) {
      // Not tried again before its back-off has passed …
      at += retryDelayMs(failures) - 1;
      await server.worker.drain();
      expect((await failing()).attempts).toBe(failures);
      // … and tried once it has.
      at += 1;
      await server.worker.drain();
      expect((await failing()).attempts).toBe(failures + 1);
    }
    at += 24 * 60 * 60 * 1000;
    await server.worker.drain();
    expect((await failing()).attempts).toBe(OUTBOX_MAX_ATTEMPTS);
    expect(await pending()).toBe(0);
    await database.db.delete(outbox).where(eq(outbox.kind, 'unknown'));
  });

  it('backs off from one second to an hour: an outage of several hours loses nothing', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000]);
    expect(retryDelayMs(13)).toBe(60 * 60 * 1000);
    const total = Array.from({ length: OUTBOX_MAX_ATTEMPTS - 1 }, (_, i) => retryDelayMs(i + 1)).reduce(
      (sum, delay) => sum + delay,
    );
    expect(total).toBeGreaterThan(8 * 60 * 60 * 1000);
  });

  it('broadcasts through the outbox: one notice per recipient, each stored once', async () => {
    const server = start();
    const others = [await createTestUser(database, ['owner']), await createTestUser(database, ['owner'])];
    const { count } = await server.service.broadcast({ type: 'News', message: 'to owners', role: 'owner' });
    expect(count).toBe(2);
    const rows = await database.db.select().from(notifications).where(eq(notifications.message, 'to owners'));
    expect(rows.map((row) => row.userId).sort()).toEqual(others.map((other) => other.id).sort());
    expect(server.shown.map(({ userId }) => userId).sort()).toEqual(others.map((other) => other.id).sort());
  });
});

// Only PostgreSQL has several connections to race on; PGlite's single connection runs one delivery at a time.
const racingTargets = databaseTargets.filter((target) => target === 'postgres');

describe.each(racingTargets)('two processes sharing the outbox on %s', (target) => {
  let database: Database;
  const workers: OutboxWorker[] = [];

  beforeAll(async () => {
    database = await openTestDatabase(target);
  });
  afterAll(async () => {
    for (const worker of workers) await worker.stop();
    await database?.close();
  });

  it('deliver each notice once when their workers race', async () => {
    const user = await createTestUser(database);
    const [first, second] = [processOn(database), processOn(database)];
    workers.push(first.worker, second.worker);
    const effects = Array.from({ length: 1200 }, (_, i) =>
      notificationEffect(user.id, notice(`race ${i}`), new Date()),
    );
    await database.db.insert(outbox).values(effects.map((payload) => ({ kind: 'notification', payload })));
    await Promise.all([
      first.worker.drain(),
      second.worker.drain(),
      first.worker.drain(),
      second.worker.drain(),
    ]);
    const shown = [...first.shown, ...second.shown].map(({ event }) => event.message);
    expect(shown).toHaveLength(effects.length);
    expect(new Set(shown).size).toBe(effects.length);
    expect(
      await storedIds(
        database,
        effects.map((effect) => effect.id),
      ),
    ).toHaveLength(effects.length);
  });
});

async function storedIds(database: Database, ids: string[]) {
  return database.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(inArray(notifications.id, ids));
}
