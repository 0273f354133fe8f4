import { z } from 'zod';
import { isCalendarDay } from '../calendar-day';
import { choice, id, optionalInteger, optionalText, requiredText } from '../projects/fields';
import {
  taskStatuses,
  taskParties,
  taskTabs,
  TASK_TITLE_MAX,
  TASK_URL_MAX,
  TASK_TEXT_MAX,
  TASK_COMMENT_MAX,
  TASK_TRACKS_MAX,
  TASK_TRACK_NUMBER_MAX,
} from './rules';

export * from './rules';

/**
 * Composer orders, "tasks" (docs/licensing.md §3, docs/product.md §3 "Composer request", §4 "Task"): a
 * customer commissions new music from an owner, the owner accepts or declines, works on it (pausing and
 * resuming), delivers tracks into it and completes it. The state machine, who may move it, the form and
 * the replicated `tasks` document (docs/decisions/0007-collection-budget.md, #9) live here.
 */

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
  .refine((value) => value === '' || isCalendarDay(value), { message: 'validation.date' })
  .nullish()
  .transform((value) => (value ? value : null));

/** The composer request form (docs/product.md §3): title, reference URL, track number, tracks count, … */
export const taskFieldsSchema = z.object({
  ownerId: id,
  /** The artist chosen on their page, whom the owner represents (the card names them as the composer). */
  artistId: id.nullish().transform((value) => value ?? null),
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
  /** The artist commissioned, when the customer chose one; older orders have none. */
  artistName: z.string().max(300).nullable().optional(),
  projectId: documentId.nullable(),
  /** The project's name when ordered (the owner is no member); older orders have none. */
  projectName: z.string().max(300).nullable().optional(),
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
