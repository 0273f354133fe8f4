import { randomUUID } from 'node:crypto';
import type { AdminTrackQuery, AdminUserQuery, AuditAction, SystemInfo } from '../../../src/domain/admin';
import { isUuid } from '../../../src/domain/ids';
import type { MessageKey } from '../../../src/domain/messages';
import type { AdminNotificationInput } from '../../../src/domain/notifications';
import { isAccountRole } from '../../../src/domain/roles';
import type { Store } from '../../db/transaction';
import { AppError } from '../../http/errors';
import { pageOffset } from '../../http/schemas';
import { syncHintEffect } from '../../outbox/effects';
import type { OutboxRepository } from '../../outbox/outbox.repository';
import type { createAuthRepository, SessionRegistry } from '../auth/index';
import { notificationEffect, type NotificationsRepository } from '../notifications/index';
import type { AdminCompaniesRepository } from './admin-companies.repository';
import { adminCompanyActions } from './admin-companies.service';
import type { AdminRecordsRepository } from './admin-records.repository';
import type { AdminTracksRepository } from './admin-tracks.repository';
import type { AdminUsersRepository } from './admin-users.repository';
import { toAdminTrack, toAdminUser, toAuditEntry, toSentNotification } from './admin-documents';

/** The repositories an admin action writes through, in one transaction with its audit row. */
export interface AdminPorts {
  users: AdminUsersRepository;
  tracks: AdminTracksRepository;
  records: AdminRecordsRepository;
  companies: AdminCompaniesRepository;
  notifications: Pick<NotificationsRepository, 'enqueueForAudience'>;
  auth: Pick<ReturnType<typeof createAuthRepository>, 'revokeAllForUser'>;
  outbox: Pick<OutboxRepository, 'add'>;
}

/** Who acts, and from where: the audit row's "who" and "from where". */
export interface AdminActor {
  id: string;
  ip: string | null;
  userAgent: string | null;
}

/** Runs an admin action and writes its audit row in the same transaction. */
export type Audited = <T>(
  actor: AdminActor,
  action: AuditAction,
  target: { type: string; id: string | null },
  run: (repos: AdminPorts) => Promise<{ result: T; details?: Record<string, unknown> }>,
) => Promise<T>;

export interface AdminServiceDeps {
  store: Store<AdminPorts>;
  sessions: Pick<SessionRegistry, 'revoke'>;
  realtime: {
    catalogRemoved(trackIds: string[]): void;
    catalogRestored(trackIds: string[]): void;
    openSockets(): number;
  };
  now: () => Date;
  system: {
    version: string;
    database: 'pglite' | 'postgres';
    startedAt: number;
    lastErrors(): SystemInfo['lastErrors'];
  };
}

const page = <T>(query: { page: number; limit: number }, data: T[], total: number) => ({
  data,
  page: query.page,
  limit: query.limit,
  total,
});

export function adminService(deps: AdminServiceDeps) {
  const { store, now } = deps;

  const audited: Audited = (actor, action, target, run) =>
    store.withTransaction(async (repos) => {
      const admin = await repos.users.byId(actor.id);
      const { result, details } = await run(repos);
      await repos.records.record({
        adminId: actor.id,
        adminEmail: admin?.email ?? '',
        action,
        targetType: target.type,
        targetId: target.id,
        details: details ?? {},
        ip: actor.ip,
        userAgent: actor.userAgent,
      });
      return result;
    });

  const userId = (id: string) => {
    if (!isUuid(id)) throw new AppError('USER_NOT_FOUND');
    return id;
  };
  const knownId = (id: string) => {
    if (!isUuid(id)) throw new AppError('NOT_FOUND');
    return id;
  };

  /**
   * Tells the track's owner what happened to it (an outbox effect of the change), as a catalogue key their
   * client shows in their language.
   */
  async function tellOwner(
    repos: AdminPorts,
    ownerId: string,
    key: MessageKey,
    params: Record<string, string>,
  ) {
    const notice = { type: 'System' as const, subType: 'Track Moderation', key, params };
    await repos.outbox.add([{ kind: 'notification', payload: notificationEffect(ownerId, notice, now()) }]);
  }

  return {
    ...adminCompanyActions({ store, now, audited }),

    async users(query: AdminUserQuery) {
      const { rows, total } = await store.users.page({ ...query, offset: pageOffset(query) });
      return page(query, rows.map(toAdminUser), total);
    },

    /** Blocks the user and ends every session of theirs at once (docs/decisions/0008, 0018). */
    async block(actor: AdminActor, id: string, reason: string) {
      if (userId(id) === actor.id) throw new AppError('CONFLICT', 'admin.cannotBlockSelf');
      const { row, sessions } = await audited(actor, 'user.block', { type: 'user', id }, async (repos) => {
        const blocked = await repos.users.setBlocked(id, { at: now(), reason });
        if (!blocked) throw new AppError('USER_NOT_FOUND');
        const ended = await repos.auth.revokeAllForUser(id, now());
        return {
          result: { row: blocked, sessions: ended },
          details: { reason, sessionsEnded: ended.length },
        };
      });
      deps.sessions.revoke(sessions);
      return toAdminUser(await store.users.withCompany(row));
    },

    async unblock(actor: AdminActor, id: string) {
      userId(id);
      const row = await audited(actor, 'user.unblock', { type: 'user', id }, async (repos) => {
        const unblocked = await repos.users.setBlocked(id, null);
        if (!unblocked) throw new AppError('USER_NOT_FOUND');
        return { result: unblocked };
      });
      return toAdminUser(await store.users.withCompany(row));
    },

    /** Grants or removes the owner role; the user's sessions go on and their next token carries it. */
    async changeRole(actor: AdminActor, id: string, change: { role: 'owner'; granted: boolean }) {
      userId(id);
      const row = await audited(actor, 'user.role', { type: 'user', id }, async (repos) => {
        const current = await repos.users.byId(id);
        if (!current) throw new AppError('USER_NOT_FOUND');
        const others = current.roles.filter((role) => role !== change.role);
        const roles = change.granted ? [...others, change.role] : others;
        if (roles.length === 0) roles.push('customer');
        const changed = await repos.users.setRoles(id, roles.filter(isAccountRole), now());
        return { result: changed!, details: change };
      });
      return toAdminUser(await store.users.withCompany(row));
    },

    async tracks(query: AdminTrackQuery) {
      const { rows, total } = await store.tracks.page({ ...query, offset: pageOffset(query) });
      return page(query, rows.map(toAdminTrack), total);
    },

    /** Hides a live track: a deletion for the search and every replica; the owner is told why. */
    async hide(actor: AdminActor, id: string, reason: string) {
      knownId(id);
      const row = await audited(actor, 'track.hide', { type: 'track', id }, async (repos) => {
        const hidden = await repos.tracks.hide(id, reason, now());
        if (!hidden) throw new AppError('NOT_FOUND');
        await repos.outbox.add([
          syncHintEffect({ userIds: [hidden.ownerId], collection: 'tracks', seq: hidden.seq }),
        ]);
        await tellOwner(repos, hidden.ownerId, 'admin.trackHidden', { title: hidden.title, reason });
        return { result: hidden, details: { reason, title: hidden.title, ownerId: hidden.ownerId } };
      });
      deps.realtime.catalogRemoved([row.id]);
      return toAdminTrack((await store.tracks.moderated(row.id))!);
    },

    async restore(actor: AdminActor, id: string) {
      knownId(id);
      await audited(actor, 'track.restore', { type: 'track', id }, async (repos) => {
        const restored = await repos.tracks.restore(id);
        if (!restored) throw new AppError('NOT_FOUND');
        await repos.outbox.add([
          syncHintEffect({ userIds: [restored.ownerId], collection: 'tracks', seq: restored.seq }),
        ]);
        await tellOwner(repos, restored.ownerId, 'admin.trackRestored', { title: restored.title });
        return { result: restored, details: { title: restored.title, ownerId: restored.ownerId } };
      });
      deps.realtime.catalogRestored([id]);
      return toAdminTrack((await store.tracks.moderated(id))!);
    },

    /** Sends through the notification outbox and keeps the sent notification for its history. */
    async send(actor: AdminActor, input: AdminNotificationInput) {
      const id = randomUUID();
      const count = await audited(actor, 'notification.send', { type: 'notification', id }, async (repos) => {
        await repos.records.insertBroadcast({
          id,
          adminId: actor.id,
          type: input.type,
          message: input.message,
          audienceUserId: input.userId ?? null,
          audienceRole: input.role ?? null,
          recipients: 0,
        });
        const notice = { type: input.type, subType: input.type, message: input.message, objectId: null };
        const recipients = await repos.notifications.enqueueForAudience(notice, input, id);
        await repos.records.setRecipients(id, recipients);
        return {
          result: recipients,
          details: { type: input.type, userId: input.userId, role: input.role, recipients },
        };
      });
      return { _id: id, count };
    },

    async sent(query: { page: number; limit: number }) {
      const { rows, total } = await store.records.broadcastPage({
        limit: query.limit,
        offset: pageOffset(query),
      });
      return page(query, rows.map(toSentNotification), total);
    },

    /** Retracts a sent notification from every recipient: a deletion in their replicas. */
    async retractSent(actor: AdminActor, id: string) {
      knownId(id);
      await audited(actor, 'notification.retract', { type: 'notification', id }, async (repos) => {
        const removed = await repos.records.retractBroadcast(id, now());
        if (!removed) throw new AppError('NOT_FOUND');
        if (removed.length > 0) {
          const seq = Math.max(...removed.map((row) => row.seq));
          const userIds = [...new Set(removed.map((row) => row.userId))];
          await repos.outbox.add([syncHintEffect({ userIds, collection: 'notifications', seq })]);
        }
        return { result: null, details: { removed: removed.length } };
      });
      return toSentNotification((await store.records.broadcast(id))!);
    },

    async audit(query: { page: number; limit: number }) {
      const { rows, total } = await store.records.auditPage({
        limit: query.limit,
        offset: pageOffset(query),
      });
      return page(query, rows.map(toAuditEntry), total);
    },

    async system(): Promise<SystemInfo> {
      const [users, tracks, projects] = await Promise.all([
        store.users.counts(),
        store.tracks.counts(),
        store.records.projectCount(),
      ]);
      return {
        version: deps.system.version,
        uptimeSeconds: Math.round((Date.now() - deps.system.startedAt) / 1000),
        database: deps.system.database,
        counts: { ...users, ...tracks, projects },
        openSockets: deps.realtime.openSockets(),
        lastErrors: deps.system.lastErrors(),
      };
    },
  };
}

export type AdminService = ReturnType<typeof adminService>;
