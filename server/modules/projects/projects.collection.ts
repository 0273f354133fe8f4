import { sql } from 'drizzle-orm';
import type {
  Media,
  ProjectStatus,
  ProjectType,
  ProjectWireDocument,
  WorkspaceWireDocument,
} from '../../../src/domain/projects';
import type { PlaylistColor } from '../../../src/domain/library';
import { projects, workspaces, type ProjectRow, type WorkspaceRow } from '../../db/schema/projects';
import { defineReplicatedCollection } from '../../sync/registry';
import { outboxRepository } from '../../outbox/outbox.repository';
import { trackUrls } from '../catalog/index';
import { projectsRepository } from './projects.repository';
import { applyWorkspacePush } from './workspace-push';

export function toProjectDocument(row: ProjectRow): ProjectWireDocument {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    type: row.type as ProjectType,
    budgetMin: row.budgetMin,
    budgetMax: row.budgetMax,
    director: row.director,
    episodesCount: row.episodesCount,
    seasons: row.seasons,
    platforms: row.platforms as Media[],
    production: row.production,
    productionYear: row.productionYear,
    brand: row.brand,
    coverColor: row.coverColor as PlaylistColor | null,
    coverImageUrl: row.coverKey ? trackUrls.file(row.coverKey) : null,
    status: row.status as ProjectStatus,
    closedAt: row.closedAt ? row.closedAt.toISOString() : null,
    creatorId: row.creatorId,
    members: row.members,
    invitations: row.invitations,
    episodes: row.episodes,
    compilations: row.compilations,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    seq: row.seq,
    _deleted: row.deleted,
  };
}

export function toWorkspaceDocument(row: WorkspaceRow): WorkspaceWireDocument {
  return {
    id: row.id,
    projectId: row.projectId,
    episodeId: row.episodeId,
    comment: row.comment,
    scenes: row.scenes,
    entries: row.entries,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    seq: row.seq,
    _deleted: row.deleted,
  };
}

/**
 * The `projects` collection: every project the user is a member of, with its members, episodes and
 * compilations (docs/licensing.md §7). Written by the module's commands; a member removed from a project
 * receives it as a deletion (a tombstone written with the removal).
 */
export const projectsCollection = defineReplicatedCollection<ProjectRow>({
  name: 'projects',
  table: projects,
  visibleTo: (userId) => sql`${userId}::uuid = any(${projects.memberIds})`,
  toDocument: (row) => ({ ...toProjectDocument(row) }),
  pullOnly: true,
  audience: (row) => row.memberIds,
});

/**
 * The `workspaces` collection: the workspaces of the user's projects, with their scenes and entries
 * (docs/licensing.md §7); visible to the project's members (`member_ids`, kept equal to the project's).
 * Scenes, the placement of entries and comments are pushed; `applyWorkspacePush` applies the rules of the
 * REST commands in the push's transaction.
 */
export const workspacesCollection = defineReplicatedCollection<WorkspaceRow>({
  name: 'workspaces',
  table: workspaces,
  visibleTo: (userId) => sql`${userId}::uuid = any(${workspaces.memberIds})`,
  toDocument: (row) => ({ ...toWorkspaceDocument(row) }),
  pullOnly: false,
  pushableFields: ['comment', 'scenes', 'entries'],
  staleWhen: 'fields',
  applyPush: (changes, current, user, tx) =>
    applyWorkspacePush(
      { projects: projectsRepository(tx), outbox: outboxRepository(tx) },
      changes,
      current,
      user,
    ),
  audience: (row) => row.memberIds,
});
