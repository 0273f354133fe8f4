import { describe, expect, it, vi } from 'vitest';
import type { CueDatabase } from '../../src/db';
import {
  dropEarlyDatabase,
  keepEarlyDatabase,
  takeEarlyDatabase,
} from '../../src/ui/local-data/early-database';

const fakeDatabase = () => {
  const close = vi.fn(async () => true);
  return { db: { close } as unknown as CueDatabase, close };
};
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the database opened while the session is asked (src/ui/local-data/early-database.ts)', () => {
  it('is handed once to the session’s user, open and not closed', async () => {
    const { db, close } = fakeDatabase();
    const open = vi.fn(async () => db);
    keepEarlyDatabase('u1', open);
    keepEarlyDatabase('u1', open);
    expect(open).toHaveBeenCalledTimes(1);
    await expect(takeEarlyDatabase('u1')).resolves.toBe(db);
    expect(takeEarlyDatabase('u1')).toBeUndefined();
    await flush();
    expect(close).not.toHaveBeenCalled();
  });

  it('is closed when the session names another user', async () => {
    const { db, close } = fakeDatabase();
    keepEarlyDatabase('u1', async () => db);
    expect(takeEarlyDatabase('u2')).toBeUndefined();
    await flush();
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('is closed when the session ends, and a failed opening is only dropped', async () => {
    const { db, close } = fakeDatabase();
    keepEarlyDatabase('u1', async () => db);
    dropEarlyDatabase();
    await flush();
    expect(close).toHaveBeenCalledTimes(1);
    expect(takeEarlyDatabase('u1')).toBeUndefined();

    keepEarlyDatabase('u1', () => Promise.reject(new Error('blocked')));
    await expect(takeEarlyDatabase('u1')).rejects.toThrow('blocked');
  });
});
