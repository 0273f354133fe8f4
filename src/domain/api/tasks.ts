import { z } from 'zod';
import { listPageSchema, trackFieldsSchema } from '../catalog';
import { taskApiSchema, taskFieldsSchema, taskListQuerySchema, taskStatusChangeSchema } from '../tasks';
import { defineOperation } from './operation';

/**
 * Composer orders (docs/licensing.md §3, docs/product.md §7 "tasks"): placed by a customer, answered and
 * worked on by the owner, tracks delivered into them. Both parties read them from the replicated
 * `tasks` collection too; every change is one of these commands.
 */
const idParams = z.object({ id: z.string().max(100) });

export const createTask = defineOperation({
  id: 'task.create',
  summary: 'Commission music from an owner (a composer order)',
  access: 'session',
  method: 'POST',
  path: '/task/create',
  body: taskFieldsSchema,
  response: taskApiSchema,
});

export const taskList = defineOperation({
  id: 'task.list',
  summary: 'List my composer orders, as customer or as owner',
  access: 'session',
  method: 'GET',
  path: '/task/info',
  query: taskListQuerySchema,
  response: listPageSchema(taskApiSchema),
});

export const changeTaskStatus = defineOperation({
  id: 'task.changeStatus',
  summary: 'Accept, decline, withdraw, pause, resume or complete a composer order',
  access: 'session',
  method: 'PATCH',
  path: '/task/change-status/:id',
  params: idParams,
  body: taskStatusChangeSchema,
  response: taskApiSchema,
});

/** The track upload form of `POST /api/track/create`: the new track is recorded as the order's delivery. */
export const deliverTask = defineOperation({
  id: 'task.deliver',
  summary: 'Deliver a track into a composer order',
  access: 'session',
  method: 'POST',
  path: '/task/deliver/:id',
  params: idParams,
  body: trackFieldsSchema,
  bodyKind: 'multipart',
  response: taskApiSchema,
});
