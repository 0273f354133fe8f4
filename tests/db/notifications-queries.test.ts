import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { firstValueFrom, filter, type Observable } from 'rxjs';
import {
  createDatabase,
  markAllNotificationsRead,
  markNotificationRead,
  notificationsQuery,
  removeDatabase,
  unreadCountQuery,
  userDatabaseName,
  type CueDatabase,
} from '../../src/db';
import { notificationFactory, openTestDatabase, testStorage, uniqueName } from './support';

const until = <T>(source: Observable<T>, test: (value: T) => boolean) =>
  firstValueFrom(source.pipe(filter(test)));

describe('notification queries', () => {
  let db: CueDatabase;
  beforeEach(async () => {
    db = await openTestDatabase();
  });
  afterEach(async () => {
    await db.close();
  });

  it('lists the newest first, filters unread and honours the limit', async () => {
    const [a, b, c] = [notificationFactory(), notificationFactory({ read: true }), notificationFactory()];
    await db.notifications.bulkInsert([a, b, c]);
    const all = await firstValueFrom(notificationsQuery(db, { onlyUnread: false, limit: 2 }));
    expect(all.map((n) => n.id)).toEqual([c.id, b.id]);
    const unread = await firstValueFrom(notificationsQuery(db, { onlyUnread: true, limit: 16 }));
    expect(unread.map((n) => n.id)).toEqual([c.id, a.id]);
  });

  it('reacts to inserts and to updates', async () => {
    const count$ = unreadCountQuery(db);
    const list$ = notificationsQuery(db, { onlyUnread: true, limit: 16 });
    expect(await firstValueFrom(count$)).toBe(0);
    const first = notificationFactory();
    await db.notifications.insert(first);
    expect(await until(count$, (n) => n === 1)).toBe(1);
    expect((await until(list$, (list) => list.length === 1))[0]?.id).toBe(first.id);

    await db.notifications.insert(notificationFactory());
    await until(count$, (n) => n === 2);
    expect(await markNotificationRead(db, first.id)).toBe(true);
    expect(await markNotificationRead(db, first.id)).toBe(false);
    expect(await until(count$, (n) => n === 1)).toBe(1);
    expect(await markAllNotificationsRead(db)).toBe(1);
    expect(await until(list$, (list) => list.length === 0)).toEqual([]);
  });
});

describe('one database per user', () => {
  it('names databases after the user and wipes them on remove', async () => {
    const name = `${userDatabaseName('4F3C2A10-0000-4000-8000-000000000001')}-${uniqueName('x')}`;
    expect(userDatabaseName('4F3C2A10-0000-4000-8000-000000000001')).toBe(
      'cueline-u-4f3c2a10000040008000000000000001',
    );
    expect(userDatabaseName('a')).not.toBe(userDatabaseName('b'));
    const storage = testStorage();
    const first = await createDatabase({ name, storage, multiInstance: false });
    await first.notifications.insert(notificationFactory());
    await first.close();
    await removeDatabase(name, storage);
    const again = await createDatabase({ name, storage, multiInstance: false });
    expect(await again.notifications.count().exec()).toBe(0);
    await again.close();
  });
});
