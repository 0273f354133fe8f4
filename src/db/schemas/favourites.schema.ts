import type { RxJsonSchema } from 'rxdb';
import { favouriteDocumentSchema, type FavouriteDocument } from '../../domain/library';
import { toDocumentJsonSchema } from '../../domain/document-schema';
import { toRxJsonSchema } from './rx-json-schema';

/** A favourite track as stored locally: the wire document (src/domain/library.ts) without `_deleted`. */
export type FavouriteDocType = FavouriteDocument;

/** The `favourites` collection: one document per favourite track, id `favouriteId(user, track)`. */
export const favouritesSchema: RxJsonSchema<FavouriteDocType> = toRxJsonSchema(
  toDocumentJsonSchema(favouriteDocumentSchema, {
    title: 'favourites',
    version: 0,
    primaryKey: 'id',
    indexes: ['trackId', 'createdAt'],
  }),
);
