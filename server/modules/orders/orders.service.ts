import type { OrderApi, RequestLineApi } from '../../../src/domain/api/orders';
import type { ListPage } from '../../../src/domain/catalog';
import { translate, type MessageKey } from '../../../src/domain/messages';
import type { NotificationSubType } from '../../../src/domain/notifications';
import {
  apiTerms,
  approve,
  declineLines,
  isDeclinedLine,
  entryStatusOf,
  proposalChange,
  propose,
  ownerReject,
  reject,
  storedTerms,
  type Approve,
  type CreateOrder,
  type DeclineLines,
  type DecisionError,
  type LineStatus,
  type OrderListQuery,
  type OrderStatus,
  type Propose,
  type ProposalLineState,
  type Reject,
  type RequestOwnerQuery,
} from '../../../src/domain/orders';
import { can, episodeRequired, type EntryStatus, type ProjectRole } from '../../../src/domain/projects';
import type { OrderLineRow, OrderRow } from '../../db/schema/orders';
import type { Store } from '../../db/transaction';
import { AppError } from '../../http/errors';
import { syncHintEffect, type Effect } from '../../outbox/effects';
import type { OutboxRepository } from '../../outbox/outbox.repository';
import type { SessionUser } from '../auth/session';
import { notificationEffect } from '../notifications/index';
import { requireRight, settleProject, type ProjectsRepository } from '../projects/index';
import { orderAudience, toOrderApi, toOrderLine } from './orders.collection';
import type { OrdersRepository } from './orders.repository';

export interface OrdersPorts {
  projects: ProjectsRepository;
  orders: OrdersRepository;
  outbox: Pick<OutboxRepository, 'add'>;
}

export interface OrdersContext extends Store<OrdersPorts> {
  now: () => Date;
  /** The configured VAT rate (%), kept on each order when it is requested and when proposed. */
  vatPercent: number;
}

/** Entry statuses a request may take: before a request, or answered by a rejection (re-requested). */
const requestable: ReadonlySet<EntryStatus> = new Set(['edits', 'not_requested', 'rejected']);

const decisionStatus: Record<DecisionError, 'VALIDATION' | 'CONFLICT'> = {
  'orders.notPending': 'CONFLICT',
  'orders.lineNotFound': 'VALIDATION',
  'validation.zeroPrice': 'VALIDATION',
  'validation.selectTrack': 'VALIDATION',
};

const lineState = (line: OrderLineRow): ProposalLineState => ({
  entryId: line.entryId ?? line.id,
  price: line.price,
  noVat: line.noVat,
  share: line.share,
  comment: line.comment,
  status: line.status as LineStatus,
});

/**
 * Requests and proposals (docs/licensing.md §3, §4). A request makes one order per owner of the entries'
 * tracks; the owner proposes; the team approves all or some lines, or rejects. Each command writes the
 * entries' statuses (and so the project's, `settleProject`), rewrites the replicated order, hints its
 * audience, records the project's activity (the red dot) and notifies the other side, in one transaction.
 */
export function ordersService(context: OrdersContext) {
  const notice = (
    userId: string,
    subType: NotificationSubType,
    key: MessageKey,
    objectId: string,
    params: Record<string, string | number>,
  ): Effect => ({
    kind: 'notification',
    payload: notificationEffect(
      userId,
      { type: 'Proposal', subType, message: translate('en', key, params), objectId },
      context.now(),
    ),
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
   * Ends a command on an order: the entries it holds take `statuses`, the project settles (its status,
   * its workspaces' copies), the order's copy is rewritten and its audience hinted, with `effects`.
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
    for (const entry of held)
      await repos.projects.updateEntries([entry.id], { status: entryStatuses.get(entry.id)! });
    await settleProject(repos, order.projectId, {
      workspaceIds: [...new Set(held.map((entry) => entry.workspaceId))],
    });
    const fresh = await repos.orders.refresh(order.id);
    await repos.outbox.add([
      syncHintEffect({ userIds: orderAudience(fresh), collection: 'orders', seq: fresh.seq }),
      ...effects,
    ]);
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

  return {
    /**
     * `POST /api/order/create`: one order per owner of the entries' tracks. Needs the request right and an
     * episode; the entries must be the project's and requestable (not requested yet, or rejected).
     */
    async create(user: SessionUser, input: CreateOrder): Promise<OrderApi[]> {
      const { project } = await requireRight(context, user.id, input.projectId, 'request');
      const needsEpisode = episodeRequired(project.episodes.length, 'request');
      if (needsEpisode) throw new AppError('BAD_REQUEST', needsEpisode);
      return context.withTransaction(async (repos) => {
        const entries = await repos.orders.requestableEntries(input.entryIds);
        if (
          entries.length !== input.entryIds.length ||
          entries.some((entry) => entry.projectId !== project.id)
        )
          throw new AppError('VALIDATION', 'projects.entryNotFound');
        if (entries.some((entry) => !requestable.has(entry.status as EntryStatus)))
          throw new AppError('CONFLICT', 'orders.entryUnavailable');
        const byOwner = new Map<string, typeof entries>();
        for (const entryId of input.entryIds) {
          const entry = entries.find((candidate) => candidate.id === entryId)!;
          byOwner.set(entry.ownerId, [...(byOwner.get(entry.ownerId) ?? []), entry]);
        }
        const made: OrderRow[] = [];
        for (const [ownerId, owned] of byOwner) {
          const order = await repos.orders.insert({
            projectId: project.id,
            ownerId,
            customerId: user.id,
            terms: storedTerms(input.terms),
            legalEntityId: input.legalEntityId,
            budget: input.budget,
            comment: input.comment,
            vatPercent: context.vatPercent,
          });
          await repos.orders.insertLines(
            owned.map((entry, position) => ({
              orderId: order.id,
              ownerId,
              entryId: entry.id,
              workspaceId: entry.workspaceId,
              trackId: entry.trackId,
              position,
            })),
          );
          const ids = owned.map((entry) => entry.id);
          await repos.projects.updateEntries(ids, { status: 'requested', orderId: order.id });
          await repos.projects.recordActivity({
            projectId: project.id,
            userId: user.id,
            action: 'order.create',
            objectId: order.id,
            details: { entryIds: ids, ownerId },
          });
          const fresh = await repos.orders.refresh(order.id);
          await repos.outbox.add([
            syncHintEffect({ userIds: orderAudience(fresh), collection: 'orders', seq: fresh.seq }),
            notice(ownerId, 'Change Project', 'orders.newRequest', project.id, {
              name: project.name,
              count: ids.length,
            }),
          ]);
          made.push(fresh);
        }
        await settleProject(repos, project.id, {
          workspaceIds: [...new Set(entries.map((entry) => entry.workspaceId))],
        });
        return made.map(toOrderApi);
      });
    },

    /** `GET /api/order/info`: the orders of the caller's projects (as a member), newest first. */
    async list(user: SessionUser, query: OrderListQuery): Promise<ListPage<OrderApi>> {
      const { rows, total } = await context.orders.memberPage(user.id, query);
      return { data: rows.map(toOrderApi), page: query.page, limit: query.limit, total };
    },

    /** `GET /api/order/info-order/{id}`: for its owner and the project's members; 404 for anyone else. */
    async detail(user: SessionUser, id: string): Promise<OrderApi> {
      const order = await context.orders.find(id);
      await standing(context, order, user.id);
      return toOrderApi(order!);
    },

    /** `GET /api/project/request-owner`: the caller's order lines as an owner, filtered, newest first. */
    async requestQueue(user: SessionUser, query: RequestOwnerQuery): Promise<ListPage<RequestLineApi>> {
      const { rows, total } = await context.orders.queuePage(user.id, query);
      const data = rows.map(({ order, lineId }) => {
        const stored = order.lines.find((line) => line.id === lineId)!;
        const line = toOrderLine(stored, order.vatPercent);
        return {
          _id: line.id,
          order: {
            _id: order.id,
            status: order.status as OrderStatus,
            version: order.version,
            vatPercent: order.vatPercent,
            comment: order.comment,
            proposalComment: order.proposalComment,
            rejectReason: order.rejectReason,
            budget: order.budget,
            createdAt: order.createdAt.toISOString(),
          },
          entry: {
            _id: line.entryId,
            workspaceId: line.workspaceId,
            episodeNumber: line.episodeNumber,
            timeIn: line.timeIn,
            timeOut: line.timeOut,
            usageType: line.usageType,
          },
          track: { _id: line.trackId, title: line.trackTitle, artistName: line.artistName },
          project: { _id: order.projectId, name: order.projectName },
          customer: { _id: order.customerId, name: order.customerName },
          terms: apiTerms(order.terms),
          proposal: {
            price: line.price,
            noVat: line.noVat,
            priceWithVat: line.priceWithVat,
            share: line.share,
            comment: line.comment,
            status: line.status,
          },
        };
      });
      return { data, page: query.page, limit: query.limit, total };
    },

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
        const order = await decide(repos, user, orderId, input.version);
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
        const order = await decide(repos, user, orderId, input.version);
        const outcome = reject(order.status as OrderStatus);
        if (!outcome.ok) throw new AppError(decisionStatus[outcome.error], outcome.error);
        await repos.orders.updateLines(order.id, { status: 'rejected' });
        await repos.orders.update(order.id, {
          status: outcome.status,
          rejectReason: input.reason,
          version: order.version + 1,
        });
        const lines = await repos.orders.lines(order.id);
        const entryIds = lines.flatMap((line) => (line.entryId ? [line.entryId] : []));
        await repos.projects.recordActivity({
          projectId: order.projectId,
          userId: user.id,
          action: 'order.reject',
          objectId: order.id,
          details: { entryIds },
        });
        const statuses = new Map(entryIds.map((id) => [id, 'rejected' as EntryStatus]));
        const effects = [
          notice(order.ownerId, 'Change Proposal Status', 'orders.rejected', order.id, {
            name: order.projectName,
            reason: input.reason,
          }),
        ];
        return toOrderApi(await settleOrder(repos, order, statuses, effects));
      });
    },

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

  /** The owner declines their order: requested or pending → rejected, its lines and entries rejected. */
  async function declineAsOwner(repos: OrdersPorts, user: SessionUser, order: OrderRow, input: Reject) {
    await closedCheck(repos, order);
    checkVersion(order, input.version);
    const outcome = ownerReject(order.status as OrderStatus);
    if (!outcome.ok) throw new AppError('CONFLICT', outcome.error);
    await repos.orders.updateLines(order.id, { status: 'rejected' });
    await repos.orders.update(order.id, {
      status: outcome.status,
      rejectReason: input.reason,
      version: order.version + 1,
    });
    const lines = await repos.orders.lines(order.id);
    const entryIds = lines.flatMap((line) => (line.entryId ? [line.entryId] : []));
    await repos.projects.recordActivity({
      projectId: order.projectId,
      userId: user.id,
      action: 'order.reject',
      objectId: order.id,
      details: { entryIds, by: 'owner' },
    });
    const statuses = new Map(entryIds.map((id) => [id, 'rejected' as EntryStatus]));
    const effects = order.memberIds
      .filter((userId) => userId !== user.id)
      .map((userId) =>
        notice(userId, 'Change Proposal Status', 'orders.ownerRejected', order.id, {
          name: order.projectName,
          reason: input.reason,
        }),
      );
    return settleOrder(repos, order, statuses, effects);
  }

  /**
   * The order, locked, for the team's answer: a member with the request right who is not its owner, an
   * open project with an episode, the version the answer was based on.
   */
  async function decide(repos: OrdersPorts, user: SessionUser, orderId: string, version: number | undefined) {
    const order = await repos.orders.lock(orderId);
    const { owner, role } = await standing(repos, order, user.id);
    // The owner answers with proposals; approving one's own is the team's, even for an owner in the team.
    if (owner || !can(role, 'request')) throw new AppError('FORBIDDEN');
    const project = await closedCheck(repos, order!);
    const needsEpisode = episodeRequired(project.episodes.length, 'request');
    if (needsEpisode) throw new AppError('BAD_REQUEST', needsEpisode);
    checkVersion(order!, version);
    return order!;
  }
}

export type OrdersService = ReturnType<typeof ordersService>;
