import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { filter, firstValueFrom } from 'rxjs';
import { myTracksQuery, type CueDatabase } from '../../src/db';
import { openTestDatabase, uniqueName } from './support';
import { trackFactory } from './tracks-support';

describe('myTracksQuery', () => {
  let db: CueDatabase;
  beforeEach(async () => {
    db = await openTestDatabase(uniqueName('my-tracks'));
  });
  afterEach(async () => {
    await db.close();
  });

  it("lists only the owner's tracks, newest first, and follows changes live", async () => {
    const owner = '00000000-0000-4000-b000-00000000000a';
    const mine = [
      trackFactory({ ownerId: owner, title: 'First' }),
      trackFactory({ ownerId: owner, title: 'Second' }),
    ];
    await db.tracks.bulkUpsert([...mine, trackFactory({ title: 'Browsed, not mine' })]);
    expect((await firstValueFrom(myTracksQuery(db, owner))).map((t) => t.title)).toEqual(['Second', 'First']);

    const grown = firstValueFrom(myTracksQuery(db, owner).pipe(filter((list) => list.length === 3)));
    await db.tracks.upsert(trackFactory({ ownerId: owner, title: 'Third' }));
    expect((await grown).map((t) => t.title)).toEqual(['Third', 'Second', 'First']);

    const shrunk = firstValueFrom(myTracksQuery(db, owner).pipe(filter((list) => list.length === 2)));
    await db.tracks.findOne(mine[0]!.id).remove();
    expect((await shrunk).map((t) => t.title)).toEqual(['Third', 'Second']);
  });
});
