import type * as OrderOperations from '../../domain/api/orders';
import type * as ActivityOperations from '../../domain/api/projects-activity';
import type { JsonOperation, OperationInput } from '../../domain/api/operation';
import type { CueDatabase } from '../../db';
import type { ApiClient } from '../api-client';
import { callOperationLocal as callOperation } from '../operation-client';
import { withOrderAnswer } from '../order-answers';

/**
 * Requests and proposals, the owner's side (docs/licensing.md §3, docs/decisions/0013-orders.md): the
 * answers reach every party through the replicated `orders` collection; a command names the order's
 * `version` it was based on and a stale one is a 409 (`current`). Each command writes the order it answers,
 * or the 409's `current`, into the local `orders` collection (`db`; order-answers.ts).
 */

/** The operations' modules (their zod schemas) load with the call, not with the screens that name them. */
const orderOperation = <Name extends keyof typeof OrderOperations>(name: Name) =>
  import('../../domain/api/orders').then((operations) => operations[name]);
const activityOperation = <Name extends keyof typeof ActivityOperations>(name: Name) =>
  import('../../domain/api/projects-activity').then((operations) => operations[name]);

type Body<Op extends JsonOperation> = OperationInput<Op> extends { body: infer B } ? B : never;
type Query<Op extends JsonOperation> = OperationInput<Op> extends { query?: infer Q } ? Q : never;

/** Sends or changes the owner's proposal for one order. */
export const proposeOrderLines = (
  api: ApiClient,
  orderId: string,
  body: Body<typeof OrderOperations.proposeOrder>,
  db?: CueDatabase | null,
) => withOrderAnswer(db, callOperation(api, orderOperation('proposeOrder'), { params: { orderId }, body }));

/** Rejects one order: the team's answer to a proposal, or the owner declining a request. */
export const rejectOrderLines = (
  api: ApiClient,
  orderId: string,
  body: Body<typeof OrderOperations.rejectOrder>,
  db?: CueDatabase | null,
) => withOrderAnswer(db, callOperation(api, orderOperation('rejectOrder'), { params: { orderId }, body }));

/** The owner declines some lines of an order with why; the last open lines decline the whole order. */
export const declineOrderLinesOf = (
  api: ApiClient,
  orderId: string,
  body: Body<typeof OrderOperations.declineOrderLines>,
  db?: CueDatabase | null,
) =>
  withOrderAnswer(db, callOperation(api, orderOperation('declineOrderLines'), { params: { orderId }, body }));

/** The owner's order lines as the server filters them (clients without the local database). */
export const fetchRequestQueue = (api: ApiClient, query: Query<typeof OrderOperations.requestOwner>) =>
  callOperation(api, orderOperation('requestOwner'), { query });

/** Whether others acted on my projects or my orders since I last marked them seen (the red dot). */
export const fetchProjectActivity = (api: ApiClient) =>
  callOperation(api, activityOperation('projectActivity'), { query: { scope: 'requests' } });

/** Marks orders seen by me; answers whether activity on my requests remains (the Requests dot). */
export const markOrdersSeen = (api: ApiClient, orderIds: string[]) =>
  callOperation(api, activityOperation('trackActivity'), { body: { orderIds, scope: 'requests' } });
