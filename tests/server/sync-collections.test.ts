import { describe, expect, it } from 'vitest';
import { pullOnlyCollections, syncCollections } from '../../src/domain/sync-protocol';
import { createReplicatedCollections } from '../../server/sync/collections';
import { favouritesService } from '../../server/modules/library/favourites.service';
import { playlistsService } from '../../server/modules/library/playlists.service';
import { notificationService } from '../../server/modules/notifications/notifications.service';
import { fakeFavouritesStore, fakeNotificationsStore, fakePlaylists } from './support/fakes';

describe('the replicated collections', () => {
  it('define every sync collection under its own name, pull-only exactly where the client only pulls', () => {
    const fake = fakePlaylists(new Set());
    const playlists = playlistsService({
      ...fake.store,
      covers: { save: async () => '', remove: async () => undefined },
    });
    const notifications = notificationService(fakeNotificationsStore([]).store, () => new Date());
    const favourites = favouritesService({
      store: fakeFavouritesStore(new Set()).store,
      now: () => new Date(),
    });
    // Only the names and flags are looked at here; messages' creates are tested in tests/server/chat-sync.test.ts.
    const chat = {
      applyCreate: async () => {
        throw new Error('not pushed to in this test');
      },
    };
    const collections = createReplicatedCollections({ playlists, notifications, favourites, chat });
    expect(Object.keys(collections).sort()).toEqual([...syncCollections].sort());
    for (const name of syncCollections) {
      expect(collections[name].name).toBe(name);
      expect(collections[name].pullOnly, name).toBe(pullOnlyCollections.includes(name));
    }
  });
});
