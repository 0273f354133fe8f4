import { z } from 'zod';
import { accountRoles } from '../roles';

/** The admin area's shapes (docs/decisions/0018-admin-area.md), shared by the API and the screens. */
export const ADMIN_PAGE_MAX = 100;

const page = z.coerce.number().int().min(1).default(1);
const limit = z.coerce.number().int().min(1).max(ADMIN_PAGE_MAX).default(20);
const search = z.string().trim().max(200, 'validation.tooLong').optional();

export const adminUserQuerySchema = z.object({ search, page, limit });
export type AdminUserQuery = z.output<typeof adminUserQuerySchema>;

export const userStatuses = ['active', 'blocked'] as const;
export type UserStatus = (typeof userStatuses)[number];

export const adminUserSchema = z.object({
  _id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  roles: z.array(z.enum(accountRoles)),
  status: z.enum(userStatuses),
  blockedAt: z.string().nullable(),
  blockedReason: z.string().nullable(),
  emailConfirmed: z.boolean(),
  /** The legal entity the user belongs to, or asks to join (status pending); null when none. */
  company: z.object({ _id: z.string(), name: z.string(), status: z.enum(['active', 'pending']) }).nullable(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** Why a user is blocked or a track hidden: the user or the owner reads it. */
export const reasonSchema = z.object({
  reason: z.string().trim().min(1, 'validation.required').max(1000, 'validation.tooLong'),
});

/** Grants or removes a role an admin may change (only owner: admin is given outside the app). */
export const roleChangeSchema = z.object({ role: z.literal('owner'), granted: z.boolean() });

export const trackStatuses = ['visible', 'hidden'] as const;
export const adminTrackQuerySchema = z.object({
  search,
  status: z.enum(trackStatuses).default('visible'),
  page,
  limit,
});
export type AdminTrackQuery = z.output<typeof adminTrackQuerySchema>;

export const adminTrackSchema = z.object({
  _id: z.string(),
  title: z.string(),
  mainArtist: z.string(),
  owner: z.object({ _id: z.string(), email: z.string(), name: z.string() }),
  status: z.enum(trackStatuses),
  hiddenAt: z.string().nullable(),
  hiddenReason: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminTrack = z.infer<typeof adminTrackSchema>;

export const pagingQuerySchema = z.object({ page, limit });

export const sentNotificationSchema = z.object({
  _id: z.string(),
  type: z.enum(['System', 'News']),
  message: z.string(),
  audience: z.object({ userId: z.string().nullable(), role: z.enum(accountRoles).nullable() }),
  recipients: z.number(),
  delivered: z.number(),
  read: z.number(),
  createdAt: z.string(),
  retractedAt: z.string().nullable(),
});
export type SentNotification = z.infer<typeof sentNotificationSchema>;

export const systemErrorSchema = z.object({ at: z.string(), message: z.string() });
export const systemInfoSchema = z.object({
  version: z.string(),
  uptimeSeconds: z.number(),
  database: z.enum(['pglite', 'postgres']),
  counts: z.object({
    users: z.number(),
    blockedUsers: z.number(),
    tracks: z.number(),
    hiddenTracks: z.number(),
    projects: z.number(),
  }),
  openSockets: z.number(),
  lastErrors: z.array(systemErrorSchema),
});
export type SystemInfo = z.infer<typeof systemInfoSchema>;

export const auditActions = [
  'user.block',
  'user.unblock',
  'user.role',
  'track.hide',
  'track.restore',
  'notification.send',
  'notification.retract',
  'company.verify',
  'company.unverify',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditEntrySchema = z.object({
  _id: z.string(),
  admin: z.object({ _id: z.string(), email: z.string() }),
  action: z.enum(auditActions),
  targetType: z.string(),
  targetId: z.string().nullable(),
  /** What the target is called now (a user's name, a track's title …); null when it is gone. */
  targetName: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** A list answer: `{data, page, limit, total}`. */
export const adminPage = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), page: z.number(), limit: z.number(), total: z.number() });
