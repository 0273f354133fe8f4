import type { AdminNotificationInput } from '../domain/notifications';
import {
  adminTracks,
  adminUsers,
  auditLog,
  blockUser,
  changeUserRole,
  hideTrack,
  restoreTrack,
  retractSentNotification,
  sendAdminNotification,
  sentNotifications,
  systemInfo,
  unblockUser,
} from '../domain/api/admin';
import { adminCompanies, adminCompany, verifyCompany } from '../domain/api/admin-companies';
import type { ApiClient } from './api-client';
import { callOperation } from './operation-client';

/** The admin area's calls (docs/decisions/0018-admin-area.md): answers keep the API's `_id`. */
type Paging = { page: number; limit: number };
type Signal = { signal?: AbortSignal };

export const adminApi = (api: ApiClient) => ({
  users: (query: Paging & { search?: string }, options: Signal = {}) =>
    callOperation(api, adminUsers, { query }, options),
  block: (id: string, reason: string) => callOperation(api, blockUser, { params: { id }, body: { reason } }),
  unblock: (id: string) => callOperation(api, unblockUser, { params: { id } }),
  setOwner: (id: string, granted: boolean) =>
    callOperation(api, changeUserRole, { params: { id }, body: { role: 'owner', granted } }),
  tracks: (query: Paging & { search?: string; status: 'visible' | 'hidden' }, options: Signal = {}) =>
    callOperation(api, adminTracks, { query }, options),
  hide: (id: string, reason: string) => callOperation(api, hideTrack, { params: { id }, body: { reason } }),
  restore: (id: string) => callOperation(api, restoreTrack, { params: { id } }),
  send: (body: AdminNotificationInput) => callOperation(api, sendAdminNotification, { body }),
  sent: (query: Paging, options: Signal = {}) => callOperation(api, sentNotifications, { query }, options),
  retract: (id: string) => callOperation(api, retractSentNotification, { params: { id } }),
  system: (options: Signal = {}) => callOperation(api, systemInfo, {}, options),
  audit: (query: Paging, options: Signal = {}) => callOperation(api, auditLog, { query }, options),
  companies: (query: Paging & { search?: string }, options: Signal = {}) =>
    callOperation(api, adminCompanies, { query }, options),
  company: (id: string, options: Signal = {}) =>
    callOperation(api, adminCompany, { params: { id } }, options),
  verifyCompany: (id: string, verified: boolean) =>
    callOperation(api, verifyCompany, { params: { id }, body: { verified } }),
});

export type AdminApi = ReturnType<typeof adminApi>;
