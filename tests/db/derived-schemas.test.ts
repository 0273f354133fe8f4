import { describe, expect, it } from 'vitest';
import { createRxSchema, defaultHashSha256 } from 'rxdb';
import { favouritesSchema } from '../../src/db/schemas/favourites.schema';
import { historySchema } from '../../src/db/schemas/history.schema';
import { notificationsSchema } from '../../src/db/schemas/notifications.schema';
import { playlistsSchema } from '../../src/db/schemas/playlists.schema';
import { shippedFavourites, shippedHistory, shippedNotifications, shippedPlaylists } from './shipped-schemas';

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
    const [ours, theirs] = [createRxSchema(derived as never, defaultHashSha256), createRxSchema(shipped as never, defaultHashSha256)];
    expect(await ours.hash).toBe(await theirs.hash);
  });
});
