import { afterEach, describe, expect, it } from 'vitest';
import { createRxDatabase, createRxSchema, defaultHashSha256 } from 'rxdb';
import { createDatabase, type CueDatabase } from '../../src/db';
import { ensurePlugins } from '../../src/db/plugins';
import { favouritesSchema } from '../../src/db/schemas/favourites.schema';
import { historySchema } from '../../src/db/schemas/history.schema';
import { notificationsSchema } from '../../src/db/schemas/notifications.schema';
import { playlistsSchema } from '../../src/db/schemas/playlists.schema';
import { tracksSchema } from '../../src/db/schemas/tracks.schema';
import {
  shippedFavourites,
  shippedHistory,
  shippedNotifications,
  shippedPlaylists,
  shippedTracksV0,
} from './shipped-schemas';
import { testStorage, uniqueName } from './support';
import { trackFactory } from './tracks-support';

const pairs = [
  ['favourites', favouritesSchema, shippedFavourites],
  ['history', historySchema, shippedHistory],
  ['playlists', playlistsSchema, shippedPlaylists],
  ['notifications', notificationsSchema, shippedNotifications],
] as const;

describe('collection schemas derived from the domain', () => {
  it.each(pairs)('%s equals the schema its version shipped with', async (_name, derived, shipped) => {
    expect(derived).toEqual(shipped);
    // RxDB refuses to reopen a collection whose schema hash changed without a version bump (DB6).
    const [ours, theirs] = [
      createRxSchema(derived as never, defaultHashSha256),
      createRxSchema(shipped as never, defaultHashSha256),
    ];
    expect(await ours.hash).toBe(await theirs.hash);
  });
});

describe('tracks schema version 2', () => {
  let db: CueDatabase | undefined;
  afterEach(async () => {
    await db?.close();
    db = undefined;
  });

  it('differs from version 0 where version 0 left a field open, and by the optional `unpublished` (0061)', () => {
    const { album, genres, moods, instruments, unpublished, ...rest } = tracksSchema.properties;
    expect(unpublished).toEqual({ type: 'boolean' });
    expect(tracksSchema.required).not.toContain('unpublished');
    const {
      album: oldAlbum,
      genres: _g,
      moods: _m,
      instruments: _i,
      ...oldRest
    } = shippedTracksV0.properties;
    expect(rest).toEqual(oldRest);
    expect(album).toEqual({ ...oldAlbum, required: ['id', 'title'] });
    expect(
      [genres, moods, instruments].every((list) =>
        Array.isArray((list as { items: { enum: unknown } }).items.enum),
      ),
    ).toBe(true);
    expect(tracksSchema.indexes).toEqual(shippedTracksV0.indexes);
  });

  it('keeps every track stored by version 0, and the search cache beside them', async () => {
    const name = uniqueName('tracks-v0');
    const storage = testStorage();
    await ensurePlugins();
    const old = await createRxDatabase({ name, storage, multiInstance: false });
    await old.addCollections({ tracks: { schema: shippedTracksV0, localDocuments: true } });
    const track = trackFactory();
    await old.collections.tracks!.insert(track);
    await old.collections.tracks!.insertLocal('search-results', { entries: [] });
    await old.close();

    db = await createDatabase({ name, storage, multiInstance: false });
    expect(db.tracks.schema.version).toBe(2);
    expect((await db.tracks.findOne(track.id).exec())?.toJSON()).toEqual(track);
    expect(await db.tracks.getLocal('search-results')).not.toBeNull();
  });
});
