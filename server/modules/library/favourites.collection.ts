import { eq } from 'drizzle-orm';
import type { FavouriteWireDocument } from '../../../src/domain/library';
import { favourites, type FavouriteRow } from '../../db/schema/library';
import { defineReplicatedCollection } from '../../sync/registry';
import { favouritesRepository } from './favourites.repository';
import type { FavouritesService } from './favourites.service';
import { libraryTracksRepository } from './library-tracks.repository';

export function toFavouriteDocument(row: FavouriteRow): FavouriteWireDocument {
  return {
    id: row.id,
    trackId: row.trackId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    seq: row.seq,
    _deleted: row.deleted,
  };
}

/**
 * The `favourites` collection: a user's favourite tracks, one document per (user, track) whose id is
 * `favouriteId(user, track)`, so two devices favouriting the same track offline converge on one row.
 * Favouriting creates the document (by push or `PATCH /api/user/favorite-tracks/{id}`); unfavouriting
 * deletes it (`_deleted`); favouriting again revives it. The rules are the service's, which the REST
 * commands apply too.
 */
export const favouritesCollection = (service: Pick<FavouritesService, 'applyPush' | 'applyCreate'>) =>
  defineReplicatedCollection<FavouriteRow>({
    name: 'favourites',
    table: favourites,
    visibleTo: (userId) => eq(favourites.userId, userId),
    toDocument: (row) => ({ ...toFavouriteDocument(row) }),
    pullOnly: false,
    pushableFields: ['_deleted', 'createdAt'],
    staleWhen: 'fields',
    applyPush: (changes, current) => service.applyPush(changes, current),
    // Checked on the push's transaction, like a command's checks on its own.
    applyCreate: (doc, user, tx) =>
      service.applyCreate(doc, user, {
        favourites: favouritesRepository(tx),
        tracks: libraryTracksRepository(tx),
      }),
    audience: (row) => [row.userId],
  });
