import type { RxJsonSchema } from 'rxdb';
import type { FavouriteDocument } from '../../domain/library';
import { favouritesJsonSchema } from './collection-schemas.generated';
import { toRxJsonSchema } from './rx-json-schema';

/** A favourite track as stored locally: the wire document (src/domain/library.ts) without `_deleted`. */
export type FavouriteDocType = FavouriteDocument;

/** The `favourites` collection: one document per favourite track, id `favouriteId(user, track)`. */
export const favouritesSchema: RxJsonSchema<FavouriteDocType> = toRxJsonSchema(favouritesJsonSchema);
