import type { OrderApi, RequestLineApi } from '../../../src/domain/api/orders';
import { canRequestFor } from '../../../src/domain/legal-entities';
import type { ListPage } from '../../../src/domain/catalog';
import {
  apiTerms,
  splitBudget,
  storedTerms,
  type CreateOrder,
  type OrderListQuery,
  type OrderStatus,
  type RequestOwnerQuery,
} from '../../../src/domain/orders';
import { episodeRequired, type EntryStatus } from '../../../src/domain/projects';
import type { OrderRow } from '../../db/schema/orders';
import { AppError } from '../../http/errors';
import type { SessionUser } from '../auth/index';
import { requireRight, settleProject } from '../projects/index';
import { toOrderApi, toOrderLine } from './orders.collection';
import { orderHint, orderSteps, type OrdersContext } from './order-steps';
import { ownerDeclines } from './owner-declines';
import { proposalCommands } from './proposal-commands';

export type { OrdersContext, OrdersPorts } from './order-steps';

/**
 * The customer legal entity a request names (docs/licensing.md §3 "Order"): the caller's own, which they
 * may request for (right 2), whether named or omitted. Someone else's company is refused like a wrong
 * field (400), a member without the right 403, a caller without a company 400 (docs/decisions/0034).
 */
function licenseeOf(context: OrdersContext) {
  return async (user: SessionUser, named: string | null): Promise<string> => {
    const membership = await context.parties.forUser(user.id);
    const own = membership?.entity._id.toLowerCase();
    if (named !== null && named.toLowerCase() !== own)
      throw new AppError(
        'VALIDATION',
        'orders.legalEntityNotYours',
        {},
        {
          legalEntityId: 'orders.legalEntityNotYours',
        },
      );
    if (!membership || !own) throw new AppError('VALIDATION', 'orders.noLegalEntity');
    if (!canRequestFor(membership.member)) throw new AppError('FORBIDDEN', 'orders.noRequestRight');
    return own;
  };
}

/** Entry statuses a request may take: before a request, or answered by a rejection (re-requested). */
const requestable: ReadonlySet<EntryStatus> = new Set(['edits', 'not_requested', 'rejected']);

/**
 * Requests and proposals (docs/licensing.md §3, §4). A request makes one order per owner of the entries'
 * tracks; the owner proposes; the team approves all or some lines, or rejects. Each command writes the
 * entries' statuses (and so the project's, `settleProject`), rewrites the replicated order, hints its
 * audience, records the project's activity (the red dot) and notifies the other side, in one transaction.
 */
export function ordersService(context: OrdersContext) {
  const steps = orderSteps(context);
  const licensee = licenseeOf(context);
  const { notice, standing } = steps;
  const declines = ownerDeclines(context, steps);

  return {
    /**
     * `POST /api/order/create`: one order per owner of the entries' tracks. Needs the request right and an
     * episode; the entries must be the project's and requestable (not requested yet, or rejected).
     */
    async create(user: SessionUser, input: CreateOrder): Promise<OrderApi[]> {
      const { project } = await requireRight(context, user.id, input.projectId, 'request');
      const needsEpisode = episodeRequired(project.episodes.length, 'request');
      if (needsEpisode) throw new AppError('BAD_REQUEST', needsEpisode);
      // Read before the transaction: the port reads through a connection of its own.
      const legalEntityId = await licensee(user, input.legalEntityId);
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
        // No owner sees the whole budget: the part for their lines, or none (issue 26 §3).
        const budgets = splitBudget(
          input.budget,
          [...byOwner.values()].map((owned) => owned.length),
          input.budgetShare,
        );
        for (const [ownerId, owned] of byOwner) {
          const order = await repos.orders.insert({
            projectId: project.id,
            ownerId,
            customerId: user.id,
            terms: storedTerms(input.terms),
            legalEntityId,
            budget: budgets[made.length] ?? null,
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
            orderHint(fresh),
            // The owner is no member of the project: the notice opens the request in their queue (issue 26 §3).
            notice(ownerId, 'Change Proposal Status', 'orders.newRequest', order.id, {
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

    ...proposalCommands(context, steps, declines),

    declineLines: declines.declineLines,
  };
}

export type OrdersService = ReturnType<typeof ordersService>;
