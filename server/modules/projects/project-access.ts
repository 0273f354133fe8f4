import { toApiIds, type ApiIds } from '../../../src/domain/api-ids';
import {
  can,
  projectStatus,
  type ProjectDocument,
  type ProjectRight,
  type ProjectRole,
  type WorkspaceDocument,
} from '../../../src/domain/projects';
import type { ProjectRow, WorkspaceRow } from '../../db/schema/projects';
import type { Store } from '../../db/transaction';
import { AppError } from '../../http/errors';
import { syncHintEffect, type Effect } from '../../outbox/effects';
import type { OutboxRepository } from '../../outbox/outbox.repository';
import { toProjectDocument, toWorkspaceDocument } from './projects.collection';
import type { ProjectsRepository } from './projects.repository';

/** The repositories project commands read and write through; service tests pass in-memory fakes. */
export interface ProjectsPorts {
  projects: ProjectsRepository;
  outbox: Pick<OutboxRepository, 'add'>;
}

/** Stores a cover image (png or jpg, checked by its bytes) and returns its file key; removes replaced ones. */
export interface ProjectCoverStore {
  save(data: Uint8Array): Promise<string>;
  remove(key: string): Promise<void>;
}

export interface ProjectsContext extends Store<ProjectsPorts> {
  now: () => Date;
  publicUrl: string;
  covers?: ProjectCoverStore;
}

/**
 * The API's project: the document without the sync fields, its own ids and those of its episodes,
 * compilations, scenes and entries as `_id` (docs/product.md §3, src/domain/api-ids.ts).
 */
export type ProjectApiDocument = ApiIds<Omit<ProjectDocument, 'seq'>>;
export type WorkspaceApiDocument = ApiIds<Omit<WorkspaceDocument, 'seq'>>;

export function toProjectApiDocument(row: ProjectRow): ProjectApiDocument {
  const { seq: _seq, _deleted: _ignored, ...rest } = toProjectDocument(row);
  return toApiIds(rest);
}

export function toWorkspaceApiDocument(row: WorkspaceRow): WorkspaceApiDocument {
  const { seq: _seq, _deleted: _ignored, ...rest } = toWorkspaceDocument(row);
  return toApiIds(rest);
}

/**
 * The caller's project role and the project, when the role holds `right` (docs/licensing.md §2): an
 * outsider (or an unknown id) gets 404, so a project's existence does not leak; a member without the
 * right 403. A closed project is read-only: only viewing and the Creator's managing remain.
 */
export async function requireRight(
  repos: Pick<ProjectsPorts, 'projects'>,
  userId: string,
  projectId: string,
  right: ProjectRight,
): Promise<{ project: ProjectRow; role: ProjectRole }> {
  const project = await repos.projects.find(projectId);
  const role = project ? await repos.projects.role(project.id, userId) : null;
  if (!project || !role) throw new AppError('NOT_FOUND');
  if (!can(role, right)) throw new AppError('FORBIDDEN');
  if (project.closedAt && right !== 'view' && right !== 'manage')
    throw new AppError('FORBIDDEN', 'projects.closed');
  return { project, role };
}

/** A live workspace and its project, when the caller's role holds `right`; 404 like `requireRight`. */
export async function requireWorkspace(
  repos: Pick<ProjectsPorts, 'projects'>,
  userId: string,
  workspaceId: string,
  right: ProjectRight,
) {
  const workspace = await repos.projects.findWorkspace(workspaceId);
  if (!workspace) throw new AppError('NOT_FOUND');
  return { workspace, ...(await requireRight(repos, userId, workspace.projectId, right)) };
}

export interface Settle {
  /** Workspaces whose scenes or entries changed: their embedded copies are rewritten. */
  workspaceIds?: string[];
  /** Members changed: the workspaces' audience is rewritten too. */
  members?: boolean;
  /** Users who lost the project in this write: hinted so their tabs pull the deletion. */
  removed?: string[];
  effects?: Effect[];
  /**
   * Only scenes, entries or comments changed, nothing the project document embeds: it is rewritten (and
   * pulled by every member) only when its status or its chat's audience changed, or when it was last
   * rewritten over a minute ago, so its last activity stays current to the minute without a pull per edit.
   */
  contentOnly?: boolean;
}

/** How stale a project's last activity may get while only its workspaces' content changes. */
const ACTIVITY_GRAIN_MS = 60_000;

/**
 * Ends a write of a project's children: rewrites the embedded copies of the changed workspaces and of
 * the project (its status derived from its entries, `projectStatus`), which moves their seqs, and writes
 * the `sync` hints and the given effects to the outbox, all in the write's transaction.
 */
export async function settleProject(
  repos: ProjectsPorts,
  projectId: string,
  settle: Settle = {},
): Promise<{ project: ProjectRow; workspaces: WorkspaceRow[] }> {
  const changed: WorkspaceRow[] = [];
  for (const id of new Set(settle.workspaceIds ?? []))
    changed.push(await repos.projects.refreshWorkspace(id));
  const current = await repos.projects.find(projectId);
  const closed = Boolean(current?.closedAt);
  const status = projectStatus(await repos.projects.entryStatuses(projectId), closed);
  const messagesChanged = await repos.projects.rewriteMessageAudience(projectId);
  const unchanged =
    settle.contentOnly &&
    current !== undefined &&
    current.status === status &&
    messagesChanged === 0 &&
    Date.now() - current.updatedAt.getTime() < ACTIVITY_GRAIN_MS;
  const project = unchanged
    ? current
    : await repos.projects.refresh(projectId, status, { members: settle.members });
  const audience = [...new Set([...project.memberIds, ...(settle.removed ?? [])])];
  const hints: Effect[] = unchanged
    ? []
    : [syncHintEffect({ userIds: audience, collection: 'projects', seq: project.seq })];
  const moved = settle.members ? await repos.projects.liveWorkspaces(projectId) : changed;
  const workspaceSeq = Math.max(0, ...moved.map((row) => row.seq));
  if (workspaceSeq > 0)
    hints.push(syncHintEffect({ userIds: audience, collection: 'workspaces', seq: workspaceSeq }));
  const orders = await repos.projects.followOrders(projectId);
  if (orders.length > 0)
    hints.push(
      syncHintEffect({
        userIds: [...new Set([...audience, ...orders.flatMap((order) => order.userIds)])],
        collection: 'orders',
        seq: Math.max(...orders.map((order) => order.seq)),
      }),
    );
  if (settle.members) {
    const followed = await repos.projects.followDocuments(projectId);
    for (const collection of ['documents', 'payments'] as const) {
      const rows = followed[collection];
      if (rows.length > 0)
        hints.push(
          syncHintEffect({
            userIds: [...new Set([...audience, ...rows.flatMap((row) => row.userIds)])],
            collection,
            seq: Math.max(...rows.map((row) => row.seq)),
          }),
        );
    }
  }
  // A change of members or of the tracks placed may have rewritten the audience of the project's chat
  // messages (before the project row, so below its seq); only then do the members pull them.
  if (messagesChanged > 0)
    hints.push(syncHintEffect({ userIds: audience, collection: 'messages', seq: project.seq }));
  await repos.outbox.add([...hints, ...(settle.effects ?? [])]);
  return { project, workspaces: changed };
}

/** Runs a write of one workspace in a transaction and answers with the workspace as it now is. */
export async function writeWorkspace(
  context: Pick<ProjectsContext, 'withTransaction'>,
  projectId: string,
  workspaceId: string,
  write: (repos: ProjectsPorts) => Promise<void>,
  { contentOnly = false }: { contentOnly?: boolean } = {},
): Promise<WorkspaceApiDocument> {
  return context.withTransaction(async (repos) => {
    await write(repos);
    const { workspaces } = await settleProject(repos, projectId, {
      workspaceIds: [workspaceId],
      contentOnly,
    });
    return toWorkspaceApiDocument(workspaces[0]!);
  });
}
