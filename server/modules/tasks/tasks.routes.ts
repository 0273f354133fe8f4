import type { FastifyInstance } from 'fastify';
import { changeTaskStatus, createTask, deliverTask, taskList } from '../../../src/domain/api/tasks';
import { operationRoute } from '../../http/operation';
import { errorResponses as errors } from '../../http/schemas';
import { requireRole, requireUser } from '../auth/index';
import { readTrackUpload, trackUploadDescription } from '../catalog/index';
import type { TasksService } from './tasks.service';

/** `/api/task/*` (docs/licensing.md §3 "Composer order"): each route calls one service function. */
export async function tasksRoutes(app: FastifyInstance, { tasks }: { tasks: TasksService }) {
  const tags = ['tasks'];
  operationRoute(
    app,
    createTask,
    { tags, status: 201, errors: errors(400, 401, 403, 404) },
    async (request, reply) =>
      reply.status(201).send(await tasks.create(requireRole(request, 'customer'), request.body!)),
  );
  operationRoute(app, taskList, { tags, errors: errors(400, 401) }, async (request) =>
    tasks.list(requireUser(request), request.query),
  );
  operationRoute(app, changeTaskStatus, { tags, errors: errors(400, 401, 403, 404, 409) }, async (request) =>
    tasks.changeStatus(requireUser(request), request.params.id, request.body!.status),
  );
  operationRoute(
    app,
    deliverTask,
    { tags, body: trackUploadDescription, errors: errors(400, 401, 403, 404, 409, 413, 415) },
    async (request) =>
      tasks.deliver(requireRole(request, 'owner'), request.params.id, () => readTrackUpload(request)),
  );
}
