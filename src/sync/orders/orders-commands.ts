import {
  approveOrder as approveOperation,
  createOrder as createOperation,
  rejectOrder as rejectOperation,
} from '../../domain/api/orders';
import type { JsonOperation, OperationInput } from '../../domain/api/operation';
import type { CueDatabase } from '../../db';
import type { ApiClient } from '../api-client';
import { callOperationLocal as callOperation } from '../operation-client';
import { withOrderAnswer } from '../order-answers';

/**
 * The team's commands on requests and proposals (docs/licensing.md §3), answering in the local form
 * (`id`). Each writes the orders it answers into the local `orders` collection (`db`), and a 409 the order
 * as it now is (order-answers.ts); the replicated collection brings the change to every member and the owner.
 */

type Body<Op extends JsonOperation> = OperationInput<Op> extends { body: infer B } ? B : never;

/** Requests licences for entries of a project: one order per owner of their tracks. */
export const requestLicences = (
  api: ApiClient,
  body: Body<typeof createOperation>,
  db?: CueDatabase | null,
) => withOrderAnswer(db, callOperation(api, createOperation, { body }));

/** Approves all or some lines of a pending proposal, from the order's `version` the reviewer saw. */
export const approveProposal = (
  api: ApiClient,
  orderId: string,
  entryIds: string[],
  version?: number,
  db?: CueDatabase | null,
) =>
  withOrderAnswer(
    db,
    callOperation(api, approveOperation, {
      params: { orderId },
      body: { entryIds, ...(version === undefined ? {} : { version }) },
    }),
  );

/** Rejects a pending proposal with the reason, from the order's `version` the reviewer saw. */
export const rejectProposal = (
  api: ApiClient,
  orderId: string,
  reason: string,
  version?: number,
  db?: CueDatabase | null,
) =>
  withOrderAnswer(
    db,
    callOperation(api, rejectOperation, {
      params: { orderId },
      body: { reason, ...(version === undefined ? {} : { version }) },
    }),
  );
