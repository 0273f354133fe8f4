import { toLocalIds } from '../domain/api-ids';
import type { JsonOperation, OperationInput } from '../domain/api/operation';
import { changeTaskStatus, createTask as createTaskOperation, deliverTask } from '../domain/api/tasks';
import type { TaskStatus } from '../domain/tasks';
import type { ApiClient } from './api-client';
import { callOperationLocal as callOperation } from './operation-client';
import { sendMultipart, type MultipartOptions } from './owner-catalog-api';

/**
 * Composer orders' commands (docs/licensing.md §3), answering in the local form. Their effect reaches both
 * parties through the replicated `tasks` collection.
 */

type Body<Op extends JsonOperation> = OperationInput<Op> extends { body: infer B } ? B : never;

export const createTask = (api: ApiClient, body: Body<typeof createTaskOperation>) =>
  callOperation(api, createTaskOperation, { body });

export const moveTask = (api: ApiClient, id: string, status: TaskStatus) =>
  callOperation(api, changeTaskStatus, { params: { id }, body: { status } });

/**
 * `POST /api/task/deliver/{id}`: the track upload form (as `track/create`) with its files and progress; the
 * new track becomes the order's delivery. Resolves with the order.
 */
export const deliverTrack = (id: string, data: FormData, options: MultipartOptions) =>
  sendMultipart(deliverTask, { id }, data, options).then(toLocalIds);
