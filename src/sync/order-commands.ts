import {
  approveOrder as approveOperation,
  createOrder as createOperation,
  rejectOrder as rejectOperation,
} from '../domain/api/orders';
import type { JsonOperation, OperationInput } from '../domain/api/operation';
import type { ApiClient } from './api-client';
import { isApiError } from './api-error';
import type { LocalData } from './local-data';
import { callOperationLocal as callOperation } from './operation-client';

/**
 * The team's commands on requests and proposals (docs/licensing.md §3), answering in the local form
 * (`id`). Their effect reaches every member and the owner through the replicated `orders` collection.
 */

type Body<Op extends JsonOperation> = OperationInput<Op> extends { body: infer B } ? B : never;

/** Requests licences for entries of a project: one order per owner of their tracks. */
export const requestLicences = (api: ApiClient, body: Body<typeof createOperation>) =>
  callOperation(api, createOperation, { body });

/** Approves all or some lines of a pending proposal, from the order's `version` the reviewer saw. */
export const approveProposal = (api: ApiClient, orderId: string, entryIds: string[], version?: number) =>
  callOperation(api, approveOperation, {
    params: { orderId },
    body: { entryIds, ...(version === undefined ? {} : { version }) },
  });

/** Rejects a pending proposal with the reason, from the order's `version` the reviewer saw. */
export const rejectProposal = (api: ApiClient, orderId: string, reason: string, version?: number) =>
  callOperation(api, rejectOperation, {
    params: { orderId },
    body: { reason, ...(version === undefined ? {} : { version }) },
  });

/** The local data's replications, as far as a command needs them (a test's local data may have none). */
type Replicating = { replications?: LocalData['replications'] } | null | undefined;

/**
 * Runs an order command of either side (the owner's proposal or decline, the team's answer) and pulls the
 * `orders` at once when it was answered or refused because the order had moved on (409): either way the
 * screen shows the order as the server now has it, without waiting for the sync hint. Other failures
 * change nothing on the server, so nothing is pulled.
 */
export async function settleOrderCommand<T>(local: Replicating, command: () => Promise<T>): Promise<T> {
  const pull = () => void local?.replications?.get('orders')?.state.reSync();
  try {
    const answer = await command();
    pull();
    return answer;
  } catch (error) {
    if (isApiError(error) && error.status === 409) pull();
    throw error;
  }
}
