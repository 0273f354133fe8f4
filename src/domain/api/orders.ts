import { z } from 'zod';
import { listPageSchema } from '../catalog';
import {
  approveSchema,
  createOrderSchema,
  lineStatuses,
  orderDocumentSchema,
  orderLineSchema,
  orderListQuerySchema,
  orderStatuses,
  proposeSchema,
  rejectSchema,
  declineLinesSchema,
  requestOwnerQuerySchema,
  WORLD,
  MANY,
} from '../orders';
import { media } from '../projects/enums';
import { defineOperation } from './operation';

/**
 * Requests and proposals (docs/licensing.md §3; docs/product.md §7 `request-owner`): the team requests,
 * the owner proposes, the team approves or rejects. Answers name ids `_id`; the same orders replicate as
 * the `orders` collection. An order is one owner's part of a request: it answers with `status` (the
 * proposal's) and its lines with theirs.
 */
const pathId = z.string().max(100);
const orderParams = z.object({ orderId: pathId });

/** Terms as a request gives them: "world" or country codes; a number of uses or "many". */
export const termsApiSchema = z.object({
  media: z.array(z.enum(media)),
  territory: z.union([z.literal(WORLD), z.array(z.string())]),
  termMonths: z.number().nullable(),
  uses: z.union([z.literal(MANY), z.number()]),
});

export const orderLineApiSchema = z.object({ _id: z.string(), ...orderLineSchema.omit({ id: true }).shape });
export type OrderLineApi = z.infer<typeof orderLineApiSchema>;

/** An order without the sync fields, its lines' ids as `_id`, its terms as the request gave them. */
export const orderApiSchema = z.object({
  _id: z.string(),
  ...orderDocumentSchema.omit({ id: true, seq: true, lines: true, terms: true }).shape,
  terms: termsApiSchema,
  lines: z.array(orderLineApiSchema),
});
export type OrderApi = z.infer<typeof orderApiSchema>;

/** A 409 of a command based on another version: the order as it now is, to review and send again. */
export const orderConflictSchema = z
  .object({
    statusCode: z.number(),
    code: z.string(),
    message: z.string(),
    current: orderApiSchema.optional(),
  })
  .describe('Conflict: the order changed since the given version; `current` is its state now');

/** One line of the owner's request queue, with its entry, track, project, customer, terms and proposal. */
export const requestLineApiSchema = z.object({
  _id: z.string(),
  order: z.object({
    _id: z.string(),
    status: z.enum(orderStatuses),
    version: z.number(),
    vatPercent: z.number(),
    comment: z.string().nullable(),
    proposalComment: z.string().nullable(),
    rejectReason: z.string().nullable(),
    budget: z.number().nullable(),
    createdAt: z.string(),
  }),
  entry: z.object({
    _id: z.string().nullable(),
    workspaceId: z.string(),
    episodeNumber: z.number().nullable(),
    timeIn: z.number().nullable(),
    timeOut: z.number().nullable(),
    usageType: z.string().nullable(),
  }),
  track: z.object({ _id: z.string(), title: z.string(), artistName: z.string() }),
  project: z.object({ _id: z.string(), name: z.string() }),
  customer: z.object({ _id: z.string(), name: z.string() }),
  terms: termsApiSchema,
  proposal: z.object({
    price: z.number().nullable(),
    noVat: z.boolean(),
    priceWithVat: z.number().nullable(),
    share: z.number().nullable(),
    comment: z.string().nullable(),
    status: z.enum(lineStatuses),
  }),
});
export type RequestLineApi = z.infer<typeof requestLineApiSchema>;

export const createOrder = defineOperation({
  id: 'order.create',
  summary: "Request licences for track entries: one order per owner of the entries' tracks",
  description:
    '`legalEntityId` names the customer legal entity, the customer party of every contract made from ' +
    'the order whoever formalizes it: one the caller is an active member of with the right to prepare ' +
    "documents (right 2; the main_admin holds every right). Omitted, it is the caller's own entity. " +
    'A caller without an entity gets 400 `orders.noLegalEntity`, another company 400 ' +
    '`orders.legalEntityNotYours`, a member without the right 403 `orders.noRequestRight`.',
  access: 'session',
  method: 'POST',
  path: '/order/create',
  body: createOrderSchema,
  response: z.array(orderApiSchema),
});

export const orderList = defineOperation({
  id: 'order.list',
  summary: 'List the orders of my projects',
  access: 'session',
  method: 'GET',
  path: '/order/info',
  query: orderListQuerySchema,
  response: listPageSchema(orderApiSchema),
});

export const orderInfo = defineOperation({
  id: 'order.info',
  summary: 'Get an order with its lines and proposal',
  access: 'session',
  method: 'GET',
  path: '/order/info-order/:id',
  params: z.object({ id: pathId }),
  response: orderApiSchema,
});

export const requestOwner = defineOperation({
  id: 'order.requestOwner',
  summary: 'List the order lines addressed to me as an owner (the request queue)',
  access: 'session',
  method: 'GET',
  path: '/project/request-owner',
  query: requestOwnerQuerySchema,
  response: listPageSchema(requestLineApiSchema),
});

export const proposeOrder = defineOperation({
  id: 'order.propose',
  summary: "Send or change the owner's proposal for an order",
  access: 'session',
  method: 'PATCH',
  path: '/order/propose/:orderId',
  params: orderParams,
  body: proposeSchema,
  response: orderApiSchema,
});

export const approveOrder = defineOperation({
  id: 'order.approve',
  summary: "Approve all or some lines of an order's proposal",
  access: 'session',
  method: 'PATCH',
  path: '/order/approve/:orderId',
  params: orderParams,
  body: approveSchema,
  response: orderApiSchema,
});

export const rejectOrder = defineOperation({
  id: 'order.reject',
  summary:
    "Reject an order's proposal (the team), or decline an order not yet answered by the team (its owner)",
  access: 'session',
  method: 'PATCH',
  path: '/order/reject/:orderId',
  params: orderParams,
  body: rejectSchema,
  response: orderApiSchema,
});

export const declineOrderLines = defineOperation({
  id: 'order.declineLines',
  summary: 'Decline some lines of an order not yet answered by the team (its owner), with the reason',
  access: 'session',
  method: 'PATCH',
  path: '/order/decline-lines/:orderId',
  params: orderParams,
  body: declineLinesSchema,
  response: orderApiSchema,
});
