import { eq, or } from 'drizzle-orm';
import type { TaskStatus, TaskWireDocument } from '../../../src/domain/tasks';
import { tasks, type TaskRow } from '../../db/schema/tasks';
import { defineReplicatedCollection } from '../../sync/registry';

export function toTaskDocument(row: TaskRow): TaskWireDocument {
  return {
    id: row.id,
    customerId: row.customerId,
    customerName: row.customerName,
    ownerId: row.ownerId,
    ownerName: row.ownerName,
    artistName: row.artistName,
    projectId: row.projectId,
    projectName: row.projectName,
    title: row.title,
    referenceUrl: row.referenceUrl,
    trackNumber: row.trackNumber,
    tracksCount: row.tracksCount,
    targetTimeline: row.targetTimeline,
    completionDate: row.completionDate,
    comment: row.comment,
    status: row.status as TaskStatus,
    deliveries: row.deliveries,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    seq: row.seq,
    _deleted: row.deleted,
  };
}

/**
 * The `tasks` collection (docs/decisions/0007, #9): the composer orders the user placed or received.
 * Pull-only: every change is a command (`/api/task/*`), which hints both parties.
 */
export const tasksCollection = defineReplicatedCollection<TaskRow>({
  name: 'tasks',
  table: tasks,
  visibleTo: (userId) => or(eq(tasks.customerId, userId), eq(tasks.ownerId, userId))!,
  toDocument: (row) => ({ ...toTaskDocument(row) }),
  pullOnly: true,
  audience: (row) => [row.customerId, row.ownerId],
});
