import type { OrderApi } from '../../../src/domain/api/orders';
import type { MessageKey } from '../../../src/domain/messages';
import {
  approve,
  entryStatusOf,
  isDeclinedLine,
  proposalChange,
  propose,
  proposalTotals,
  reject,
  totalsFit,
  type Approve,
  type OrderStatus,
  type Propose,
  type Reject,
} from '../../../src/domain/orders';
import type { EntryStatus } from '../../../src/domain/projects';
import { AppError } from '../../http/errors';
import type { SessionUser } from '../auth/index';
import { toOrderApi } from './orders.collection';
import { decisionStatus, lineState, type OrderSteps, type OrdersContext } from './order-steps';
import type { OwnerDeclines } from './owner-declines';

/**
 * The proposal commands (docs/licensing.md §3, §4): the owner proposes; the team approves all or some
 * lines, or rejects (a reject by the order's owner is their decline).
 */
export function proposalCommands(
  context: OrdersContext,
  steps: OrderSteps,
  { declineAsOwner }: Pick<OwnerDeclines, 'declineAsOwner'>,
) {
  const { notice, standing, checkVersion, closedCheck, settleOrder, customerNotices, decide, rejectWhole } =
    steps;

  return {
    /**
     * `PATCH /api/order/propose/{orderId}` (the order's owner): prices the given lines; every line must be
     * priced. A proposal changing nothing is a no-op; one changing an approved proposal returns it to
     * pending and its entries to requested ("Change Proposal" / "Change Proposal Condition").
     */
    async propose(user: SessionUser, orderId: string, input: Propose): Promise<OrderApi> {
      return context.withTransaction(async (repos) => {
        const order = await repos.orders.lock(orderId);
        const { owner } = await standing(repos, order, user.id);
        if (!owner) throw new AppError('FORBIDDEN');
        await closedCheck(repos, order!);
        checkVersion(order!, input.version);
        // Lines the owner declined while the order was open stay declined and need no price.
        const lines = (await repos.orders.lines(order!.id)).filter(
          (line) => !isDeclinedLine(order!.status as OrderStatus, lineState(line)),
        );
        const byEntry = new Map(lines.filter((line) => line.entryId).map((line) => [line.entryId!, line]));
        const given = new Map(input.lines.map((line) => [line.entryId.toLowerCase(), line]));
        if ([...given.keys()].some((entryId) => !byEntry.has(entryId)))
          throw new AppError('VALIDATION', 'orders.lineNotFound');
        const next = lines.map((line) => {
          const change = line.entryId ? given.get(line.entryId) : undefined;
          return change
            ? {
                ...lineState(line),
                price: change.price,
                noVat: change.noVat,
                share: change.share,
                comment: change.comment,
              }
            : lineState(line);
        });
        if (next.some((line) => line.price === null || line.share === null))
          throw new AppError('VALIDATION', 'orders.priceEveryLine');
        // Each price is bounded by its schema; their sum with VAT is bounded here (docs/decisions/0036).
        if (!totalsFit(proposalTotals(next, context.vatPercent)))
          throw new AppError('VALIDATION', 'orders.totalTooLarge');
        const outcome = propose(
          order!.status as OrderStatus,
          proposalChange(lines.map(lineState), next, order!.proposalComment, input.comment),
        );
        if (!outcome) return toOrderApi(order!);
        for (const [index, line] of lines.entries()) {
          const values = next[index]!;
          await repos.orders.updateLine(line.id, {
            price: values.price,
            noVat: values.noVat,
            share: values.share,
            comment: values.comment,
            status: 'proposed',
          });
        }
        await repos.orders.update(order!.id, {
          status: outcome.status,
          proposalComment: input.comment,
          rejectReason: null,
          vatPercent: context.vatPercent,
          version: order!.version + 1,
        });
        const entryIds = lines.flatMap((line) => (line.entryId ? [line.entryId] : []));
        await repos.projects.recordActivity({
          projectId: order!.projectId,
          userId: user.id,
          action: 'order.propose',
          objectId: order!.id,
          details: { entryIds, subType: outcome.subType },
        });
        const key: MessageKey =
          outcome.subType === 'Change Proposal Status'
            ? 'orders.newProposal'
            : outcome.subType === 'Change Proposal'
              ? 'orders.changedProposal'
              : 'orders.changedCondition';
        const statuses = new Map(entryIds.map((id) => [id, 'requested' as EntryStatus]));
        return toOrderApi(
          await settleOrder(repos, order!, statuses, customerNotices(order!, user.id, outcome.subType, key)),
        );
      });
    },

    /**
     * `PATCH /api/order/approve/{orderId}` (a member with the request right): the given lines approved
     * (their entries agreed), the others rejected; all → approved, some → approved_partially.
     */
    async approve(user: SessionUser, orderId: string, input: Approve): Promise<OrderApi> {
      return context.withTransaction(async (repos) => {
        const order = await decide(repos, user, await repos.orders.lock(orderId), input.version);
        const lines = await repos.orders.lines(order.id);
        const outcome = approve(order.status as OrderStatus, lines.map(lineState), input.entryIds);
        if (!outcome.ok) throw new AppError(decisionStatus[outcome.error], outcome.error);
        const approved = new Set(outcome.approved);
        for (const line of lines)
          await repos.orders.updateLine(line.id, {
            status: approved.has(lineState(line).entryId) ? 'approved' : 'rejected',
          });
        await repos.orders.update(order.id, { status: outcome.status, version: order.version + 1 });
        await repos.projects.recordActivity({
          projectId: order.projectId,
          userId: user.id,
          action: 'order.approve',
          objectId: order.id,
          details: { entryIds: outcome.approved, rejectedIds: outcome.rejected },
        });
        const statuses = new Map<string, EntryStatus>();
        for (const line of lines)
          if (line.entryId)
            statuses.set(line.entryId, entryStatusOf(approved.has(line.entryId) ? 'approved' : 'rejected'));
        const key = outcome.status === 'approved' ? 'orders.approved' : 'orders.approvedPartially';
        const effects = [
          notice(order.ownerId, 'Change Proposal Status', key, order.id, { name: order.projectName }),
        ];
        return toOrderApi(await settleOrder(repos, order, statuses, effects));
      });
    },

    /**
     * `PATCH /api/order/reject/{orderId}`: every line rejected, with why. A member with the request right
     * (not the order's owner) rejects a pending proposal; the order's owner declines their own order while
     * it is requested or pending (docs/decisions/0013-orders.md), which notifies the team.
     */
    async reject(user: SessionUser, orderId: string, input: Reject): Promise<OrderApi> {
      return context.withTransaction(async (repos) => {
        const locked = await repos.orders.lock(orderId);
        if (locked && locked.ownerId === user.id)
          return toOrderApi(await declineAsOwner(repos, user, locked, input));
        const order = await decide(repos, user, locked, input.version);
        const outcome = reject(order.status as OrderStatus);
        if (!outcome.ok) throw new AppError(decisionStatus[outcome.error], outcome.error);
        return toOrderApi(
          await rejectWhole(repos, user, order, {
            reason: input.reason,
            recipients: [order.ownerId],
            key: 'orders.rejected',
          }),
        );
      });
    },
  };
}
