import type { MessageKey } from '../../../src/domain/messages';
import type { NotificationSubType } from '../../../src/domain/notifications';
import type { DecisionError, LineStatus, ProposalLineState } from '../../../src/domain/orders';
import { can, episodeRequired, type EntryStatus, type ProjectRole } from '../../../src/domain/projects';
import type { OrderLineRow, OrderRow } from '../../db/schema/orders';
import type { Store } from '../../db/transaction';
import { AppError } from '../../http/errors';
import { syncHintEffect, type Effect } from '../../outbox/effects';
import type { OutboxRepository } from '../../outbox/outbox.repository';
import type { SessionUser } from '../auth/index';
import { notificationEffect } from '../notifications/index';
import { settleProject, type ProjectsRepository } from '../projects/index';
import { orderAudience, toOrderApi, toOrderDocument } from './orders.collection';
import type { OrdersRepository } from './orders.repository';

export interface OrdersPorts {
  projects: ProjectsRepository;
  orders: OrdersRepository;
  outbox: Pick<OutboxRepository, 'add'>;
}

/**
 * The port to the legal entities module the orders need: the entity a user acts for and their rights in
 * it, or null (the contracts' party directory answers it; docs/decisions/0034).
 */
export interface RequestingParties {
  forUser(
    userId: string,
  ): Promise<{ entity: { _id: string }; member: { role: string; rights: readonly number[] } } | null>;
}

export interface OrdersContext extends Store<OrdersPorts> {
  now: () => Date;
  /** The configured VAT rate (%), kept on each order when it is requested and when proposed. */
  vatPercent: number;
  /** Whose company a request may name as the customer party. */
  parties: RequestingParties;
}

export const decisionStatus: Record<DecisionError, 'VALIDATION' | 'CONFLICT'> = {
  'orders.notPending': 'CONFLICT',
  'orders.lineNotFound': 'VALIDATION',
  'validation.zeroPrice': 'VALIDATION',
  'validation.selectTrack': 'VALIDATION',
};

/**
 * The `orders` hint of a command's order, carrying the order as a pull returns it: everyone it goes to
 * sees the whole order (docs/decisions/0020-documents-in-sync-hint.md).
 */
export const orderHint = (fresh: OrderRow): Effect =>
  syncHintEffect({
    userIds: orderAudience(fresh),
    collection: 'orders',
    seq: fresh.seq,
    documents: [{ ...toOrderDocument(fresh) }],
  });

export const lineState = (line: OrderLineRow): ProposalLineState => ({
  entryId: line.entryId ?? line.id,
  price: line.price,
  noVat: line.noVat,
  share: line.share,
  comment: line.comment,
  status: line.status as LineStatus,
});

/**
 * The steps the order commands share: who the caller is to an order, the version and closed-project
 * checks, the notices, and the ending that settles the entries, the project and the replicated order.
 */
export function orderSteps(context: OrdersContext) {
  const notice = (
    userId: string,
    subType: NotificationSubType,
    key: MessageKey,
    objectId: string,
    params: Record<string, string | number>,
  ): Effect => ({
    kind: 'notification',
    payload: notificationEffect(userId, { type: 'Proposal', subType, key, params, objectId }, context.now()),
  });

  /** The caller's standing on an order: its owner, a member with a role, or nothing (404). */
  async function standing(repos: Pick<OrdersPorts, 'projects'>, order: OrderRow | undefined, userId: string) {
    if (!order) throw new AppError('NOT_FOUND');
    const role: ProjectRole | null = await repos.projects.role(order.projectId, userId);
    const owner = order.ownerId === userId;
    if (!owner && !role) throw new AppError('NOT_FOUND');
    return { owner, role };
  }

  /** A command names the version it was based on; another one is a 409 with the order as it is now. */
  function checkVersion(order: OrderRow, version: number | undefined) {
    if (version !== undefined && version !== order.version)
      throw new AppError('CONFLICT', 'orders.conflict', {}, undefined, { current: toOrderApi(order) });
  }

  async function closedCheck(repos: Pick<OrdersPorts, 'projects'>, order: OrderRow) {
    const project = await repos.projects.find(order.projectId);
    if (!project) throw new AppError('NOT_FOUND');
    if (project.closedAt) throw new AppError('FORBIDDEN', 'projects.closed');
    return project;
  }

  /**
   * Ends a command on an order: the entries it holds take `statuses` (one update per status), the order's
   * copy is rewritten, the project settles (its status, its workspaces' copies), and the order's audience
   * is hinted with `effects`, in one outbox write. The order is rewritten before the project settles, so
   * the project's pass over its orders finds this one current and leaves it alone.
   */
  async function settleOrder(
    repos: OrdersPorts,
    order: OrderRow,
    entryStatuses: Map<string, EntryStatus>,
    effects: Effect[],
  ): Promise<OrderRow> {
    const held = (await repos.projects.entriesByIds([...entryStatuses.keys()])).filter(
      (entry) => entry.orderId === order.id,
    );
    const byStatus = new Map<EntryStatus, string[]>();
    for (const entry of held) {
      const status = entryStatuses.get(entry.id)!;
      byStatus.set(status, [...(byStatus.get(status) ?? []), entry.id]);
    }
    for (const [status, ids] of byStatus) await repos.projects.updateEntries(ids, { status });
    const fresh = await repos.orders.refresh(order.id);
    await settleProject(repos, order.projectId, {
      workspaceIds: [...new Set(held.map((entry) => entry.workspaceId))],
      effects: [orderHint(fresh), ...effects],
    });
    return fresh;
  }

  const customerNotices = (
    order: OrderRow,
    actorId: string,
    subType: NotificationSubType,
    key: MessageKey,
  ): Effect[] =>
    order.memberIds
      .filter((userId) => userId !== actorId)
      .map((userId) => notice(userId, subType, key, order.id, { name: order.projectName }));

  /**
   * The order, locked (by the caller: `repos.orders.lock`), for the team's answer: a member with the
   * request right who is not its owner, an open project with an episode, the version the answer was based on.
   */
  async function decide(
    repos: OrdersPorts,
    user: SessionUser,
    order: OrderRow | undefined,
    version: number | undefined,
  ) {
    const { owner, role } = await standing(repos, order, user.id);
    // The owner answers with proposals; approving one's own is the team's, even for an owner in the team.
    if (owner || !can(role, 'request')) throw new AppError('FORBIDDEN');
    const project = await closedCheck(repos, order!);
    const needsEpisode = episodeRequired(project.episodes.length, 'request');
    if (needsEpisode) throw new AppError('BAD_REQUEST', needsEpisode);
    checkVersion(order!, version);
    return order!;
  }

  /**
   * Rejects the whole order with `reason` (the team's reject, the owner's decline): every line and its
   * entry rejected, the activity recorded with `details`, and `recipients` told why with `key`.
   */
  async function rejectWhole(
    repos: OrdersPorts,
    user: SessionUser,
    order: OrderRow,
    {
      reason,
      recipients,
      key,
      details = {},
    }: { reason: string; recipients: string[]; key: MessageKey; details?: Record<string, unknown> },
  ): Promise<OrderRow> {
    await repos.orders.updateLines(order.id, { status: 'rejected' });
    await repos.orders.update(order.id, {
      status: 'rejected',
      rejectReason: reason,
      version: order.version + 1,
    });
    const lines = await repos.orders.lines(order.id);
    const entryIds = lines.flatMap((line) => (line.entryId ? [line.entryId] : []));
    await repos.projects.recordActivity({
      projectId: order.projectId,
      userId: user.id,
      action: 'order.reject',
      objectId: order.id,
      details: { entryIds, ...details },
    });
    const statuses = new Map(entryIds.map((id) => [id, 'rejected' as EntryStatus]));
    const effects = recipients.map((userId) =>
      notice(userId, 'Change Proposal Status', key, order.id, { name: order.projectName, reason }),
    );
    return settleOrder(repos, order, statuses, effects);
  }

  return { notice, standing, checkVersion, closedCheck, settleOrder, customerNotices, decide, rejectWhole };
}

export type OrderSteps = ReturnType<typeof orderSteps>;
