import type { FastifyInstance } from 'fastify';
import {
  approveOrder,
  createOrder,
  declineOrderLines,
  orderConflictSchema,
  orderInfo,
  orderList,
  proposeOrder,
  rejectOrder,
  requestOwner,
} from '../../../src/domain/api/orders';
import { operationRoute } from '../../http/operation';
import { errorResponses as errors } from '../../http/schemas';
import { requireUser } from '../auth/index';
import type { OrdersService } from './orders.service';

/**
 * docs/licensing.md §3: requests, the owner's queue and proposals, the team's answers. Every route
 * validates with its operation's schemas and calls one service function, which checks the caller's
 * standing: the order's owner or a project member (anyone else 404), with the right for the command (403).
 */
export async function ordersRoutes(app: FastifyInstance, { orders }: { orders: OrdersService }) {
  const tags = ['orders'];
  const answer = { tags, errors: { ...errors(400, 401, 403, 404), 409: orderConflictSchema } };

  operationRoute(
    app,
    createOrder,
    { tags, errors: errors(400, 401, 403, 404, 409), status: 201 },
    async (request, reply) =>
      reply.status(201).send(await orders.create(requireUser(request), request.body!)),
  );
  operationRoute(app, orderList, { tags, errors: errors(400, 401) }, async (request) =>
    orders.list(requireUser(request), request.query),
  );
  operationRoute(app, orderInfo, { tags, errors: errors(400, 401, 404) }, async (request) =>
    orders.detail(requireUser(request), request.params.id),
  );
  operationRoute(app, requestOwner, { tags, errors: errors(400, 401) }, async (request) =>
    orders.requestQueue(requireUser(request), request.query),
  );
  operationRoute(app, proposeOrder, answer, async (request) =>
    orders.propose(requireUser(request), request.params.orderId, request.body!),
  );
  operationRoute(app, approveOrder, answer, async (request) =>
    orders.approve(requireUser(request), request.params.orderId, request.body!),
  );
  operationRoute(app, rejectOrder, answer, async (request) =>
    orders.reject(requireUser(request), request.params.orderId, request.body!),
  );
  operationRoute(app, declineOrderLines, answer, async (request) =>
    orders.declineLines(requireUser(request), request.params.orderId, request.body!),
  );
}
