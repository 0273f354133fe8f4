/** The composer orders' state machine, tabs and limits (./index.ts holds their zod schemas). */

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

/**
 * The notification subType of a composer order's change. docs/product.md §3 names none for tasks; its
 * action opens the recipient's composer orders, /tasks/{role} (docs/decisions/0014).
 */
export const TASK_NOTIFICATION_SUBTYPE = 'Change Task Status';
