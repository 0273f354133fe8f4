import type { OrderApi } from '../../../src/domain/api/orders';
import {
  declineLines,
  ownerReject,
  type DeclineLines,
  type OrderStatus,
  type Reject,
} from '../../../src/domain/orders';
import type { EntryStatus } from '../../../src/domain/projects';
import type { OrderRow } from '../../db/schema/orders';
import { AppError } from '../../http/errors';
import type { SessionUser } from '../auth/index';
import { toOrderApi } from './orders.collection';
import { lineState, type OrderSteps, type OrdersContext, type OrdersPorts } from './order-steps';

/**
 * The owner's declines (docs/decisions/0013-orders.md): the whole order while it is requested or pending,
 * or some lines of an open order; the team is notified.
 */
export function ownerDeclines(context: OrdersContext, steps: OrderSteps) {
  const { notice, standing, checkVersion, closedCheck, settleOrder, rejectWhole } = steps;

  /** The owner declines their order: requested or pending → rejected, its lines and entries rejected. */
  async function declineAsOwner(repos: OrdersPorts, user: SessionUser, order: OrderRow, input: Reject) {
    await closedCheck(repos, order);
    checkVersion(order, input.version);
    const outcome = ownerReject(order.status as OrderStatus);
    if (!outcome.ok) throw new AppError('CONFLICT', outcome.error);
    return rejectWhole(repos, user, order, {
      reason: input.reason,
      recipients: order.memberIds.filter((userId) => userId !== user.id),
      key: 'orders.ownerRejected',
      details: { by: 'owner' },
    });
  }

  return {
    declineAsOwner,

    /**
     * `PATCH /api/order/decline-lines/{orderId}` (the order's owner): some lines of an open order declined
     * with why (the reason is their comment), their entries rejected; the last open lines decline the order.
     */
    async declineLines(user: SessionUser, orderId: string, input: DeclineLines): Promise<OrderApi> {
      return context.withTransaction(async (repos) => {
        const order = await repos.orders.lock(orderId);
        const { owner } = await standing(repos, order, user.id);
        if (!owner) throw new AppError('FORBIDDEN');
        await closedCheck(repos, order!);
        checkVersion(order!, input.version);
        const lines = await repos.orders.lines(order!.id);
        const outcome = declineLines(order!.status as OrderStatus, lines.map(lineState), input.entryIds);
        if (!outcome.ok)
          throw new AppError(outcome.error === 'orders.notOpen' ? 'CONFLICT' : 'VALIDATION', outcome.error);
        const declined = new Set(outcome.declined);
        for (const line of lines)
          if (declined.has(lineState(line).entryId))
            await repos.orders.updateLine(line.id, { status: 'rejected', comment: input.reason });
        await repos.orders.update(order!.id, {
          status: outcome.status,
          ...(outcome.wholeOrder ? { rejectReason: input.reason } : {}),
          version: order!.version + 1,
        });
        await repos.projects.recordActivity({
          projectId: order!.projectId,
          userId: user.id,
          action: 'order.declineLines',
          objectId: order!.id,
          details: { entryIds: outcome.declined, by: 'owner' },
        });
        const statuses = new Map(outcome.declined.map((id) => [id, 'rejected' as EntryStatus]));
        const params = { name: order!.projectName, reason: input.reason, count: outcome.declined.length };
        const effects = order!.memberIds
          .filter((userId) => userId !== user.id)
          .map((userId) =>
            outcome.wholeOrder
              ? notice(userId, 'Change Proposal Status', 'orders.ownerRejected', order!.id, params)
              : notice(userId, 'Change Proposal Status', 'orders.ownerDeclinedLines', order!.id, params),
          );
        return toOrderApi(await settleOrder(repos, order!, statuses, effects));
      });
    },
  };
}

export type OwnerDeclines = ReturnType<typeof ownerDeclines>;
