import type { RxJsonSchema } from 'rxdb';
import type { OrderDocument } from '../../domain/orders';
import { ordersJsonSchema } from './collection-schemas.generated';
import { toRxJsonSchema } from './rx-json-schema';

/** An order as stored locally: the wire document (src/domain/orders/documents.ts) without `_deleted`. */
export type OrderDocType = OrderDocument;

/**
 * The `orders` collection (#8 of docs/decisions/0007-collection-budget.md): the requests of the user's
 * projects and, for an owner, the orders of their tracks, each with its lines and proposal. Pull-only:
 * requests, proposals and answers are REST commands. Indexed for the owner's queue (by owner, newest
 * first) and a project's requests.
 */
export const ordersSchema: RxJsonSchema<OrderDocType> = toRxJsonSchema(ordersJsonSchema);
