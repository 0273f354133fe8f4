import { toApiIds } from '../../../src/domain/api-ids';
import type { ListPage, TrackFields } from '../../../src/domain/catalog';
import type { MessageKey } from '../../../src/domain/messages';
import {
  mayDeliver,
  TASK_NOTIFICATION_SUBTYPE,
  taskMove,
  type TaskApi,
  type TaskFields,
  type TaskListQuery,
  type TaskParty,
  type TaskStatus,
} from '../../../src/domain/tasks';
import type { TaskRow } from '../../db/schema/tasks';
import type { Store } from '../../db/transaction';
import { AppError } from '../../http/errors';
import { pageOffset } from '../../http/schemas';
import { syncHintEffect, type Effect } from '../../outbox/effects';
import type { OutboxRepository } from '../../outbox/outbox.repository';
import type { SessionUser } from '../auth/index';
import type { CatalogService } from '../catalog/index';
import { notificationEffect } from '../notifications/index';
import { requireProjectRight, type ProjectsRepository } from '../projects/index';
import { toTaskDocument } from './tasks.collection';
import type { TasksRepository } from './tasks.repository';

export interface TasksPorts {
  tasks: TasksRepository;
  projects: ProjectsRepository;
  outbox: Pick<OutboxRepository, 'add'>;
}

export interface TasksContext extends Store<TasksPorts> {
  now: () => Date;
  catalog: Pick<CatalogService, 'createTrack'>;
}

export interface TrackUpload {
  fields: TrackFields;
  files: { audio: Uint8Array; audioWav?: Uint8Array; cover?: Uint8Array };
}

export function toTaskApi(row: TaskRow): TaskApi {
  const { seq: _seq, _deleted, ...rest } = toTaskDocument(row);
  return toApiIds(rest);
}

/** The caller's side of a task, or 404: someone else's task does not exist for them. */
function partyOf(task: TaskRow | undefined, userId: string): { task: TaskRow; party: TaskParty } {
  if (task && task.ownerId === userId) return { task, party: 'owner' };
  if (task && task.customerId === userId) return { task, party: 'customer' };
  throw new AppError('NOT_FOUND');
}

/**
 * Composer orders (docs/licensing.md §3, docs/decisions/0014): placed by a customer with an owner,
 * moved through the state machine of src/domain/tasks, tracks delivered by the owner through the
 * catalogue's upload. Each write hints both parties' `tasks` and notifies the other side.
 */
export function tasksService(context: TasksContext) {
  const notice = (
    userId: string,
    key: MessageKey,
    params: Record<string, string>,
    task: TaskRow,
  ): Effect => ({
    kind: 'notification',
    payload: notificationEffect(
      userId,
      {
        type: 'System',
        subType: TASK_NOTIFICATION_SUBTYPE,
        key,
        params,
        objectId: task.id,
      },
      context.now(),
    ),
  });
  const hint = (task: TaskRow): Effect =>
    syncHintEffect({ userIds: [task.customerId, task.ownerId], collection: 'tasks', seq: task.seq });

  return {
    /** `POST /api/task/create`: the caller, as customer, commissions music from an owner. */
    async create(user: SessionUser, fields: TaskFields): Promise<TaskApi> {
      if (fields.ownerId.toLowerCase() === user.id) throw new AppError('VALIDATION', 'tasks.selfOrder');
      const owner = await context.tasks.user(fields.ownerId);
      if (!owner || !owner.roles.includes('owner'))
        throw new AppError('NOT_FOUND', 'tasks.ownerNotFound', {}, { ownerId: 'tasks.ownerNotFound' });
      const project = fields.projectId
        ? (await requireProjectRight(context, user.id, fields.projectId, 'request')).project
        : null;
      // The artist chosen must be one the owner represents (has tracks of): else the owner is not theirs.
      const artist = fields.artistId ? await context.tasks.artistOf(fields.artistId, fields.ownerId) : null;
      if (fields.artistId && !artist)
        throw new AppError('NOT_FOUND', 'tasks.ownerNotFound', {}, { ownerId: 'tasks.ownerNotFound' });
      const customer = await context.tasks.user(user.id);
      const row = await context.withTransaction(async (repos) => {
        const task = await repos.tasks.insert({
          ...fields,
          ownerId: fields.ownerId.toLowerCase(),
          customerId: user.id,
          customerName: customer?.name ?? '',
          ownerName: owner.name,
          artistName: artist?.name ?? null,
          projectName: project?.name ?? null,
          status: 'requested',
        });
        await repos.outbox.add([
          hint(task),
          notice(task.ownerId, 'tasks.created', { title: task.title, name: task.customerName }, task),
        ]);
        return task;
      });
      return toTaskApi(row);
    },

    /** `GET /api/task/info`: the caller's tasks, newest first. */
    async list(user: SessionUser, query: TaskListQuery): Promise<ListPage<TaskApi>> {
      const { rows, total } = await context.tasks.page(user.id, query, pageOffset(query));
      return { data: rows.map(toTaskApi), page: query.page, limit: query.limit, total };
    },

    /** `PATCH /api/task/change-status/{id}`: a move of the state machine by the side it belongs to. */
    async changeStatus(user: SessionUser, id: string, status: TaskStatus): Promise<TaskApi> {
      const row = await context.withTransaction(async (repos) => {
        const { task, party } = partyOf(await repos.tasks.find(id), user.id);
        const move = taskMove(task.status as TaskStatus, status, party);
        if (!move.ok && move.reason === 'party') throw new AppError('FORBIDDEN', 'tasks.otherParty');
        if (!move.ok)
          throw new AppError('CONFLICT', 'tasks.statusNotAllowed', { from: task.status, to: status });
        const updated = await repos.tasks.setStatus(task.id, status);
        const other = party === 'owner' ? updated.customerId : updated.ownerId;
        await repos.outbox.add([
          hint(updated),
          notice(other, `tasks.${move.transition.action}`, { title: updated.title }, updated),
        ]);
        return updated;
      });
      return toTaskApi(row);
    },

    /**
     * `POST /api/task/deliver/{id}`: the owner uploads a track through the catalogue's path; the new
     * track is theirs like any other and is recorded as the task's delivery. It stays out of the catalogue,
     * readable by the order's parties and project, until its owner publishes it (docs/decisions/0061).
     */
    async deliver(user: SessionUser, id: string, upload: () => Promise<TrackUpload>): Promise<TaskApi> {
      const { task, party } = partyOf(await context.tasks.find(id), user.id);
      if (party !== 'owner') throw new AppError('FORBIDDEN', 'tasks.otherParty');
      if (!mayDeliver(task.status as TaskStatus)) throw new AppError('CONFLICT', 'tasks.notDeliverable');
      const { fields, files } = await upload();
      const track = await context.catalog.createTrack(user.id, fields, files, { unpublished: true });
      const row = await context.withTransaction(async (repos) => {
        const updated = await repos.tasks.addDelivery(task.id, track.id);
        await repos.outbox.add([
          hint(updated),
          notice(
            updated.customerId,
            'tasks.delivered',
            { title: updated.title, track: fields.title },
            updated,
          ),
        ]);
        return updated;
      });
      return toTaskApi(row);
    },
  };
}

export type TasksService = ReturnType<typeof tasksService>;
