import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPlaylist, type CueDatabase } from '../../src/db';
import type { LocalData } from '../../src/sync/local-data';
import { afterPush } from '../../src/ui/library/playlists/server-playlist';
import { openTestDatabase } from '../db/support';

/** Local data whose push never answers: this tab is not the one replicating (sync SPEC rule 9). */
const notLeader = (db: CueDatabase) =>
  ({ db, awaitPushed: () => new Promise<boolean>(() => undefined) }) as unknown as LocalData;

describe('a command on a playlist made a moment ago', () => {
  let db: CueDatabase;
  beforeEach(async () => {
    db = await openTestDatabase(undefined, ['playlists']);
  });
  afterEach(async () => {
    await db.close();
  });

  it('runs once the push is answered, without asking the server before', async () => {
    const made = await createPlaylist(db, 'customer', { name: 'New' });
    const asked: string[] = [];
    let pushed!: (value: boolean) => void;
    const local = {
      db,
      awaitPushed: () => new Promise<boolean>((resolve) => (pushed = resolve)),
    } as unknown as LocalData;
    const running = afterPush(local, made.id, async () => asked.push(made.id));
    await Promise.resolve();
    expect(asked).toEqual([]);
    pushed(true);
    await running;
    expect(asked).toEqual([made.id]);
  });

  it('in a tab that does not replicate, runs once the playlist comes back from the server', async () => {
    const made = await createPlaylist(db, 'customer', { name: 'New' });
    const running = afterPush(notLeader(db), made.id, async () => 'shared');
    await (await db.playlists.findOne(made.id).exec())!.incrementalPatch({ seq: 42 });
    await expect(running).resolves.toBe('shared');
  });
});
