import { z } from 'zod';
import { choice, id, optionalInteger, optionalText, requiredText } from '../projects/fields';

/**
 * Composer orders, "tasks" (docs/licensing.md §3, docs/product.md §3 "Composer request", §4 "Task"): a
 * customer commissions new music from an owner, the owner accepts or declines, works on it (pausing and
 * resuming), delivers tracks into it and completes it. The state machine, who may move it, the form and
 * the replicated `tasks` document (docs/decisions/0007-collection-budget.md, #9) live here.
 */

/**
 * `requested` waits for the owner's answer; `declined` and `cancelled` end a task that never started;
 * `paused` is shown as Archive (docs/product.md §4).
 */
export const taskStatuses = [
  'requested',
  'in_progress',
  'paused',
  'completed',
  'declined',
  'cancelled',
] as const;
export type TaskStatus = (typeof taskStatuses)[number];

/** The two sides of a task. */
export const taskParties = ['customer', 'owner'] as const;
export type TaskParty = (typeof taskParties)[number];

export const taskActions = ['accept', 'decline', 'cancel', 'pause', 'resume', 'complete'] as const;
export type TaskAction = (typeof taskActions)[number];

export interface TaskTransition {
  from: TaskStatus;
  to: TaskStatus;
  by: TaskParty;
  action: TaskAction;
}

/**
 * Every allowed move, as data. The owner accepts or declines, pauses, resumes and completes; the customer
 * may withdraw a commission the owner has not answered yet (docs/decisions/0014-composer-orders-and-chat-threads.md).
 */
export const taskTransitions: readonly TaskTransition[] = [
  { from: 'requested', to: 'in_progress', by: 'owner', action: 'accept' },
  { from: 'requested', to: 'declined', by: 'owner', action: 'decline' },
  { from: 'requested', to: 'cancelled', by: 'customer', action: 'cancel' },
  { from: 'in_progress', to: 'paused', by: 'owner', action: 'pause' },
  { from: 'paused', to: 'in_progress', by: 'owner', action: 'resume' },
  { from: 'in_progress', to: 'completed', by: 'owner', action: 'complete' },
];

export type TaskMove =
  | { ok: true; transition: TaskTransition }
  /** `status`: no such move from here (409); `party`: the move is the other side's (403). */
  | { ok: false; reason: 'status' | 'party' };

/** Whether `by` may move a task from `from` to `to`. */
export function taskMove(from: TaskStatus, to: TaskStatus, by: TaskParty): TaskMove {
  const moves = taskTransitions.filter((move) => move.from === from && move.to === to);
  if (moves.length === 0) return { ok: false, reason: 'status' };
  const transition = moves.find((move) => move.by === by);
  return transition ? { ok: true, transition } : { ok: false, reason: 'party' };
}

/** The statuses `by` may move a task to from `from`. */
export const nextTaskStatuses = (from: TaskStatus, by: TaskParty): TaskStatus[] =>
  taskTransitions.filter((move) => move.from === from && move.by === by).map((move) => move.to);

/** Tracks are delivered into a task the owner is working on. */
export const mayDeliver = (status: TaskStatus): boolean => status === 'in_progress';

/** The tabs of /tasks/{role} (docs/product.md §4 "Task"): In progress, Archive (paused), Completed. */
export const taskTabs = ['in_progress', 'archive', 'completed'] as const;
export type TaskTab = (typeof taskTabs)[number];

/** The tab a task shows in: waiting and running ones in In progress; paused, declined, cancelled in Archive. */
export function taskTab(status: TaskStatus): TaskTab {
  if (status === 'requested' || status === 'in_progress') return 'in_progress';
  if (status === 'completed') return 'completed';
  return 'archive';
}

export const TASK_TITLE_MAX = 200;
export const TASK_URL_MAX = 2000;
export const TASK_TEXT_MAX = 200;
export const TASK_COMMENT_MAX = 2000;
export const TASK_TRACKS_MAX = 100;
export const TASK_TRACK_NUMBER_MAX = 10_000;

/** http or https with a host (docs/product.md §5 "Enter a valid URL"). */
const URL_PATTERN = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

const referenceUrl = z
  .string({ message: 'validation.invalidUrl' })
  .trim()
  .max(TASK_URL_MAX, { message: 'validation.tooLong' })
  .refine((value) => value === '' || URL_PATTERN.test(value), { message: 'validation.invalidUrl' })
  .nullish()
  .transform((value) => (value ? value : null));

const completionDate = z
  .string({ message: 'validation.date' })
  .trim()
  .refine(
    (value) =>
      value === '' || (/^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))),
    { message: 'validation.date' },
  )
  .nullish()
  .transform((value) => (value ? value : null));

/** The composer request form (docs/product.md §3): title, reference URL, track number, tracks count, … */
export const taskFieldsSchema = z.object({
  ownerId: id,
  projectId: id.nullish().transform((value) => value ?? null),
  title: requiredText(TASK_TITLE_MAX),
  referenceUrl,
  trackNumber: optionalInteger(1, TASK_TRACK_NUMBER_MAX),
  tracksCount: optionalInteger(1, TASK_TRACKS_MAX).transform((value) => value ?? 1),
  targetTimeline: optionalText(TASK_TEXT_MAX),
  completionDate,
  comment: optionalText(TASK_COMMENT_MAX),
});
export type TaskFields = z.output<typeof taskFieldsSchema>;
export type TaskFieldsInput = z.input<typeof taskFieldsSchema>;

/** `PATCH /api/task/change-status/{id}`. */
export const taskStatusChangeSchema = z.object({ status: choice(taskStatuses) });

/** `GET /api/task/info`: the caller's tasks as customer, as owner, or both; by status or tab. */
export const taskListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  role: z.enum(taskParties, { message: 'validation.unknownOption' }).optional(),
  status: z.enum(taskStatuses, { message: 'validation.unknownOption' }).optional(),
  tab: z.enum(taskTabs, { message: 'validation.unknownOption' }).optional(),
});
export type TaskListQuery = z.output<typeof taskListQuerySchema>;

const documentId = z.string().max(64);
const timestamp = z.string().meta({ format: 'date-time' });
const indexedTimestamp = z.string().max(40).meta({ format: 'date-time' });

/** A track the owner delivered into the task (uploaded through the catalogue's path). */
export const taskDeliverySchema = z.object({
  trackId: documentId,
  title: z.string().max(300),
  deliveredAt: timestamp,
});
export type TaskDelivery = z.infer<typeof taskDeliverySchema>;

/** A task as the `tasks` collection keeps it: pulled by both parties; changes are commands. */
export const taskDocumentSchema = z.object({
  id: documentId,
  customerId: documentId,
  customerName: z.string().max(300),
  ownerId: documentId,
  ownerName: z.string().max(300),
  projectId: documentId.nullable(),
  title: z.string().max(TASK_TITLE_MAX),
  referenceUrl: z.string().max(TASK_URL_MAX).nullable(),
  trackNumber: z.number().int().nullable(),
  tracksCount: z.number().int(),
  targetTimeline: z.string().max(TASK_TEXT_MAX).nullable(),
  completionDate: z.string().max(10).nullable(),
  comment: z.string().max(TASK_COMMENT_MAX).nullable(),
  status: z.enum(taskStatuses),
  deliveries: z.array(taskDeliverySchema).max(1000),
  createdAt: indexedTimestamp,
  updatedAt: timestamp,
  seq: z.number().min(0),
});
export type TaskDocument = z.infer<typeof taskDocumentSchema>;
export type TaskWireDocument = TaskDocument & { _deleted: boolean };

/** A task in the API's answers: the document without the sync fields, its id as `_id`. */
export const taskApiSchema = z.object({
  _id: z.string(),
  ...taskDocumentSchema.omit({ id: true, seq: true }).shape,
});
export type TaskApi = z.infer<typeof taskApiSchema>;

/**
 * The notification subType of a composer order's change. docs/product.md §3 names none for tasks; its
 * action opens the recipient's composer orders, /tasks/{role} (docs/decisions/0014).
 */
export const TASK_NOTIFICATION_SUBTYPE = 'Change Task Status';
