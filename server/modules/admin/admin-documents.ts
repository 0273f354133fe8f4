import type {
  AdminTrack,
  AdminUser,
  AuditAction,
  AuditEntry,
  SentNotification,
} from '../../../src/domain/admin';
import { isAccountRole } from '../../../src/domain/roles';
import type { AdminAuditRow } from '../../db/schema/admin';
import type { UserWithCompany } from './admin-users.repository';
import type { SentNotificationRow } from './admin-records.repository';
import type { ModeratedTrackRow } from './admin-tracks.repository';

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toAdminUser(row: UserWithCompany): AdminUser {
  return {
    _id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    roles: row.roles.filter(isAccountRole),
    status: row.blockedAt ? 'blocked' : 'active',
    blockedAt: iso(row.blockedAt),
    blockedReason: row.blockedReason,
    emailConfirmed: row.emailConfirmedAt !== null,
    company: row.company && {
      _id: row.company.id,
      name: row.company.name,
      status: row.company.status === 'pending' ? 'pending' : 'active',
    },
    createdAt: row.createdAt.toISOString(),
  };
}

export function toAdminTrack(row: ModeratedTrackRow): AdminTrack {
  return {
    _id: row.id,
    title: row.title,
    mainArtist: row.mainArtist,
    owner: { _id: row.ownerId, email: row.ownerEmail, name: row.ownerName },
    status: row.hiddenAt ? 'hidden' : 'visible',
    hiddenAt: iso(row.hiddenAt),
    hiddenReason: row.hiddenReason,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toSentNotification(row: SentNotificationRow): SentNotification {
  return {
    _id: row.id,
    type: row.type === 'News' ? 'News' : 'System',
    message: row.message,
    audience: {
      userId: row.audienceUserId,
      role: isAccountRole(row.audienceRole) ? row.audienceRole : null,
    },
    recipients: row.recipients,
    delivered: row.delivered,
    read: row.read,
    createdAt: row.createdAt.toISOString(),
    retractedAt: iso(row.retractedAt),
  };
}

export function toAuditEntry({
  audit: row,
  targetName,
}: {
  audit: AdminAuditRow;
  targetName: string | null;
}): AuditEntry {
  return {
    _id: row.id,
    admin: { _id: row.adminId, email: row.adminEmail },
    action: row.action as AuditAction,
    targetType: row.targetType,
    targetId: row.targetId,
    targetName: targetName ?? null,
    details: row.details,
    ip: row.ip,
    userAgent: row.userAgent,
    createdAt: row.createdAt.toISOString(),
  };
}
