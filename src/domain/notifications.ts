import { z } from 'zod';
import { notificationTypes, NOTIFICATIONS_PAGE_SIZE } from './notification-rules';
import type { ReplicatedFields } from './sync-protocol';

export * from './notification-rules';

/**
 * The text of a notification as the server wrote it: a key of the message catalogue with its parameters
 * (the reader's client renders it in their language), `messageKey` null for an admin's free text or a
 * notification written before keys were stored, which `message` (English, or the admin's words) shows.
 */
export const notificationParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));
export type NotificationParams = z.infer<typeof notificationParamsSchema>;

/** One item of `GET /api/notifications/info`. */
export const notificationItemSchema = z.object({
  _id: z.string(),
  type: z.enum(notificationTypes),
  subType: z.string(),
  message: z.string(),
  messageKey: z.string().nullable(),
  params: notificationParamsSchema,
  objectId: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type NotificationItem = z.infer<typeof notificationItemSchema>;

export const notificationPageSchema = z.object({
  data: z.array(notificationItemSchema),
  page: z.number(),
  limit: z.number(),
  total: z.number(),
  totalUnread: z.number(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const notificationsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(NOTIFICATIONS_PAGE_SIZE),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  onlyUnread: z.enum(['true', 'false']).optional(),
});

/**
 * A notification as stored in the client's `notifications` collection (without `_deleted`); only `read`
 * may be pushed.
 */
export const notificationDocumentSchema = z.object({
  id: z.string().max(64),
  type: z.enum(notificationTypes),
  subType: z.string(),
  message: z.string(),
  messageKey: z.string().nullable(),
  params: notificationParamsSchema,
  objectId: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string().max(40).meta({ format: 'date-time' }),
  updatedAt: z.string().meta({ format: 'date-time' }),
  seq: z.number().min(0),
});
export type NotificationFields = z.infer<typeof notificationDocumentSchema>;
/** A notification as replicated into the client's `notifications` collection. */
export type NotificationDocument = NotificationFields & ReplicatedFields;

export const adminNotificationSchema = z.object({
  type: z.enum(['System', 'News']),
  message: z.string().trim().min(1, 'validation.required').max(2000, 'validation.tooLong'),
  userId: z.uuid().optional(),
  role: z.enum(['customer', 'owner', 'admin']).optional(),
});
export type AdminNotificationInput = z.infer<typeof adminNotificationSchema>;
