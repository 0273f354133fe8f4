import { afterEach, describe, expect, it } from 'vitest';
import { collectionCreators, MAX_COLLECTIONS, type CueDatabase } from '../../src/db';
import { notificationFactory, openTestDatabase } from './support';

describe('collection budget (docs/decisions/0007-collection-budget.md)', () => {
  const open: CueDatabase[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((db) => db.close()));
  });

  it('the app opens no more collections than the plan allows', () => {
    expect(Object.keys(collectionCreators).length).toBeLessThanOrEqual(MAX_COLLECTIONS);
  });

  it('opens only the collections a caller lists', async () => {
    const db = await openTestDatabase(undefined, ['notifications']);
    open.push(db);
    expect(Object.keys(db.collections)).toEqual(['notifications']);
    await db.notifications.insert(notificationFactory());
    expect(await db.notifications.count().exec()).toBe(1);
  });

  it('keeps three databases of the collections they need under RxDB’s limit of 13 (COL23)', async () => {
    for (let i = 0; i < 3; i += 1)
      open.push(await openTestDatabase(undefined, ['tracks', 'favourites', 'playlists', 'history']));
    expect(open.flatMap((db) => Object.keys(db.collections))).toHaveLength(12);
  });
});
