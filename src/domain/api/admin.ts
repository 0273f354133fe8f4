import { z } from 'zod';
import {
  adminPage,
  adminTrackQuerySchema,
  adminTrackSchema,
  adminUserQuerySchema,
  adminUserSchema,
  auditEntrySchema,
  pagingQuerySchema,
  reasonSchema,
  roleChangeSchema,
  sentNotificationSchema,
  systemInfoSchema,
} from '../admin';
import { adminNotificationSchema } from '../notifications';
import { adminCompanies, adminCompany, verifyCompany } from './admin-companies';
import { defineOperation } from './operation';

/** `/api/admin/*`: what only an admin may do (docs/product.md §6, docs/decisions/0018-admin-area.md). */
const idParams = z.object({ id: z.string().max(100) });

/** A System or News notification to one user, to every holder of a role, or to everyone. */
export const sendAdminNotification = defineOperation({
  id: 'admin.sendNotification',
  method: 'POST',
  path: '/admin/notifications',
  summary: 'Send a notification to users',
  access: 'session',
  body: adminNotificationSchema,
  response: z.object({ _id: z.string(), count: z.number() }),
});

/** Takes one notification back: it disappears from its reader's list. */
export const retractAdminNotification = defineOperation({
  id: 'admin.retractNotification',
  method: 'DELETE',
  path: '/admin/notifications/:id',
  summary: 'Retract a single delivered notification',
  access: 'session',
  params: idParams,
  response: z.object({ _id: z.string() }),
});

export const sentNotifications = defineOperation({
  id: 'admin.sentNotifications',
  method: 'GET',
  path: '/admin/notifications/sent',
  summary: 'Notifications sent by admins, with delivery and read counts',
  access: 'session',
  query: pagingQuerySchema,
  response: adminPage(sentNotificationSchema),
});

/** Takes a sent notification back from every recipient (a deletion in their replicas). */
export const retractSentNotification = defineOperation({
  id: 'admin.retractSentNotification',
  method: 'PATCH',
  path: '/admin/notifications/retract/:id',
  summary: 'Retract a sent notification from every recipient',
  access: 'session',
  params: idParams,
  response: sentNotificationSchema,
});

export const adminUsers = defineOperation({
  id: 'admin.users',
  method: 'GET',
  path: '/admin/users',
  summary: 'Find users by name or e-mail',
  access: 'session',
  query: adminUserQuerySchema,
  response: adminPage(adminUserSchema),
});

export const blockUser = defineOperation({
  id: 'admin.blockUser',
  method: 'PATCH',
  path: '/admin/users/block/:id',
  summary: 'Block a user: every session ends at once and logging in is refused',
  access: 'session',
  params: idParams,
  body: reasonSchema,
  response: adminUserSchema,
});

export const unblockUser = defineOperation({
  id: 'admin.unblockUser',
  method: 'PATCH',
  path: '/admin/users/unblock/:id',
  summary: 'Unblock a user',
  access: 'session',
  params: idParams,
  response: adminUserSchema,
});

export const changeUserRole = defineOperation({
  id: 'admin.changeUserRole',
  method: 'PATCH',
  path: '/admin/users/role/:id',
  summary: 'Grant or remove the owner role',
  access: 'session',
  params: idParams,
  body: roleChangeSchema,
  response: adminUserSchema,
});

export const adminTracks = defineOperation({
  id: 'admin.tracks',
  method: 'GET',
  path: '/admin/tracks',
  summary: 'Tracks for moderation, visible or hidden, by title',
  access: 'session',
  query: adminTrackQuerySchema,
  response: adminPage(adminTrackSchema),
});

export const hideTrack = defineOperation({
  id: 'admin.hideTrack',
  method: 'PATCH',
  path: '/admin/tracks/hide/:id',
  summary: 'Hide a track from the catalogue; its owner is told why',
  access: 'session',
  params: idParams,
  body: reasonSchema,
  response: adminTrackSchema,
});

export const restoreTrack = defineOperation({
  id: 'admin.restoreTrack',
  method: 'PATCH',
  path: '/admin/tracks/restore/:id',
  summary: 'Restore a hidden track',
  access: 'session',
  params: idParams,
  response: adminTrackSchema,
});

export const systemInfo = defineOperation({
  id: 'admin.system',
  method: 'GET',
  path: '/admin/system',
  summary: 'Version, uptime, database, counts, open sockets and the last errors',
  access: 'session',
  response: systemInfoSchema,
});

export const auditLog = defineOperation({
  id: 'admin.audit',
  method: 'GET',
  path: '/admin/audit',
  summary: 'The audit log of admin actions, newest first',
  access: 'session',
  query: pagingQuerySchema,
  response: adminPage(auditEntrySchema),
});

/** Every admin operation: the route table the access tests walk. */
export const adminOperations = [
  sendAdminNotification,
  retractAdminNotification,
  sentNotifications,
  retractSentNotification,
  adminUsers,
  blockUser,
  unblockUser,
  changeUserRole,
  adminTracks,
  hideTrack,
  restoreTrack,
  systemInfo,
  auditLog,
  adminCompanies,
  adminCompany,
  verifyCompany,
] as const;
