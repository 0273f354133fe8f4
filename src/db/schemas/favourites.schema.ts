import type { RxJsonSchema } from 'rxdb';
import type { FavouriteDocument } from '../../domain/library';

/** A favourite track as stored locally: the wire document (src/domain/library.ts) without `_deleted`. */
export type FavouriteDocType = FavouriteDocument;

/** The `favourites` collection: one document per favourite track, id `favouriteId(user, track)`. */
export const favouritesSchema: RxJsonSchema<FavouriteDocType> = {
  title: 'favourites',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 64 },
    trackId: { type: 'string', maxLength: 64 },
    createdAt: { type: 'string', format: 'date-time', maxLength: 40 },
    updatedAt: { type: 'string', format: 'date-time' },
    seq: { type: 'number', minimum: 0 },
  },
  required: ['id', 'trackId', 'createdAt', 'updatedAt', 'seq'],
  indexes: ['trackId', 'createdAt'],
  additionalProperties: false,
};
