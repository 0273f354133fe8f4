import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { favouriteId, type FavouriteWireDocument } from '../../../src/domain/library';
import { favourites, type FavouriteRow } from '../../db/schema/library';
import { AppError } from '../../http/errors';
import { defineReplicatedCollection } from '../../sync/registry';
import { favouritesRepository } from './favourites.repository';
import { libraryTracksRepository } from './library-tracks.repository';
import { parseInput } from './validation';

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

const createdAt = z.iso.datetime({ offset: true, message: 'validation.date' });
const createSchema = z.object({
  id: z.uuid(),
  trackId: z.uuid({ message: 'library.invalidTrack' }),
  createdAt,
});

/**
 * The `favourites` collection: a user's favourite tracks, one document per (user, track) whose id is
 * `favouriteId(user, track)`, so two devices favouriting the same track offline converge on one row.
 * Favouriting creates the document (by push or `PATCH /api/user/favorite-tracks/{id}`); unfavouriting
 * deletes it (`_deleted`); favouriting again revives it.
 */
export const favouritesCollection = defineReplicatedCollection<FavouriteRow>({
  name: 'favourites',
  table: favourites,
  visibleTo: (userId) => eq(favourites.userId, userId),
  toDocument: (row) => ({ ...toFavouriteDocument(row) }),
  pullOnly: false,
  pushableFields: ['_deleted', 'createdAt'],
  staleWhen: 'fields',
  applyPush(changes) {
    const values: Partial<FavouriteRow> = {};
    if ('_deleted' in changes) {
      if (typeof changes._deleted !== 'boolean')
        throw new AppError('BAD_REQUEST', 'sync.fieldNotAllowed', { field: '_deleted' });
      values.deleted = changes._deleted;
    }
    if ('createdAt' in changes) values.createdAt = new Date(parseInput(createdAt, changes.createdAt));
    return values;
  },
  async applyCreate(doc, user, tx) {
    const input = parseInput(createSchema, doc);
    if (input.id.toLowerCase() !== favouriteId(user.id, input.trackId))
      throw new AppError('BAD_REQUEST', 'library.invalidFavourite');
    if (!(await libraryTracksRepository(tx).isLive(input.trackId))) return null;
    if (await favouritesRepository(tx).findByTrack(user.id, input.trackId)) return null;
    return { userId: user.id, trackId: input.trackId, createdAt: new Date(input.createdAt) };
  },
  audience: (row) => [row.userId],
});
