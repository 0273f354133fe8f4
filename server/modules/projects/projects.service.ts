import crypto from 'node:crypto';
import type { ListPage } from '../../../src/domain/catalog';
import { translate, type MessageKey } from '../../../src/domain/messages';
import {
  budgetInRange,
  type MemberChange,
  type MemberInvite,
  type ProjectChange,
  type ProjectFields,
  type ProjectListQuery,
} from '../../../src/domain/projects';
import { links } from '../../../src/domain/routes';
import { languages, type Language } from '../../../src/domain/roles';
import type { ProjectRow } from '../../db/schema/projects';
import { AppError } from '../../http/errors';
import { mailEffect, type Effect } from '../../outbox/effects';
import type { SessionUser } from '../auth/index';
import { notificationEffect } from '../notifications/index';
import {
  requireRight,
  settleProject,
  toProjectApiDocument,
  toWorkspaceApiDocument,
  type ProjectApiDocument,
  type ProjectsContext,
  type ProjectsPorts,
  type WorkspaceApiDocument,
} from './project-access';

/** docs/licensing.md §2 "Sharing": at least 128 bits; 256, the playlists' token form (SHARE_TOKEN_PATTERN). */
const SHARE_TOKEN_BYTES = 32;
const newToken = () => crypto.randomBytes(SHARE_TOKEN_BYTES).toString('base64url');

export interface ProjectDetail extends ProjectApiDocument {
  workspaces: WorkspaceApiDocument[];
}

/**
 * The project commands (docs/product.md §7 "Playlists and projects", docs/licensing.md §2): the project,
 * its members and its share link. Every write rewrites the replicated `projects` row (and, for members,
 * its workspaces), so the members' tabs pull it; notices and mails go through the outbox.
 */
/** The fields of `change` whose value differs from the project's (arrays compared item by item). */
function changedFields<T extends Record<string, unknown>>(
  project: Record<string, unknown>,
  change: T,
): Partial<T> {
  const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
  return Object.fromEntries(
    Object.entries(change).filter(([key, value]) => value !== undefined && !same(value, project[key])),
  ) as Partial<T>;
}

export function projectsService(context: ProjectsContext) {
  const notice = (userId: string, subType: string, key: MessageKey, project: ProjectRow): Effect => ({
    kind: 'notification',
    payload: notificationEffect(
      userId,
      {
        type: 'System',
        subType,
        key,
        params: { name: project.name },
        objectId: project.id,
      },
      context.now(),
    ),
  });
  const activity = (
    repos: ProjectsPorts,
    project: ProjectRow,
    userId: string,
    action: string,
    details = {},
  ) => repos.projects.recordActivity({ projectId: project.id, userId, action, details });

  return {
    /** `GET /api/project/info`: the caller's projects (Active, or Archive: closed ones). */
    async list(user: SessionUser, query: ProjectListQuery): Promise<ListPage<ProjectApiDocument>> {
      const { rows, total } = await context.projects.page(user.id, query);
      return { data: rows.map(toProjectApiDocument), page: query.page, limit: query.limit, total };
    },

    /** `GET /api/project/info-project/{id}`: the project with its members, episodes and workspaces. */
    async detail(user: SessionUser, id: string): Promise<ProjectDetail> {
      const { project } = await requireRight(context, user.id, id, 'view');
      const workspaces = await context.projects.liveWorkspaces(project.id);
      return { ...toProjectApiDocument(project), workspaces: workspaces.map(toWorkspaceApiDocument) };
    },

    /** `POST /api/project/create`: the caller becomes its Creator (docs/licensing.md §2). */
    async create(user: SessionUser, fields: ProjectFields): Promise<ProjectApiDocument> {
      const project = await context.withTransaction(async (repos) => {
        const row = await repos.projects.insert({ ...fields, creatorId: user.id });
        await repos.projects.setMember(row.id, user.id, 'creator');
        await repos.projects.recordActivity({ projectId: row.id, userId: user.id, action: 'project.create' });
        return (await settleProject(repos, row.id, { members: true })).project;
      });
      return toProjectApiDocument(project);
    },

    /**
     * `PATCH /api/project/change/{id}`: fields given change; a budget end alone is checked against the
     * other; a cover image (multipart) replaces the old one, `removeCover` drops it.
     */
    async change(
      user: SessionUser,
      id: string,
      change: ProjectChange,
      cover?: Uint8Array,
    ): Promise<ProjectApiDocument> {
      const { project } = await requireRight(context, user.id, id, 'edit');
      const { removeCover, ...fields } = change;
      const budgetMin = fields.budgetMin === undefined ? project.budgetMin : fields.budgetMin;
      const budgetMax = fields.budgetMax === undefined ? project.budgetMax : fields.budgetMax;
      if (!budgetInRange(budgetMin, budgetMax))
        throw new AppError('VALIDATION', 'projects.budgetRange', {}, { budgetMax: 'projects.budgetRange' });
      const coverKey = cover && context.covers ? await context.covers.save(cover) : undefined;
      // Only what differs from the project is written and told in its activity (issue 26 §4): the form sends
      // every field, and "changed the project" alone said nothing.
      const values = {
        ...changedFields(project, fields),
        ...(coverKey ? { coverKey } : removeCover && project.coverKey ? { coverKey: null } : {}),
      };
      // An empty change is a no-op (docs/decisions/0035): the project as it is, no activity written.
      if (Object.keys(values).length === 0) return toProjectApiDocument(project);
      const updated = await context.withTransaction(async (repos) => {
        await repos.projects.update(project.id, values);
        await activity(repos, project, user.id, 'project.change', { fields: Object.keys(values) });
        return (await settleProject(repos, project.id)).project;
      });
      if (project.coverKey && project.coverKey !== updated.coverKey)
        await context.covers?.remove(project.coverKey).catch(() => undefined);
      return toProjectApiDocument(updated);
    },

    /**
     * `DELETE /api/project/delete/{id}` (Creator): the project leaves every member's tabs. A project with
     * requests can only be closed (docs/product.md §4): an entry held by an order is a request.
     */
    async remove(user: SessionUser, id: string): Promise<{ _id: string }> {
      const { project } = await requireRight(context, user.id, id, 'manage');
      if (await context.projects.hasRequests(project.id))
        throw new AppError('CONFLICT', 'projects.hasRequests');
      await context.withTransaction(async (repos) => {
        await repos.projects.update(project.id, { deleted: true, shareToken: null });
        await repos.projects.markWorkspacesDeleted(project.id);
        await settleProject(repos, project.id, { members: true });
      });
      return { _id: project.id };
    },

    /** Close (read-only, to the Archive) or reopen (status derived again), by the Creator. */
    async setClosed(user: SessionUser, id: string, closed: boolean): Promise<ProjectApiDocument> {
      const { project } = await requireRight(context, user.id, id, 'manage');
      const updated = await context.withTransaction(async (repos) => {
        await repos.projects.update(project.id, { closedAt: closed ? context.now() : null });
        await activity(repos, project, user.id, closed ? 'project.close' : 'project.reopen');
        return (await settleProject(repos, project.id)).project;
      });
      return toProjectApiDocument(updated);
    },

    /**
     * `POST /api/project/add-member/{id}` (Creator): an existing user joins at once ("Add Project Role");
     * another address is invited by mail to sign up (docs/licensing.md §2 "Members").
     */
    async addMember(user: SessionUser, id: string, invite: MemberInvite): Promise<ProjectApiDocument> {
      const { project } = await requireRight(context, user.id, id, 'manage');
      const invitee = await context.projects.userByEmail(invite.email);
      if (invitee && (await context.projects.role(project.id, invitee.id)))
        throw new AppError('CONFLICT', 'projects.alreadyMember');
      const inviter = await context.projects.userName(user.id);
      // The invitee has no account, hence no language of their own: the mail speaks the inviter's.
      const stored = await context.projects.userLanguage(user.id);
      const language: Language = languages.find((known) => known === stored) ?? 'en';
      const updated = await context.withTransaction(async (repos) => {
        if (invitee) {
          await repos.projects.setMember(project.id, invitee.id, invite.role);
          await repos.projects.restoreAccess(project.id, invitee.id);
        } else await repos.projects.invite(project.id, invite.email, invite.role);
        await activity(repos, project, user.id, 'member.add', { email: invite.email, role: invite.role });
        const effects = invitee
          ? [notice(invitee.id, 'Add Project Role', 'projects.memberAdded', project)]
          : [
              mailEffect(
                invitationMail(project, invite.email, { name: inviter, language }, context.publicUrl),
              ),
            ];
        return (await settleProject(repos, project.id, { members: true, effects })).project;
      });
      return toProjectApiDocument(updated);
    },

    /**
     * A newly confirmed account joins the projects its address was invited to, with the invited role
     * ("Add Project Role"; docs/licensing.md §2 "Members"). Called once the sign-up is confirmed.
     */
    async acceptInvitations(userId: string): Promise<void> {
      const user = await context.projects.userById(userId);
      if (!user) return;
      for (const invitation of await context.projects.invitationsOf(user.email)) {
        const project = await context.projects.find(invitation.projectId);
        if (!project) continue;
        await context.withTransaction(async (repos) => {
          await repos.projects.removeInvitation(project.id, user.email);
          if (await repos.projects.role(project.id, user.id)) return;
          await repos.projects.setMember(project.id, user.id, invitation.role);
          await repos.projects.restoreAccess(project.id, user.id);
          await activity(repos, project, user.id, 'member.join', {
            email: user.email,
            role: invitation.role,
          });
          const effects = [notice(user.id, 'Add Project Role', 'projects.memberAdded', project)];
          await settleProject(repos, project.id, { members: true, effects });
        });
      }
    },

    /** `PATCH /api/project/change-member/{id}` (Creator): "Change Project Role". */
    async changeMember(user: SessionUser, id: string, change: MemberChange): Promise<ProjectApiDocument> {
      const { project } = await requireRight(context, user.id, id, 'manage');
      const current = await context.projects.role(project.id, change.userId);
      if (!current) throw new AppError('NOT_FOUND', 'projects.notMember');
      if (current === 'creator') throw new AppError('FORBIDDEN', 'projects.creatorFixed');
      if (current === change.role) return toProjectApiDocument(project);
      const updated = await context.withTransaction(async (repos) => {
        await repos.projects.setMember(project.id, change.userId, change.role);
        await activity(repos, project, user.id, 'member.change', {
          userId: change.userId,
          role: change.role,
        });
        const effects = [notice(change.userId, 'Change Project Role', 'projects.memberChanged', project)];
        return (await settleProject(repos, project.id, { members: true, effects })).project;
      });
      return toProjectApiDocument(updated);
    },

    /**
     * `DELETE /api/project/remove-member/{id}` (Creator): "Remove Project Role"; the member's tabs receive
     * the project and its workspaces as deletions (server/sync/README.md, revokeVisibility).
     */
    async removeMember(user: SessionUser, id: string, userId: string): Promise<ProjectApiDocument> {
      const { project } = await requireRight(context, user.id, id, 'manage');
      const current = await context.projects.role(project.id, userId);
      if (!current) throw new AppError('NOT_FOUND', 'projects.notMember');
      if (current === 'creator') throw new AppError('FORBIDDEN', 'projects.creatorFixed');
      const updated = await context.withTransaction(async (repos) => {
        await repos.projects.removeMember(project.id, userId);
        await repos.projects.revokeAccess(project.id, userId);
        await activity(repos, project, user.id, 'member.remove', { userId });
        const effects = [notice(userId, 'Remove Project Role', 'projects.memberRemoved', project)];
        return (await settleProject(repos, project.id, { members: true, removed: [userId], effects }))
          .project;
      });
      return toProjectApiDocument(updated);
    },

    /** `GET /api/project/share-link/{id}` (Creator): the link while the project is shared. */
    async shareLink(user: SessionUser, id: string): Promise<{ url: string | null; token: string | null }> {
      const { project } = await requireRight(context, user.id, id, 'manage');
      const token = project.shareToken;
      return { url: token ? `${context.publicUrl}${links.sharedProject(token)}` : null, token };
    },

    /** `PATCH /api/project/share-link/{id}` (Creator): the link, made once and kept until revoked. */
    async share(user: SessionUser, id: string): Promise<{ url: string; token: string }> {
      const { project } = await requireRight(context, user.id, id, 'manage');
      const token = project.shareToken ?? newToken();
      if (!project.shareToken)
        await context.withTransaction((repos) => repos.projects.update(project.id, { shareToken: token }));
      return { url: `${context.publicUrl}${links.sharedProject(token)}`, token };
    },

    /** `DELETE /api/project/share-link/{id}` (Creator): the old link stops working at once. */
    async revokeShare(user: SessionUser, id: string): Promise<{ revoked: true }> {
      const { project } = await requireRight(context, user.id, id, 'manage');
      if (project.shareToken)
        await context.withTransaction((repos) => repos.projects.update(project.id, { shareToken: null }));
      return { revoked: true };
    },
  };
}

/** The invitation of an address without an account: sign up with it to join (docs/licensing.md §2). */
function invitationMail(
  project: ProjectRow,
  email: string,
  inviter: { name: string; language: Language },
  publicUrl: string,
) {
  const { language } = inviter;
  const link = `${publicUrl}${links.signup()}?email=${encodeURIComponent(email)}`;
  const params = { name: project.name, inviter: inviter.name || 'Cueline', link };
  return {
    to: email,
    subject: translate(language, 'projects.inviteSubject', params),
    text: translate(language, 'projects.inviteText', params),
  };
}

export type ProjectsService = ReturnType<typeof projectsService>;
